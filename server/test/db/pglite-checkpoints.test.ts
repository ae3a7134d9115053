import { PGlite } from '@electric-sql/pglite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteCluster } from '../../src/db/create-pglite-cluster.ts';
import { CHECKPOINT_WAL_BYTES, checkpointWhenWalGrows, type WalCheckpoints } from '../../src/db/pglite-checkpoints.ts';
import { pgliteStartParams } from '../../src/db/pglite-settings.ts';
import { makeTempDir, TEST_DRIVER } from '../helpers/test-app.ts';

const SEGMENT_BYTES = 16 * 2 ** 20;
/** The WAL segments' bytes (pg_wal also holds archive_status). */
const walBytes = (dir: string) => readdirSync(dir).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * SEGMENT_BYTES;

// PGlite runs postgres single-user: nothing checkpoints unless the app does (docs/decisions/0085).
describe.skipIf(TEST_DRIVER !== 'pglite')('PGlite checkpoints', () => {
  let dir: string;
  let client: PGlite;
  let checkpoints: WalCheckpoints;
  const walDir = () => path.join(dir, 'pg_wal');
  const walWritten = async () => Number((await client.query<{ written: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn) AS written FROM pg_control_checkpoint()')).rows[0]!.written);

  beforeAll(async () => {
    dir = path.join(await makeTempDir(), 'pglite');
    await createPgliteCluster(dir);
    client = await PGlite.create({ dataDir: dir, startParams: pgliteStartParams() });
    // A timer that never fires here: the test calls check() itself.
    checkpoints = checkpointWhenWalGrows(client, { everyMs: 2 ** 30 });
    await client.exec('CREATE TABLE filler (id serial PRIMARY KEY, body text)');
  });
  afterAll(async () => {
    checkpoints.stop();
    await client.close();
  });

  it('runs with the small shared buffers of decision 0085', async () => {
    expect((await client.query<{ v: string }>("SELECT current_setting('shared_buffers') AS v")).rows[0]!.v).toBe('16MB');
  });

  it('leaves the WAL alone below the threshold, checkpoints past it and the WAL shrinks', async () => {
    expect(await checkpoints.check()).toBe(false);
    // About 4 MB of rows per statement, until the WAL is well past what a checkpoint keeps (max_wal_size, 32 MB).
    while ((await walWritten()) < 6 * CHECKPOINT_WAL_BYTES) {
      await client.exec("INSERT INTO filler (body) SELECT repeat(md5(g::text), 60) FROM generate_series(1, 2000) AS g");
    }
    const before = walBytes(walDir());
    expect(await checkpoints.check()).toBe(true);
    expect(await walWritten()).toBeLessThan(2 ** 20);
    expect(before).toBeGreaterThan(6 * CHECKPOINT_WAL_BYTES);
    // What max_wal_size (32 MB) lets a checkpoint keep for reuse, and the segment being written.
    expect(walBytes(walDir())).toBeLessThanOrEqual(32 * 2 ** 20 + SEGMENT_BYTES);
    expect(await checkpoints.check()).toBe(false);
  });
});
