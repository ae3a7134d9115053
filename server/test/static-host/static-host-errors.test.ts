// Every error a static host sends is the site's own (docs/decisions/0079): the shell's 404 page for
// a page, else the API's `{ success: false, message }` envelope; never the framework's JSON with its
// internal codes, and never the request's path echoed back.
import { connect } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from '../../src/static-host/static-host.ts';
import { miniatureShellBuild, startShellHost } from '../helpers/page-host.ts';
import { removeDir } from '../helpers/test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte, as a hostile client can: no client library tidies its path or method. */
function raw(url: string, requestLine: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject).on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const LONG_PATH = `/${'x/'.repeat(3000)}y`;
const HUGE_PATH = `/${'a'.repeat(100_000)}`;
/** Odd requests, and what each is: a page (its 404), or anything else (the envelope's status). */
const ODD: readonly [string, number | 'page'][] = [
  ['GET //etc/passwd', 'page'],
  ['GET //etc/passwd.txt', 404],
  ['GET /%', 400],
  ['GET /assets/%', 400],
  ['GET /blog/%ff', 400],
  ['GET /%c0%ae%c0%ae/x', 400],
  ['GET /..%2f', 404],
  ['GET /..%2f..%2fetc%2fpasswd', 404],
  ['GET /%00', 'page'],
  ['GET /a%00.js', 404],
  ['GET /assets/missing-1.js', 404],
  [`GET ${LONG_PATH}`, 'page'],
  [`GET ${HUGE_PATH}`, 431],
  ['POST /', 405],
  ['PUT /notes', 405],
  ['DELETE /index.html', 405],
  ['OPTIONS /', 405],
  ['PROPFIND /', 405],
  ['FOO /', 400],
];

let root: string;
let shell: Awaited<ReturnType<typeof startShellHost>>;
let plainRoot: string;
let plain: Awaited<ReturnType<typeof createStaticHost>>;
let plainUrl: string;

beforeAll(async () => {
  root = await miniatureShellBuild();
  shell = await startShellHost(root, { apiUrl: 'http://127.0.0.1:9' });
  // A remote's host: files and client routes, no page heads.
  plainRoot = await miniatureShellBuild();
  await writeFile(path.join(plainRoot, 'index.html'), '<!doctype html><title>remote</title><div id="root"></div>');
  plain = await createStaticHost({ root: plainRoot, runtimeConfig: { apiBaseUrl: 'http://api.test', remotes: {} } });
  plainUrl = await plain.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await shell.host.close();
  await plain.close();
  await removeDir(root);
  await removeDir(plainRoot);
});

/** The envelope and nothing else: no code, no status field, no path. */
function expectEnvelope(answer: RawAnswer, requestLine: string): void {
  expect(answer.headers['content-type'], requestLine).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), requestLine).toEqual(['message', 'success']);
  expect(body.success, requestLine).toBe(false);
  expect(body.message, requestLine).toMatch(/^[A-Z][\w ,.'-]+$/);
}

describe.each([
  ['the shell host', () => shell.url],
  ['an app host without page heads', () => plainUrl],
])('%s', (name, url) => {
  it.each(ODD.map(([line, expected]) => [line.length > 60 ? `${line.slice(0, 40)}… (${line.length} characters)` : line, line, expected] as const))('answers %s as the site does', async (_label, requestLine, expected) => {
    const answer = await raw(url(), `${requestLine} HTTP/1.1`);
    expect(answer.body, requestLine).not.toMatch(/FST_|"code"|"statusCode"|"error"|passwd|xxx|%c0|%ff/i);
    if (expected === 'page') {
      // A path with no file is a page: the shell's 404 page, or a remote's client route.
      expect(answer.headers['content-type'], requestLine).toMatch(/^text\/html/);
      expect(answer.status, requestLine).toBe(name === 'the shell host' ? 404 : 200);
      if (name === 'the shell host') expect(answer.body).toMatch(/<title>Page not found\b/);
      return;
    }
    expect(answer.status, requestLine).toBe(expected);
    expectEnvelope(answer, requestLine);
    // Every answer a route or the router sends carries the host's headers; Node's own refusals
    // (431, an unparsable method) are written on the bare connection.
    if (expected !== 431 && !requestLine.startsWith('FOO')) expect(answer.headers['x-content-type-options'], requestLine).toBe('nosniff');
    if (expected === 405) expect(answer.headers.allow, requestLine).toBe('GET, HEAD');
  });
});
