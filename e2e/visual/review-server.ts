import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { baselinePath, REPORT_DIR, reportFiles, RESULTS_FILE } from './paths.ts';
import type { Failure } from './report.ts';

// `npm run visual:review`: serves the last failed run's report on this machine only, and turns its
// Approve (the new image becomes the baseline) and Reject (the baseline stays) into file changes.

const PORT = Number(process.env.VISUAL_REVIEW_PORT ?? 6007);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.webp': 'image/webp', '.png': 'image/png', '.json': 'application/json' };

if (!existsSync(RESULTS_FILE)) {
  console.log('No visual report: the last `npm run test:visual` passed (or has not run).');
  process.exit(0);
}
const { failures } = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as { failures: Failure[] };
const byKey = new Map(failures.map((failure) => [failure.key, failure]));
const decisions = new Map<string, 'approved' | 'rejected'>();

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const send = (status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  if (url.pathname === '/api/status') return send(200, JSON.stringify({ failures: failures.length }), TYPES['.json']);
  if (request.method === 'POST' && (url.pathname === '/api/approve' || url.pathname === '/api/reject')) {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = (JSON.parse(body || '{}') as { key?: string }).key ?? '';
      const failure = byKey.get(key);
      if (!failure) return send(404, `no failing story image ${key}`);
      if (url.pathname === '/api/approve') {
        copyFileSync(path.join(REPORT_DIR, reportFiles(key).actual), baselinePath(key));
        decisions.set(key, 'approved');
        console.log(`approved ${key}: ${path.relative(process.cwd(), baselinePath(key))} rewritten`);
      } else {
        decisions.set(key, 'rejected');
        console.log(`rejected ${key}: baseline kept`);
      }
      send(200, decisions.get(key)!);
    });
    return;
  }
  // Only the report's own files: no path leaves its folder.
  const name = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
  const file = path.join(REPORT_DIR, path.basename(name));
  if (request.method !== 'GET' || path.basename(name) !== name || !existsSync(file)) return send(404, 'not found');
  send(200, readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`Visual review of ${failures.length} changed story images: http://127.0.0.1:${PORT}/ (Ctrl+C ends it; commit e2e/visual/baselines/ after approving)`);
});
