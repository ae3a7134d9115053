import { API_PATHS } from '@studyhub/shared-api/contract';

const MEDIA_PREFIX = API_PATHS.media.replace(':id', '');
const IMAGE_TAG = /<img\b[^>]*>/gi;
const SOURCE_ATTRIBUTE = /(\s(?:src|srcset)=")([^"]*)"/gi;
const MEDIA_IN_LIST = new RegExp(`(^|,\\s*)${MEDIA_PREFIX}`, 'g');

/**
 * A body's HTML with the images stored here made absolute from `base` (the API's public URL), as
 * covers are: bodies keep `/api/media/UUID` paths, readers may be on another origin. Only the
 * `src` and `srcset` of <img> tags change: in serialised HTML a text cannot hold `<img` and an
 * attribute value cannot hold `"`, so code showing such a path is left as written.
 */
export function absoluteBodyMedia(html: string, base: string): string {
  if (!html.includes(MEDIA_PREFIX)) return html;
  return html.replace(IMAGE_TAG, (tag) =>
    tag.replace(SOURCE_ATTRIBUTE, (_match, start: string, value: string) => `${start}${value.replace(MEDIA_IN_LIST, `$1${base}${MEDIA_PREFIX}`)}"`),
  );
}
