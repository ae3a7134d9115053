// The API runs with the same V8 settings however it is started (decision 0066): by the scripts
// (npm start, the cluster, the browser tests, the bench) or by `npm start -w server` in production.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_NODE_FLAGS } from './stack.mjs';

it("server/package.json's start passes every flag scripts/stack.mjs starts the API with", () => {
  const server = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../server/package.json'), 'utf8')) as { scripts: { start: string } };
  const words = server.scripts.start.split(/\s+/);
  expect(API_NODE_FLAGS.length).toBeGreaterThan(0);
  for (const flag of API_NODE_FLAGS) expect(words.slice(words.indexOf('node'))).toContain(flag);
});
