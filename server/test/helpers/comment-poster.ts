import { API_PATHS } from '@studyhub/shared-api/contract';
import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.ts';

/** A browser's own id, as the comment form keeps one (docs/decisions/0068). */
export const newBrowserId = (): string => randomUUID();

export interface CommentPost {
  blog: string;
  /** The client address the API sees. */
  from: string;
  /** Sent as `browserId`; left out when undefined. */
  browser?: string;
  /** A text no other call of this file used, unless given. */
  content?: string;
  name?: string;
  website?: string;
}

let sent = 0;

/** POST /api/blog/add-comment as one visitor; texts differ between calls unless `content` says otherwise. */
export function postComment(app: App, { blog, from, browser, content, name = 'Ada', website }: CommentPost) {
  const payload = { blog, name, content: content ?? `Comment number ${++sent}`, ...(browser && { browserId: browser }), ...(website && { website }) };
  return app.inject({ method: 'POST', url: API_PATHS.blogAddComment, payload, remoteAddress: from });
}
