import type { NewPostDraft, NewPostDraftInput } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { absoluteBodyMedia } from '../blogs/body-media-urls.ts';
import { blogDrafts } from '../db/schema.ts';

/**
 * Each admin account's one autosaved Add Blog form (`blog_drafts`, docs/decisions/0076): written
 * over on every autosave, deleted by "Discard draft" and in the transaction of a successful add
 * (blog-repository.ts). Nothing public reads it.
 */
export function createNewPostDrafts(db: AppDatabase, publicApiUrl: string) {
  return {
    async read(adminId: string): Promise<NewPostDraft | null> {
      const [row] = await db.select().from(blogDrafts).where(eq(blogDrafts.adminId, adminId));
      if (!row) return null;
      const { adminId: _owner, savedAt, description, ...fields } = row;
      return { ...fields, description: absoluteBodyMedia(description, publicApiUrl), savedAt: savedAt.toISOString() };
    },

    async write(adminId: string, draft: NewPostDraftInput): Promise<Date> {
      const [row] = await db
        .insert(blogDrafts)
        .values({ adminId, ...draft })
        .onConflictDoUpdate({ target: blogDrafts.adminId, set: { ...draft, savedAt: sql`now()` } })
        .returning({ savedAt: blogDrafts.savedAt });
      return row!.savedAt;
    },

    async discard(adminId: string): Promise<void> {
      await db.delete(blogDrafts).where(eq(blogDrafts.adminId, adminId));
    },
  };
}

export type NewPostDrafts = ReturnType<typeof createNewPostDrafts>;
