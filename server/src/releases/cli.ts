// `release <subcommand>` (docs/decisions/0087), run with tsx and configured by the API's
// environment (DATA_DIR, DATABASE_URL): register a built version, list, activate, roll back, run a
// canary. On PGlite while the API runs, the API does it, asked through its control socket.
// stdout is what scripts read (`register`: the version; `kept`: one version a line); any refusal
// is one line on stderr, exit 1, and nothing changed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { sendControlRequest } from '../control/control-socket.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { parseReleaseArgs, type ReleaseCommand, runReleaseCommand } from './release-commands.ts';
import { createReleaseRegistry } from './release-registry.ts';

async function readManifest(dir: string): Promise<unknown> {
  // npm runs scripts from the repository's root; a relative path is the caller's.
  const file = path.join(path.resolve(process.env.INIT_CWD ?? process.cwd(), dir), 'release.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON`);
  }
}

async function run(command: ReleaseCommand): Promise<string> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config, undefined, 'studyhub-release');
  } catch (error) {
    // The running API holds the directory: it runs the command.
    if (error instanceof DataDirBusyError) return String(await sendControlRequest(config.dataDir, { kind: 'release', command }));
    throw error;
  }
  try {
    return await runReleaseCommand(createReleaseRegistry(database.db), command);
  } finally {
    await database.close();
  }
}

try {
  const output = await run(await parseReleaseArgs(process.argv.slice(2), readManifest));
  if (output) console.log(output);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
