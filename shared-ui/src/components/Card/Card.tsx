import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  /** `none` lets a cover image reach the edges. */
  padding?: 'none' | 'sm' | 'md';
  /** Lifts on hover and focus, for cards that are (or contain) a link. */
  interactive?: boolean;
}

export function Card({ as: Element = 'div', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  const classes = [styles.card, padding !== 'md' && styles[padding], interactive && styles.interactive, className].filter(Boolean).join(' ');
  return <Element {...rest} className={classes} />;
}
