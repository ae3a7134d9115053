import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SHARED_INPUTS } from './build-if-stale.mjs';

it('counts every build module at the root as an input of every app', () => {
  const modules = readdirSync(path.resolve(import.meta.dirname, '..')).filter((file) => file.startsWith('vite.') && file.endsWith('.ts'));
  expect(modules).toEqual(expect.arrayContaining(['vite.shared.ts', 'vite.first-paint-capture.ts', 'vite.remote-first-paint.ts', 'vite.blog-template.ts', 'vite.precompress.ts']));
  expect(SHARED_INPUTS).toEqual(expect.arrayContaining(modules));
});
