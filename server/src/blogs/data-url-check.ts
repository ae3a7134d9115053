import { HttpError } from '../http/http-error.ts';
import { parseFragment } from '../sanitize/html-dom.ts';

// Post bodies keep no data: URLs (issue 33): an image is uploaded with the editor's Image button
// and its body holds /api/media/<id>. A body that still carries one is refused with a message
// that says so, rather than stored without its image by the sanitiser.

/** Attributes that are only ever text, never fetched: "Data: three samples" is a fine alt. */
const TEXT_ONLY = /^(?:alt|title|aria-.*)$/;
// The URL parser drops these anywhere in a URL ("da\tta:" is "data:").
const URL_IGNORED = /[\t\n\r]/g;
// A URL starts the value, or follows a separator of srcset (","), CSS (`url(`, quotes) or spaces.
// eslint-disable-next-line no-control-regex -- leading control characters are stripped by the URL parser too
const DATA_URL = /(?:^|[\s\u0000-\u001f,(;'"])data:/i;
const CSS_ESCAPE = /\\([0-9a-f]{1,6})\s?/gi;

/** Where `html` carries a data: URL, as `<img src>`; undefined when nowhere. */
export function findDataUrl(html: string): string | undefined {
  // Most bodies never spell it, even through entities or CSS escapes: no parse for them.
  if (!/data/i.test(html.replace(URL_IGNORED, '')) && !/&#|\\/.test(html)) return undefined;
  // The sanitiser's DOM, loaded on the first write (decision 0066).
  for (const element of parseFragment(html).querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (TEXT_ONLY.test(name)) continue;
      const url = value.replace(URL_IGNORED, '');
      const css = name === 'style' ? url.replace(CSS_ESCAPE, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))) : url;
      if (DATA_URL.test(css)) return `<${element.localName} ${name}>`;
    }
  }
  return undefined;
}

/** 400 when the description holds a data: URL anywhere an attribute could load it from. */
export function refuseDataUrls(description: string): void {
  const where = findDataUrl(description);
  if (where) {
    throw new HttpError(400, `Images must be uploaded with the editor's Image button: the description holds a data: URL (in ${where}), which is not stored`);
  }
}
