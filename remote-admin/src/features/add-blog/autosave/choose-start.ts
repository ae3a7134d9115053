import type { NewPostDraft, PostAutosave } from '@studyhub/shared-api';
import { EMPTY_BLOG_FORM, type BlogForm } from '../blog-form.ts';
import { draftOf, formWithDraft, sameDraft, type AutosaveDraft, type StoredDraft } from './autosave-draft.ts';
import type { LocalCopy } from './local-copy.ts';

/** How the post form opens: its fields, what the server holds, and the unsaved text found, if any. */
export interface FormStart {
  initial: BlogForm;
  /** What the server holds for this editor: a change from it is unsent. */
  stored: AutosaveDraft;
  /** Unsaved text put in the form (`restored`) or only offered (`offered`: typed over an older version), and when it was typed. */
  found?: { kind: 'restored' | 'offered'; at: number; form: BlogForm };
}

interface Candidate {
  draft: StoredDraft;
  at: number;
  version?: number;
}

/** The newer of the server's copy and the browser's: what was typed last wins, whichever got it. */
function newest(server: Candidate | undefined, local: LocalCopy | undefined): Candidate | undefined {
  const browser = local && { draft: local.draft, at: local.at, version: local.baseVersion };
  if (!server || !browser) return server ?? browser;
  return browser.at > server.at ? browser : server;
}

/** Add Blog: the newest unsaved draft in the form, unless it is empty. The cover file is never kept. */
export function newPostStart(server: NewPostDraft | null | undefined, local: LocalCopy | undefined): FormStart {
  const serverCopy = server ? formWithDraft(EMPTY_BLOG_FORM, server) : undefined;
  const stored = draftOf(serverCopy ?? EMPTY_BLOG_FORM);
  const found = newest(server ? { draft: server, at: Date.parse(server.savedAt) } : undefined, local);
  const form = found && formWithDraft(EMPTY_BLOG_FORM, found.draft);
  if (!found || !form || sameDraft(draftOf(form), draftOf(EMPTY_BLOG_FORM))) return { initial: EMPTY_BLOG_FORM, stored };
  return { initial: form, stored, found: { kind: 'restored', at: found.at, form } };
}

/**
 * Edit Blog: the newest autosave since the last save, put in the form when it was typed over the
 * version the post is at now, only offered when over an older one; nothing when it says what the
 * post says.
 */
export function editStart(saved: BlogForm, version: number, server: PostAutosave | null | undefined, local: LocalCopy | undefined): FormStart {
  const serverCopy = server ? formWithDraft(saved, server) : undefined;
  const stored = draftOf(serverCopy ?? saved);
  const found = newest(server ? { draft: server, at: Date.parse(server.savedAt), version: server.version } : undefined, local);
  const form = found && formWithDraft(saved, found.draft);
  if (!found || !form || sameDraft(draftOf(form), draftOf(saved))) return { initial: saved, stored };
  if (found.version === version) return { initial: form, stored, found: { kind: 'restored', at: found.at, form } };
  // Only offered: nothing is sent until the admin types, loads it or sets it aside.
  return { initial: saved, stored: draftOf(saved), found: { kind: 'offered', at: found.at, form } };
}
