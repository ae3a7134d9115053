import { sql } from 'drizzle-orm';
import { chmod, chown, lstat, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { TEST_DRIVER, makeTempDir, removeDir } from '../helpers/test-app.ts';

const GROUP_OTHER = 0o077;

/** Every file and folder at or below `dir` whose mode gives group or others any access, as `path mode`. */
async function groupOrOtherAccess(dir: string): Promise<string[]> {
  const open: string[] = [];
  const visit = async (at: string) => {
    const info = await lstat(at);
    if (info.mode & GROUP_OTHER) open.push(`${path.relative(dir, at) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(at)) await visit(path.join(at, name));
  };
  await visit(dir);
  return open;
}

const modeOf = async (at: string) => (await stat(at)).mode & 0o777;

describe.skipIf(TEST_DRIVER !== 'pglite')('PGlite data directory permissions', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await makeTempDir();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map(removeDir)));
  const open = (dataDir: string) => openDatabase({ dataDir, databaseUrl: undefined });

  it('creates DATA_DIR 0700, and nothing the database writes in it is open to group or others', async () => {
    const dataDir = path.join(await freshDir(), 'data');
    const database = await open(dataDir);
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      await database.db.execute(sql`CREATE TABLE permission_probe (id serial PRIMARY KEY, note text)`);
      await database.db.execute(sql`INSERT INTO permission_probe (note) SELECT repeat('x', 1000) FROM generate_series(1, 1000)`);
      await database.db.execute(sql`CHECKPOINT`);
    } finally {
      await database.close();
    }
    expect(await readdir(path.join(dataDir, 'pglite'))).not.toHaveLength(0);
    expect(await groupOrOtherAccess(dataDir)).toEqual([]);

    // A restart of an existing cluster keeps it so.
    const reopened = await open(dataDir);
    await reopened.db.execute(sql`INSERT INTO permission_probe (note) VALUES ('again')`);
    await reopened.close();
    expect(await groupOrOtherAccess(dataDir)).toEqual([]);
  });

  it.each(['0777', '0770', '1777'])('refuses a DATA_DIR of mode %s, naming the fix, and creates nothing in it', async (octal) => {
    const dataDir = await freshDir();
    const mode = parseInt(octal, 8);
    await chmod(dataDir, mode);
    await expect(open(dataDir)).rejects.toThrow(`DATA_DIR ${dataDir} is writable by group or others (mode ${octal}): run chmod 700 ${dataDir}`);
    expect(await readdir(dataDir)).toEqual([]);
    expect(await modeOf(dataDir)).toBe(mode & 0o777);
  });

  it('tightens a 0755 DATA_DIR with 0666 files that an older version left', async () => {
    const dataDir = await freshDir();
    await chmod(dataDir, 0o755);
    // Explicit modes: opening a database earlier in this process may have set the umask to 077.
    await mkdir(path.join(dataDir, 'older'));
    await chmod(path.join(dataDir, 'older'), 0o755);
    for (const file of ['left.txt', 'older/left.txt']) {
      await writeFile(path.join(dataDir, file), 'from an older version');
      await chmod(path.join(dataDir, file), 0o666);
    }

    const database = await open(dataDir);
    await database.close();
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'older'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'older/left.txt'))).toBe(0o600);
    expect(await groupOrOtherAccess(dataDir)).toEqual([]);
  });

  it.skipIf(process.getuid?.() !== 0)('refuses a DATA_DIR owned by another user', async () => {
    const dataDir = await freshDir();
    await chown(dataDir, 65534, 65534);
    await expect(open(dataDir)).rejects.toThrow(`DATA_DIR ${dataDir} is owned by uid 65534, not by uid 0 that runs StudyHub`);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
