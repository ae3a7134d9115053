import { FIRST_PAINT_FILE, type FirstPaintPages } from '@studyhub/shared-api/catalog';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The build's first paint of each route (docs/decisions/0053), or undefined for a build made
 * before it existed: that one is still served, with its root left as it is.
 */
export async function readFirstPaint(root: string): Promise<FirstPaintPages | undefined> {
  const file = path.join(root, FIRST_PAINT_FILE);
  if (!existsSync(file)) return undefined;
  const { pages } = JSON.parse(await readFile(file, 'utf8')) as { pages?: unknown };
  if (typeof pages !== 'object' || pages === null || !Object.values(pages).every((markup) => typeof markup === 'string')) {
    throw new Error(`${file} is not a first-paint file: expected { pages: { [pattern]: markup } }`);
  }
  return pages as FirstPaintPages;
}
