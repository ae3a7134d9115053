import { useEffect } from 'react';

export const LEAVE_WARNING = 'Leave this page? What you typed last is not saved yet.';

/**
 * Asks before the page is left while `isUnsaved()`: closing or reloading the tab (the browser's own
 * prompt), and following a link of the app (a confirm). The router here cannot block a navigation
 * itself (a BrowserRouter has no blocker), so links are caught as they are clicked; going Back is
 * not caught, but the form then unmounts and sends what was typed (use-autosave.ts).
 */
export function useLeaveWarning(isUnsaved: () => boolean): void {
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!isUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (!isUnsaved() || window.confirm(LEAVE_WARNING)) return;
      // Caught on the way down, before the router's own handler on the app's root.
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [isUnsaved]);
}
