import { API_PATHS, IMAGE_PROTOCOLS } from '@studyhub/shared-api/contract';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_PREFIX = API_PATHS.media.replace(':id', '');
/** A stored image's path: the form a body keeps, whatever origin serves the API. */
export const MEDIA_PATH = new RegExp(`^${MEDIA_PREFIX}${UUID}$`, 'i');

// Browsers drop these inside URLs ("java\tscript:"), so a URL holding one is refused outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The `src` a body's image is stored with, or undefined when it may not be kept: our media path,
 * our media at `mediaOrigin` (the API's public URL) made relative, so the body survives a change
 * of domain, or an absolute http(s) URL. No data: URLs: images live in the media store.
 */
export function storedImageSource(src: string | null, mediaOrigin?: string): string | undefined {
  if (src === null || CONTROL_CHARACTERS.test(src)) return undefined;
  const value = src.trim();
  if (MEDIA_PATH.test(value)) return value;
  if (mediaOrigin && value.startsWith(`${mediaOrigin}${MEDIA_PREFIX}`)) {
    const path = value.slice(mediaOrigin.length);
    if (MEDIA_PATH.test(path)) return path;
  }
  return isAllowedUrl(value, IMAGE_PROTOCOLS) ? value : undefined;
}

/** Absolute URLs with one of `protocols` only; relative and scheme-less values are refused. */
export function isAllowedUrl(value: string | null, protocols: readonly string[]): boolean {
  if (value === null || CONTROL_CHARACTERS.test(value)) return false;
  const url = URL.parse(value.trim());
  return url !== null && protocols.includes(url.protocol);
}
