import { useEffect } from 'react';
import { applyPageHead, type PageHeadInput } from './page-head.ts';

/**
 * Names the page ("<title> · StudyHub"), and keeps its description and canonical link in step
 * with it, on every client-side navigation (docs/decisions/0038).
 */
export function usePageHead({ title, description, path }: PageHeadInput): void {
  useEffect(() => {
    applyPageHead({ title, description, path });
  }, [title, description, path]);
}
