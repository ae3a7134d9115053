import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element {...rest} className={[styles.card, className].filter(Boolean).join(' ')} />;
}
