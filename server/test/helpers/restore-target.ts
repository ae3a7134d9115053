import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../src/config.ts';
import { databaseUrl, onServer } from '../setup/postgres-template.ts';
import { makeTempDir, removeDir, TEST_DRIVER } from './test-app.ts';

export type TargetConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** A store nothing has touched yet, on the test's driver: a new PGlite directory or PostgreSQL database. */
export interface RestoreTarget {
  config: TargetConfig;
  dispose(): Promise<void>;
}

export async function makeRestoreTarget(): Promise<RestoreTarget> {
  const dir = await makeTempDir();
  if (TEST_DRIVER === 'pglite') {
    // The database in a folder that does not exist yet, as a new DATA_DIR would be.
    return { config: { dataDir: `${dir}/data`, databaseUrl: undefined }, dispose: () => removeDir(dir) };
  }
  const name = `studyhub_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  return {
    config: { dataDir: dir, databaseUrl: databaseUrl(name) },
    dispose: async () => {
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await removeDir(dir);
    },
  };
}
