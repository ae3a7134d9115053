// Test-only stand-ins for the site search's two sources: the API (the common fake API, so the
// store, axios client and RTK Query endpoint run) and the federated resource index.
import { API_PATHS, type BlogSearchHit, type HighlightedText, type ResourceSearchHit, type ResourceSearchIndex, type SearchResponse } from '@studyhub/shared-api';
import { setupFakeApi } from '@studyhub/shared-testing';
import { beforeEach, vi } from 'vitest';
import { loadSearchIndex } from '../load-search-index.ts';

/** A search answer; `totalCapped` is false unless given, as the API says for a count under its cap. */
type SearchBody = Omit<SearchResponse, 'totalCapped'> & Partial<Pick<SearchResponse, 'totalCapped'>>;
type Reply = { status: number; body: SearchBody | { success: false; message: string } };

/** Marks `word` wherever it occurs, as the real sources do. */
export function marked(text: string, word: string): HighlightedText {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  if (!word || at < 0) return [{ text, mark: false }];
  const runs = [
    { text: text.slice(0, at), mark: false },
    { text: text.slice(at, at + word.length), mark: true },
    { text: text.slice(at + word.length), mark: false },
  ];
  return runs.filter((run) => run.text !== '');
}

export function blogHit(id: string, title: string, word: string, createdAt = '2026-01-05T10:00:00.000Z'): BlogSearchHit {
  return { _id: id, title: marked(title, word), category: 'CSE', createdAt, snippet: marked(`A post about ${word} and more.`, word) };
}

type FakeEntry = Omit<ResourceSearchHit, 'title' | 'description'> & { title: string; description: string };

const RESOURCES: FakeEntry[] = [
  { kind: 'course', id: 'cse221', title: 'CSE221: Introduction to Algorithms', description: 'Recursion, divide and conquer and dynamic programming.', href: '/notes/cse221' },
  { kind: 'playlist', id: 'cse111', title: 'CSE111 playlist', description: 'Full courses: recursion and objects, in full.', href: '/videos?playlist=cse111' },
  { kind: 'lab', id: 'CSE110', title: 'CSE110 lab tutors', description: '12 tutors; recursion help too.', href: '/lab' },
];

/** A resource index over three entries; each word must occur in the title or description. */
export const fakeIndex: ResourceSearchIndex = {
  searchResources: (query) => {
    const word = query.trim().toLowerCase();
    if (!word) return [];
    return RESOURCES.filter((entry) => `${entry.title} ${entry.description}`.toLowerCase().includes(word)).map((entry) => ({
      ...entry,
      title: marked(entry.title, word),
      description: marked(entry.description, word),
    }));
  },
};

/**
 * A fake API for the whole test file whose GET /api/search is answered by `reply(q)` (each
 * test's to set), and the remote's index answered by `fakeIndex` before each test. The file mocks
 * `load-search-index.ts` itself (vi.mock is hoisted per file).
 */
export function startFakeSearch() {
  const api = setupFakeApi();
  const search = {
    reply: (_q: string): Reply => ({ status: 200, body: { success: true, blogs: [], total: 0 } }),
    get url() {
      return api.url;
    },
    /** The `q` of each search request in this test. */
    get queries() {
      return api.calls(`GET ${API_PATHS.search}`).map((request) => request.query.q ?? '');
    },
  };
  beforeEach(() => {
    api.on(`GET ${API_PATHS.search}`, (request) => {
      const { status, body } = search.reply(request.query.q ?? '');
      return { status, body: body.success ? { totalCapped: false, ...body } : body };
    });
    vi.mocked(loadSearchIndex).mockResolvedValue(fakeIndex);
  });
  return search;
}
