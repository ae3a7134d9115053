import type { AutosaveDraft } from './autosave-draft.ts';

/**
 * The browser's own copy of what is typed (docs/decisions/0076), written on every change, so a
 * reload or a crashed tab loses nothing the server has not got yet. Keyed by account and post, so
 * two admins sharing a browser never get each other's text.
 */
export interface LocalCopy {
  draft: AutosaveDraft;
  /** When it was typed, in ms. */
  at: number;
  /** An edit's: the post's version it was typed over. */
  baseVersion?: number;
}

const PREFIX = 'studyhub:autosave:';

export const localCopyKey = (accountId: string, target: string): string => `${PREFIX}${accountId}:${target}`;

export function readLocalCopy(key: string): LocalCopy | undefined {
  try {
    const text = localStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return isLocalCopy(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Best effort: a full or disabled storage leaves the server's autosave as the only copy. */
export function writeLocalCopy(key: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Nothing else to do: the server autosave still runs.
  }
}

export function removeLocalCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

function isLocalCopy(value: unknown): value is LocalCopy {
  if (!value || typeof value !== 'object' || !('draft' in value) || !('at' in value) || typeof value.at !== 'number') return false;
  const draft = value.draft as Record<string, unknown> | null;
  return !!draft && ['title', 'subTitle', 'description', 'category'].every((field) => typeof draft[field] === 'string');
}
