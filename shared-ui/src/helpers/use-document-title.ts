import { useEffect } from 'react';

/**
 * Names the page in the browser tab and history, as "<title> · StudyHub". Nothing happens while
 * `title` is undefined (data still loading), so the shell's section title stays until then.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · StudyHub`;
  }, [title]);
}
