import type { DefaultToastOptions } from 'react-hot-toast';

/**
 * docs/product.md#toasts: 4000 ms for blank, error and custom notices, 2000 ms for success, loading until
 * dismissed. (react-hot-toast itself keeps at most 20 and removes a notice 1000 ms after
 * dismissal, as required.)
 */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity } as const;

export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATIONS.blank,
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
  style: {
    background: 'var(--sh-color-surface)',
    color: 'var(--sh-color-text)',
    border: '1px solid var(--sh-color-border)',
    boxShadow: 'var(--sh-shadow-md)',
  },
};

const STAY = { duration: Infinity };

/** Every notice stays until it is removed: for review, where a notice gone after 4 s would be missed (or caught by one screenshot and not the next). */
export const PERSISTENT_TOAST_OPTIONS: DefaultToastOptions = { ...TOAST_OPTIONS, ...STAY, error: STAY, success: STAY, loading: STAY, custom: STAY };
