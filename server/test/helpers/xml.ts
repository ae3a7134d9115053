import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

const { DOMParser } = new JSDOM('').window;

/** Element names that are lists even when one or none is present. */
const LISTS = new Set(['item', 'url', 'sitemap']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Text exactly as written: no trimming, no numbers, character references decoded.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => LISTS.has(name),
});

/**
 * A document parsed by fast-xml-parser, after checking it is well-formed XML 1.0 for a strict
 * parser too (jsdom's, which refuses forbidden characters, even as references).
 */
export function parseXml<T = Record<string, unknown>>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  const strict = new DOMParser().parseFromString(text, 'application/xml');
  expect(strict.getElementsByTagName('parsererror')[0]?.textContent ?? '').toBe('');
  return parser.parse(text) as T;
}

/** What the strict parser reads from `<t a="…">…</t>`: the text content and the attribute. */
export function strictRoundTrip(escaped: string): { text: string; attribute: string | null } {
  const doc = new DOMParser().parseFromString(`<t a="${escaped}">${escaped}</t>`, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')[0]?.textContent ?? '').toBe('');
  return { text: doc.documentElement.textContent ?? '', attribute: doc.documentElement.getAttribute('a') };
}
