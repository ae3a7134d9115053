// `npm run export` and `npm run import -- <file>` as commands (issue 37): spawned with the API's
// environment, a path printed on success, one line and exit code 1 on bad input.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exportSite } from '../../src/export/export-site.ts';
import { storedCounts } from '../helpers/blog-fixtures.ts';
import { makeTempDir, resetTables, TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';
import { populateSite, unpackExport } from './export-fixtures.ts';

const ctx = useTestApp();
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(SERVER_DIR, 'src/export/cli.ts');
// Resolved here, so the command runs from any directory as `npm run` runs it from the project's.
const TSX = pathToFileURL(createRequire(path.join(SERVER_DIR, 'package.json')).resolve('tsx')).href;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command in `cwd`, on `dataDir` (PGlite) or the test's PostgreSQL database. */
async function command(args: string[], cwd: string, dataDir: string): Promise<Outcome> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: TEST_DRIVER === 'postgres' ? process.env.DATABASE_URL : '' };
  return promisify(execFile)(process.execPath, ['--import', TSX, CLI, ...args], { cwd, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('npm run export / import', () => {
  it('imports an export into a fresh site, exports it again to a stamped file, and refuses bad input in one line', async () => {
    await populateSite(ctx.database.db);
    const work = await makeTempDir();
    const original = path.join(work, 'original.tar.gz');
    await exportSite(ctx.database, original);
    await resetTables(ctx.database.db);
    // PGlite: a data directory of its own, since this file's API holds its lock.
    const dataDir = TEST_DRIVER === 'postgres' ? work : path.join(work, 'data');

    const imported = await command(['import', original], work, dataDir);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toMatch(/^Imported 4 posts, 2 comments, 3 authors, 2 images from .*original\.tar\.gz\./);

    const exported = await command(['export'], work, dataDir);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    const [name] = (await readdir(work)).filter((file) => file.startsWith('studyhub-export-'));
    expect(name).toMatch(/^studyhub-export-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(exported.stdout.trim()).toBe(`Exported 4 posts, 2 comments, 3 authors, 2 images to ${path.join(work, name!)}`);
    const [before, after] = await Promise.all([unpackExport(original), unpackExport(path.join(work, name!))]);
    expect(after.site.posts).toEqual(before.site.posts);
    expect(after.files).toEqual(before.files);

    const again = await command(['import', original], work, dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toEqual(['This site already has 4 posts and 2 comments: an export is imported only into a fresh site. Nothing was imported.']);

    expect(await command(['import'], work, dataDir)).toMatchObject({ code: 1, stderr: 'Usage: npm run export [-- <file>] | npm run import -- <file>\n' });
  });

  it.runIf(TEST_DRIVER === 'pglite')('asks to stop the running StudyHub when it holds the data directory', async () => {
    const outcome = await command(['export', path.join(await makeTempDir(), 'site.tar.gz')], SERVER_DIR, ctx.config.dataDir);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/another StudyHub server is using .*Stop the running StudyHub first \(or use npm run backup, which works while it runs\)\.\n$/);
    expect(await storedCounts(ctx.database.db)).toEqual({ blogs: 0, media: 0, comments: 0 });
  });
});
