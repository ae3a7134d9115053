import { useEffect } from 'react';

/** Names the browser tab after the page shown (the shell names only the section). */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · StudyHub`;
  }, [page]);
}
