import type { HTMLAttributes, ReactNode } from 'react';
import type { ToneColor } from '@studyhub/shared-api/catalog';
import utilities from '../../styles/utilities.module.css';
import styles from './Badge.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ToneColor;
  size?: 'sm' | 'md';
  /** Read before the text by screen readers only, e.g. "Category" → "Category: CSE". */
  srPrefix?: string;
  icon?: ReactNode;
}

/** A short label on a tinted background. The colour is never the only cue: the text says it. */
export function Badge({ tone = 'neutral', size = 'md', srPrefix, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge, styles[tone], styles[size], className].filter(Boolean).join(' ')} data-tone={tone}>
      {icon}
      {srPrefix && <span className={utilities.visuallyHidden}>{`${srPrefix}: `}</span>}
      {children}
    </span>
  );
}
