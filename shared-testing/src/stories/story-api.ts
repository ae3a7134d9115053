import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeReply, RecordedRequest } from '../fake-api.ts';

// Storybook's stand-in for the API (docs/decisions/0089): Mock Service Worker answers the store's
// real requests in the browser, where the fake API of the tests (a Node HTTP server) cannot run.
// Paths are the contract's (API_PATHS); the store's base URL is Storybook's own origin.

type Method = 'get' | 'post' | 'put' | 'delete';

/** A request as the shared fakes (fakeListing, fakeAdminBlogPage…) read it. */
async function recorded(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself.
  }
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: Object.fromEntries(request.headers), body };
}

/** Answers `path` with `body` (status 200 unless given). */
export function answer(path: string, body: unknown, { method = 'get', status = 200 }: { method?: Method; status?: number } = {}): HttpHandler {
  return http[method](path, () => HttpResponse.json(body as Record<string, unknown>, { status }));
}

/** Answers `path` through one of the shared fakes, which compute a page from the query as the server does. */
export function answerWith(path: string, fake: (request: RecordedRequest) => FakeReply, { method = 'get' }: { method?: Method } = {}): HttpHandler {
  return http[method](path, async ({ request }) => {
    const { status = 200, body } = fake(await recorded(request));
    return HttpResponse.json(body as Record<string, unknown>, { status });
  });
}

/** Refuses `path` in the API's envelope, as the server does. */
export function failing(path: string, { method = 'get', status = 500, message = 'The server could not answer just now.' }: { method?: Method; status?: number; message?: string } = {}): HttpHandler {
  return http[method](path, () => HttpResponse.json({ success: false, message }, { status }));
}

/** Never answers `path`: the loading state, held. */
export function pending(path: string, { method = 'get' }: { method?: Method } = {}): HttpHandler {
  return http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

// Calm tints that keep white text off them: covers are decorative, only their shape matters.
const COVER_TINTS = ['#c7d2fe', '#bbf7d0', '#fde68a', '#fecaca', '#e9d5ff', '#bae6fd'];

/** A stored cover's id, numbered: `/api/media/<id>` is answered with a drawn picture. */
export function storyMediaId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The path a blog's `image` has when the API stores it; the media handler draws it. */
export const storyImage = (n: number) => `/api/media/${storyMediaId(n)}`;

/** Draws every `/api/media/:id` as a 16:9 picture, its tint chosen by the id, at whatever width is asked. */
export const mediaHandler: HttpHandler = http.get('/api/media/:id', ({ params }) => {
  const id = String(params.id);
  const tint = COVER_TINTS[Number.parseInt(id.slice(-4), 16) % COVER_TINTS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="${tint}"/><circle cx="960" cy="250" r="160" fill="#ffffff" fill-opacity="0.55"/><path d="M0 560 L360 300 L640 520 L860 380 L1280 640 V720 H0 Z" fill="#0f172a" fill-opacity="0.18"/></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

/** The site's mark, which the navigation bar shows from the app's root. */
export const faviconHandler: HttpHandler = http.get('/favicon.svg', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#4338ca"/><path d="M9 12h18M9 18h18M9 24h12" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/></svg>';
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});
