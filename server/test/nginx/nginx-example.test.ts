import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxExample } from '../../src/nginx/nginx-example.ts';

describe('deploy/nginx/studyhub.conf', () => {
  it('is what the renderer makes today (else: node --import tsx server/src/nginx/nginx-example.ts > deploy/nginx/studyhub.conf)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '../../../deploy/nginx/studyhub.conf'), 'utf8');
    expect(committed).toBe(renderNginxExample());
  });
});
