import type { ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

/** A region is named by a visible heading or caption (`labelledBy`, its id) or, with none, by `label`. */
type RegionName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

export type ScrollRegionProps = RegionName & {
  /** The box's own look: its size, border, background. Scrolling and the focus ring come with the component. */
  className?: string;
  children: ReactNode;
};

/**
 * A box whose content can scroll (a wide table on a phone, a long text). A mouse or a finger can
 * scroll it anyway; a keyboard only once it can be focused, so it is a named region in the tab order
 * with a focus ring (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, labelledBy, className, children }: ScrollRegionProps) {
  return (
    <div className={[styles.region, className].filter(Boolean).join(' ')} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
