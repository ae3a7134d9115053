import { and, asc, eq, gte } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { media, mediaVariants } from '../db/schema.ts';

/** A narrower copy of a cover, in the cover's type. */
export interface NewVariant {
  width: number;
  bytes: Buffer;
}

/** Bytes to store and the type they are served with; `variants` are narrower than `bytes`. */
export interface NewMedia {
  mime: string;
  bytes: Buffer;
  variants?: readonly NewVariant[];
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
    /** Stores the bytes and their variants and returns the new id. */
    async insert({ variants = [], ...item }: NewMedia): Promise<string> {
      const [row] = await db
        .insert(media)
        .values({ ...item, etag: strongEtag(item.bytes) })
        .returning({ id: media.id });
      if (!row) throw new Error('insert into media returned no row');
      if (variants.length > 0) {
        await db.insert(mediaVariants).values(variants.map((variant) => ({ mediaId: row.id, ...variant, etag: strongEtag(variant.bytes) })));
      }
      return row.id;
    },

    /**
     * The item, or with `width` its narrowest variant at least that wide; the item itself when
     * none is, since it is wider than all of them (and all an item stored before variants has).
     */
    async find(id: string, width?: number): Promise<StoredMedia | undefined> {
      if (width !== undefined) {
        const [variant] = await db
          .select({ mime: media.mime, bytes: mediaVariants.bytes, etag: mediaVariants.etag })
          .from(mediaVariants)
          .innerJoin(media, eq(media.id, mediaVariants.mediaId))
          .where(and(eq(mediaVariants.mediaId, id), gte(mediaVariants.width, width)))
          .orderBy(asc(mediaVariants.width))
          .limit(1);
        if (variant) return variant;
      }
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
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}
