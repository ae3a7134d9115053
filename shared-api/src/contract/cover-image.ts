import { API_PATHS } from './paths.ts';

/**
 * Widths (px) the server stores of every cover (docs/decisions/0052). Each is at most 1.5 times the
 * one below it, so the width a browser picks is never more than 1.5 times what it needs; the
 * largest is the widest cover kept at all.
 */
export const COVER_WIDTHS = [320, 480, 720, 960, 1280] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

/** The `src` of a cover for browsers that ignore `srcset`: a phone at 2x needs about this much. */
export const COVER_DEFAULT_WIDTH: CoverWidth = 720;

/** The query parameter that asks `GET /api/media/:id` for a width. */
export const COVER_WIDTH_PARAM = 'w';

// The path a blog's `image` has when the cover is stored by this API, whatever origin serves it.
const MEDIA_PATH = new RegExp(`^${API_PATHS.media.replace(':id', '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')}$`, 'i');

export interface CoverSources {
  src: string;
  /** Absent for images from elsewhere: nothing is known about the widths they come in. */
  srcSet?: string;
}

/** The `src` and `srcSet` of a blog's cover; a URL that is not one of our media is left as it is. */
export function coverSources(image: string): CoverSources {
  let url: URL;
  try {
    url = new URL(image, 'http://relative.invalid');
  } catch {
    return { src: image };
  }
  if (!MEDIA_PATH.test(url.pathname) || url.search || url.hash) return { src: image };
  const at = (width: number) => `${image}?${COVER_WIDTH_PARAM}=${width}`;
  return { src: at(COVER_DEFAULT_WIDTH), srcSet: COVER_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}
