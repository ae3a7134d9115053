import type { AppDatabase } from '../db/client.ts';
import { type AuthorFound, type AuthorPage, findAuthor, readAuthorPage } from './author-queries.ts';
import type { PageCursor } from '../http/page-cursor.ts';

export type AuthorRepository = ReturnType<typeof createAuthorRepository>;

/** The author pages' reads (docs/decisions/0083), with covers made absolute from `publicApiUrl` as everywhere. */
export function createAuthorRepository(db: AppDatabase, publicApiUrl: string) {
  return {
    find: (slug: string): Promise<AuthorFound | undefined> => findAuthor(db, slug),
    page: (authorId: string, limit: number, after: PageCursor | undefined): Promise<AuthorPage> => readAuthorPage(db, publicApiUrl, authorId, limit, after),
  };
}
