import path from 'node:path';
import { ArchiveError, archiveStamp } from '../archive/archive.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { exportSite } from './export-site.ts';
import { importSite } from './import-site.ts';
import { type ExportCounts, ExportError } from './site-format.ts';

// `npm run export [file]` and `npm run import -- <file>` (docs/export-format.md), with the API's
// own configuration (DATA_DIR or DATABASE_URL). Bad input ends with one line and exit code 1.

const USAGE = 'Usage: npm run export [-- <file>] | npm run import -- <file>';

/** `studyhub-export-20250101T120000Z.tar.gz`, in UTC to the second. */
export const defaultExportName = (now: Date): string => `studyhub-export-${archiveStamp(now)}Z.tar.gz`;

const describe = (counts: ExportCounts) =>
  `${counts.posts} post${counts.posts === 1 ? '' : 's'}, ${counts.comments} comment${counts.comments === 1 ? '' : 's'}, ${counts.authors} author${counts.authors === 1 ? '' : 's'}, ${counts.media} image${counts.media === 1 ? '' : 's'}`;

async function run([command, file, ...rest]: string[]): Promise<string> {
  if (rest.length > 0 || (command !== 'export' && command !== 'import') || (command === 'import' && !file)) throw new ExportError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config).catch((error: unknown) => {
    // The PGlite directory's lock (src/db/data-dir-lock.ts): a running API holds it.
    if (error instanceof Error && error.message.startsWith('another StudyHub server is using')) {
      throw new ExportError(`${error.message}. Stop the running StudyHub first (or use npm run backup, which works while it runs).`);
    }
    throw error;
  });
  try {
    if (command === 'export') {
      const target = path.resolve(file ?? defaultExportName(new Date()));
      const counts = await exportSite(database, target);
      return `Exported ${describe(counts)} to ${target}`;
    }
    const counts = await importSite(database, path.resolve(file!));
    return `Imported ${describe(counts)} from ${path.resolve(file!)}. Imported authors are suspended until invited (docs/export-format.md#authors).`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    const known = error instanceof ExportError || error instanceof ArchiveError;
    console.error(known ? error.message : `The ${process.argv[2] ?? 'command'} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
