import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { makeTestDataDir, removeDir, testConfig } from './test-app.ts';

export interface InstancePair {
  /** The instance that writes. */
  a: App;
  /** The instance whose cache must follow. */
  b: App;
  /** A's database connection. */
  database: Database;
  config: AppConfig;
}

/**
 * Two API instances on one PostgreSQL database with `trigger`'s NOTIFY disabled on `table` for the
 * file (a lost notification, every time), so only the generation check can bring B up to date
 * (docs/decisions/0036). The pair is filled in by the file's beforeAll.
 */
export function useInstancesWithoutNotify(table: string, trigger: string): InstancePair {
  const pair = {} as InstancePair;
  let dir: string | undefined;
  const databases: Database[] = [];
  const alter = (action: 'ENABLE' | 'DISABLE') => sql`ALTER TABLE ${sql.identifier(table)} ${sql.raw(action)} TRIGGER ${sql.identifier(trigger)}`;

  beforeAll(async () => {
    dir = await makeTestDataDir();
    pair.config = testConfig(dir);
    databases.push(await openDatabase(pair.config), await openDatabase(pair.config));
    pair.database = databases[0]!;
    [pair.a, pair.b] = [await buildApp({ config: pair.config, database: databases[0]! }), await buildApp({ config: pair.config, database: databases[1]! })];
    // This file's own database (test/setup/postgres-database.ts): no other file loses its NOTIFY.
    await databases[0]!.db.execute(alter('DISABLE'));
  });
  afterAll(async () => {
    await databases[0]?.db.execute(alter('ENABLE'));
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    if (dir) await removeDir(dir);
  });
  return pair;
}

/** Milliseconds from `start` until `shows` holds, polled every 2 ms; Infinity after `giveUpMs`. */
export async function msUntil(shows: () => Promise<boolean>, start = performance.now(), giveUpMs = 2000): Promise<number> {
  while (performance.now() - start < giveUpMs) {
    if (await shows()) return performance.now() - start;
    await sleep(2);
  }
  return Infinity;
}
