import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size of a blog's cover, for og:image:width/height. The API does not store it, so the
 * host reads the stored WebP's header with sharp once per image and keeps it: a media id names
 * immutable bytes. Only covers the API itself serves are read (never an arbitrary URL from a blog:
 * no fetching of other hosts on a reader's behalf); for any other image, or while the read
 * fails, the size is left out rather than guessed (docs/decisions/0038).
 */
export function createImageSizes({ publicApiUrl, apiUrl, maxEntries = 2000 }: { publicApiUrl: string; apiUrl: string; maxEntries?: number }) {
  const mediaPrefix = `${publicApiUrl}/api/media/`;
  const sizes = new Map<string, ImageSize>();

  async function read(url: string, deadline: number): Promise<ImageSize | undefined> {
    const id = url.slice(mediaPrefix.length);
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    try {
      const response = await fetch(`${apiUrl}/api/media/${id}`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (!response.ok) return undefined;
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      if (!width || !height) return undefined;
      if (sizes.size >= maxEntries) sizes.delete(sizes.keys().next().value as string);
      sizes.set(url, { width, height });
      return { width, height };
    } catch {
      return undefined;
    }
  }

  return {
    /** Known sizes at once; a cover not read yet within `deadline` (a Date.now() time). */
    size(url: string, deadline: number): Promise<ImageSize | undefined> | ImageSize | undefined {
      const known = sizes.get(url);
      if (known || !url.startsWith(mediaPrefix)) return known;
      return read(url, deadline);
    },
  };
}
export type ImageSizes = ReturnType<typeof createImageSizes>;
