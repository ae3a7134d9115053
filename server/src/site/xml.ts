/**
 * Characters XML 1.0 forbids (§2.2 Char): C0 controls but tab, newline and carriage return, lone
 * surrogates (with the `u` flag a range of surrogates matches only unpaired ones), U+FFFE, U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/**
 * The characters written as references: the five markup characters, and the three whitespace
 * characters a parser would otherwise change (CR and CRLF become LF everywhere, tab and newline a
 * space inside attribute values), so every text reads back exactly, in an element or an attribute.
 */
const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** The text XML can carry: `text` without the characters XML 1.0 forbids. */
export function xmlSafeText(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/**
 * The one escaper of every text written into the feed and the sitemaps, for element content and
 * attribute values alike: forbidden characters are dropped (they cannot be written at all, not
 * even as references), the rest escaped. Parsed back, the result is `xmlSafeText(text)`.
 */
export function xmlEscape(text: string): string {
  return xmlSafeText(text).replace(/[&<>"'\t\n\r]/g, (char) => REFERENCES[char]!);
}

/** An element whose content is escaped text: `<name>text</name>`. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${xmlEscape(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
