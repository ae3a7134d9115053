import { BLOG_CATEGORIES, type BlogCategory } from '@studyhub/shared-api/contract';

/** A blog the crash suite tried to add, and what it knows of its fate. */
export interface BlogRecord {
  title: string;
  subTitle: string;
  description: string;
  category: BlogCategory;
  /** The uploaded cover's size; the stored WebP keeps it (both are under 1280 px wide). */
  width: number;
  height: number;
  /** The add got a 2xx, or the blog was seen in the store after a crash: it must stay. */
  durable: boolean;
  id?: string;
  /** undefined while a toggle's answer was lost: either state is right until it is seen again. */
  published: boolean | undefined;
  /** undefined while a delete's answer was lost. */
  deleted: boolean | undefined;
  /** A toggle or delete is in flight: no other operation picks this blog. */
  busy: boolean;
}

export interface CommentRecord {
  blogTitle: string;
  name: string;
  content: string;
  durable: boolean;
}

/** Everything written, acknowledged or not: what the store must (and may) hold after a crash. */
export class Ledger {
  readonly blogs = new Map<string, BlogRecord>();
  readonly comments = new Map<string, CommentRecord>();

  /** Blogs that exist for sure, with a known id, that no operation holds. */
  live(filter: (blog: BlogRecord) => boolean = () => true): BlogRecord[] {
    return [...this.blogs.values()].filter((blog) => blog.durable && blog.id && blog.deleted === false && !blog.busy && filter(blog));
  }
}

export const CATEGORIES: readonly BlogCategory[] = BLOG_CATEGORIES;

/** Acknowledged operations of one round, for the log. */
export interface RoundCounts {
  adds: number;
  comments: number;
  toggles: number;
  deletes: number;
  /** Requests that never got an answer (in flight at the kill, or refused after it). */
  lost: number;
}
