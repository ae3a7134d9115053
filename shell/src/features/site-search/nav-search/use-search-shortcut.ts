import { useEffect, type RefObject } from 'react';

/** For aria-keyshortcuts, in its syntax. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Where "/" is something the student types, not a shortcut. */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof Element && (target.closest(EDITABLE) !== null || (target instanceof HTMLElement && target.isContentEditable));
}

/**
 * "/" (outside text fields) and Ctrl+K / ⌘K (anywhere: it types nothing) move the focus to the
 * navigation search and select its text. Not while a modal dialog is open: the page behind is
 * inert, and the dialog's own keys come first.
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
      const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const target = input.current;
      if ((!slash && !commandK) || !target || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      target.focus();
      target.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
