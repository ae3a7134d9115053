import { useEffect, useRef, type RefObject } from 'react';

/**
 * After "Load more", focus moves to the first control of the first new row: the button may be
 * gone, and reading on starts there. Returns what to call before loading.
 */
export function useFocusNewRows(container: RefObject<HTMLElement | null>, rows: number): () => void {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || rows <= focusFrom.current) return;
    const row = container.current?.querySelectorAll('tbody tr')[focusFrom.current];
    row?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
    focusFrom.current = null;
  }, [container, rows]);
  return () => {
    focusFrom.current = rows;
  };
}
