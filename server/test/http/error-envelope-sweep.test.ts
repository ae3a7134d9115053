// The finding (issue 35): some refusals left the site's envelope or said more than they should:
// an unknown route echoed the method and path ("Route GET //etc/passwd not found"), a bad CORS
// preflight answered plain text, and the framework's and plugins' own messages (JSON parsing,
// content types, encodings) reached the client, one of them echoing a request header. Every
// error the API sends is now `{ success: false, message }` in the site's words (decision 0080).
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useListeningApi } from '../helpers/test-app.ts';

/** Sends one raw request and resolves with everything the server sent back before closing. */
function exchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const request = (head: string, headers: Record<string, string> = {}, body = '') => {
  const lines = Object.entries({ host: 'api.test', ...(body && { 'content-length': String(Buffer.byteLength(body)) }), ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${head}\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n${body}`;
};
const json = { 'content-type': 'application/json' };
const LOGIN = 'POST /api/admin/login HTTP/1.1';

/** [what, raw request, status, message, text that must not come back]. */
const CASES: Array<[string, string, number, string, string?]> = [
  ['a path of two slashes', request('GET //etc/passwd HTTP/1.1'), 404, 'Not found', 'passwd'],
  ['a path with an empty segment', request('GET /api//etc/passwd HTTP/1.1'), 404, 'Not found', 'passwd'],
  ['a traversal into the API docs', request('GET /api/docs/static//etc/passwd HTTP/1.1'), 404, 'Not found', 'passwd'],
  ['an encoded traversal into the API docs', request('GET /api/docs/static/..%2f..%2fetc%2fpasswd HTTP/1.1'), 404, 'Not found', 'passwd'],
  ['an unknown route', request('GET /api/nothing-here-q7z HTTP/1.1'), 404, 'Not found', 'q7z'],
  ['a lone percent sign', request('GET /% HTTP/1.1'), 400, 'The address is not valid'],
  ['a percent-encoding that does not decode', request('GET /api/%ZZq7z HTTP/1.1'), 400, 'The address is not valid', 'q7z'],
  ['a long unknown path', request(`GET /${'q7z'.repeat(4000)} HTTP/1.1`), 404, 'Not found', 'q7zq7z'],
  ['a path over the request-line limit', request(`GET /${'q7z'.repeat(7000)} HTTP/1.1`), 431, 'The request headers are too large', 'q7zq7z'],
  ['an unrouted method', request('PROPFIND /api/blog/all HTTP/1.1'), 404, 'Not found', 'PROPFIND'],
  ['TRACE', request('TRACE /api/blog/all HTTP/1.1'), 404, 'Not found', 'TRACE'],
  ['PATCH', request('PATCH /api/blog/all HTTP/1.1', json, '{}'), 404, 'Not found', 'PATCH'],
  ['a method HTTP does not know', request('FOO /api/blog/all HTTP/1.1'), 400, 'The request is malformed', 'FOO'],
  ['a preflight for the whole server', request('OPTIONS * HTTP/1.1'), 400, 'The request is malformed'],
  ['a preflight without an origin', request('OPTIONS /api/blog/all HTTP/1.1'), 400, 'The request is malformed'],
  ['malformed JSON', request(LOGIN, json, '{"email":"q7z'), 400, 'The body is not valid JSON', 'q7z'],
  ['an empty JSON body', request(LOGIN, { ...json, 'content-length': '0' }), 400, 'The body is not valid JSON'],
  ['a body of another type', request(LOGIN, { 'content-type': 'text/q7z' }, '<q7z/>'), 415, 'This kind of body is not accepted here', 'q7z'],
  ['a body of no type', request(LOGIN, {}, 'q7z'), 415, 'This kind of body is not accepted here', 'q7z'],
  ['a body over the limit', request(LOGIN, json, JSON.stringify({ email: 'x'.repeat(300 * 1024) })), 413, 'The request body is too large'],
  ['an unknown content encoding', request(LOGIN, { ...json, 'content-encoding': 'q7z' }, '{}'), 415, 'This content encoding is not accepted here', 'q7z'],
  ['a body that does not decompress', request(LOGIN, { ...json, 'content-encoding': 'gzip' }, '{"q7z":1}'), 400, 'The body could not be decompressed', 'q7z'],
];

describe('every error the API sends', () => {
  // With the API docs on, as outside production: their static files are routes too.
  const api = useListeningApi();
  const send = (raw: string) => exchange(Number(new URL(api.url).port), raw);

  it('is sent by an API with its docs on', () => {
    expect(api.config.apiDocs).toBe(true);
  });

  it.each(CASES)("%s: the envelope in the site's words, no framework code, nothing echoed", async (_what, raw, status, message, echo) => {
    const answer = await send(raw);
    const [head = '', ...rest] = answer.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');

    expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({ success: false, message });
    expect(answer).not.toContain('FST_');
    if (echo) expect(body).not.toContain(echo);
  });

  it('refuses a CONNECT without an answer that could carry anything', async () => {
    const answer = await send(request('CONNECT q7z.example:443 HTTP/1.1'));
    expect(answer).not.toContain('q7z');
    expect(answer).not.toContain('FST_');
  });
});
