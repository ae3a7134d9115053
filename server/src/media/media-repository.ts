import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { media } from '../db/schema.ts';

/** Bytes to store and the type they are served with. */
export interface NewMedia {
  mime: string;
  bytes: Buffer;
}

export interface StoredMedia {
  mime: string;
  bytes: Buffer;
  etag: string;
}

/** The public path of a stored media item; blogs keep this and the API makes it absolute. */
export function mediaPath(id: string): string {
  return `/api/media/${id}`;
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/** Stored images; given a transaction, its writes are part of it (a blog and its cover go together). */
export function createMediaRepository(db: Queryable) {
  return {
    /** Stores the bytes and returns the new id. */
    async insert(item: NewMedia): Promise<string> {
      const [row] = await db
        .insert(media)
        .values({ ...item, etag: strongEtag(item.bytes) })
        .returning({ id: media.id });
      if (!row) throw new Error('insert into media returned no row');
      return row.id;
    },

    async find(id: string): Promise<StoredMedia | undefined> {
      const [row] = await db
        .select({ mime: media.mime, bytes: media.bytes, etag: media.etag })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row;
    },
  };
}

/** A content hash: identical bytes give the same validator, so it is a strong ETag. */
function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}
