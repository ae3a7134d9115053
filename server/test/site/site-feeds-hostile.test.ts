import { API_PATHS, excerpt } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { xmlEscape, xmlSafeText } from '../../src/site/xml.ts';
import { EDGE_STRINGS, hostileStrings, naughtyStrings, XSS_PAYLOADS } from '../hardening/payloads.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';
import { parseXml, strictRoundTrip } from '../helpers/xml.ts';

const SITE = 'https://studyhub.example.edu';
/** Whitespace a parser would change, markup, and every character XML 1.0 forbids. */
const TRICKY = ['a\r\nb\rc', '\ttab\nline ', ']]>', '&amp; &#38; &lt;', '<![CDATA[x]]>', '\u0001\u0008\u000b\u000c\u001f', '\ufffe\uffff', '\ud83d\ude00 \ud83d', '\u0085\u2028'];

interface Item {
  guid: { '#text': string };
  title?: string;
  category?: string;
  description?: string;
  'media:content'?: { '@url': string };
}

describe('the XML escaper', () => {
  it('drops exactly the characters XML 1.0 forbids: C0 controls but tab, newline and CR, lone surrogates, U+FFFE, U+FFFF', () => {
    expect(xmlSafeText('\u0000a\u0008\u000b\u000c\u000e\u001f\t\n\r\ud800b\udfff\ufffe\uffff\ud83d\ude00\u007f\u0085')).toBe('a\t\n\rb\ud83d\ude00\u007f\u0085');
  });

  it.each([...naughtyStrings(1000, 39), ...EDGE_STRINGS, ...XSS_PAYLOADS, ...TRICKY].map((text) => [JSON.stringify(text).slice(0, 60), text]))(
    'reads back %s exactly, as element text and as an attribute',
    (_label, text) => {
      const escaped = xmlEscape(text);
      expect(strictRoundTrip(escaped)).toEqual({ text: xmlSafeText(text), attribute: xmlSafeText(text) });
      expect(parseXml<{ t: { '#text'?: string; '@a': string } }>(`<t a="${escaped}">${escaped}</t>`).t['@a']).toBe(xmlSafeText(text));
    },
  );
});

describe('hostile blogs in the feed and the sitemap', () => {
  const ctx = useTestApp({ publicSiteUrl: SITE });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('keep both documents well-formed, and every title, category, excerpt and cover URL reads back as stored', async () => {
    // PostgreSQL text cannot hold NUL: the API refuses it before storing (nul-characters.test.ts).
    const strings = [...hostileStrings(120, 39), ...TRICKY].map((text) => text.replaceAll('\u0000', ''));
    let minute = 0;
    for (let start = 0; start < strings.length; start += 50) {
      const chunk = strings.slice(start, start + 50);
      const ids: string[] = [];
      for (const text of chunk) {
        const createdAt = new Date(Date.UTC(2020, 0, 1, 0, (minute += 1)));
        ids.push(await insertBlog(ctx.database.db, { title: text, subTitle: text, description: text, category: text, image: text, createdAt }));
      }
      ctx.app.dropPublicCache();

      const response = await get(API_PATHS.siteRss);
      expect(response.statusCode).toBe(200);
      const items = parseXml<{ rss: { channel: { item: Item[] } } }>(response.body).rss.channel.item;
      // The newest 50: this chunk first, then the newest of the one before.
      expect(items.slice(0, ids.length).map((item) => item.guid['#text'])).toEqual(ids.toReversed().map((id) => `${SITE}/blog/${id}`));
      expect(items).toHaveLength(Math.min(50, start + chunk.length));
      // The stored text, as the database keeps it (a lone surrogate, for one, does not survive UTF-8).
      const stored = new Map((await ctx.database.db.select().from(blogs)).map((row) => [row.id, row]));
      for (const item of items) {
        const row = stored.get(item.guid['#text'].slice(`${SITE}/blog/`.length));
        expect(row, item.guid['#text']).toBeDefined();
        if (!row) continue;
        const label = JSON.stringify(row.title).slice(0, 80);
        expect(item.title ?? '', label).toBe(xmlSafeText(row.title));
        expect(item.category ?? '', label).toBe(xmlSafeText(row.category));
        expect(item.description ?? '', label).toBe(xmlSafeText(excerpt(row.description)));
        expect(item['media:content']?.['@url'], label).toBe(xmlSafeText(row.image.startsWith('/') ? `${TEST_PUBLIC_API_URL}${row.image}` : row.image));
      }
    }

    const sitemap = await get(API_PATHS.siteSitemap);
    const urls = parseXml<{ urlset: { url: Array<{ loc: string }> } }>(sitemap.body).urlset.url;
    expect(urls.filter((url) => url.loc.startsWith(`${SITE}/blog/`))).toHaveLength(strings.length);
  });
});
