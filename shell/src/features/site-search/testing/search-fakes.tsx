// Test-only stand-ins for the site search's two sources: the API (a real HTTP server, so the
// store, axios client and RTK Query endpoint run) and the federated resource index.
import { API_PATHS, makeStore, StoreProvider, type BlogSearchHit, type HighlightedText, type ResourceSearchHit, type ResourceSearchIndex, type SearchResponse } from '@studyhub/shared-api';
import { render } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
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

/** GET /api/search answered by `reply(q)`; jsdom's XHR enforces CORS, hence the header. */
export class FakeSearchApi {
  reply: (q: string) => Reply = () => ({ status: 200, body: { success: true, blogs: [], total: 0 } });
  readonly queries: string[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      const q = url.searchParams.get('q') ?? '';
      if (url.pathname === API_PATHS.search) this.queries.push(q);
      const reply = url.pathname === API_PATHS.search ? this.reply(q) : { status: 404, body: { success: false as const, message: 'Not found' } };
      response.writeHead(reply.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(reply.body.success ? { totalCapped: false, ...reply.body } : reply.body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Where the router is: the path, the query and how it got there (PUSH or REPLACE). */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="location" data-type={type} hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** `element` in a router at `route`, with the shared store talking to `apiBaseUrl`; other paths render "Elsewhere". */
/**
 * A fake search API started for the whole test file, and the remote's index answered by
 * `fakeIndex` before each test. The file mocks `load-search-index.ts` itself (vi.mock is hoisted
 * per file); `reply` is each test's to set.
 */
export function startFakeSearch(): FakeSearchApi {
  const api = new FakeSearchApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());
  beforeEach(() => {
    vi.mocked(loadSearchIndex).mockResolvedValue(fakeIndex);
  });
  return api;
}

export function renderWithRouter(element: ReactElement, { apiBaseUrl, path, route }: { apiBaseUrl: string; path: string; route: string }) {
  const store = makeStore({ apiBaseUrl });
  return render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StoreProvider>,
  );
}
