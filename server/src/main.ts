// The StudyHub API, configured by environment (see config.ts); run as built by server/scripts/api-process.mjs.
import { buildApp } from './app.ts';
import { backupRequestHandler } from './backup/control-socket.ts';
import { listenForControlRequests } from './control/control-socket.ts';
import { ensureAdmin } from './auth/ensure-admin.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { connectionDrain } from './http/connection-drain.ts';
import { closeOnSignals } from './lifecycle.ts';
import { moveInlineImages } from './media/inline-image-migration.ts';
import { releaseRequestHandler } from './releases/release-commands.ts';
import { seedDemoContent } from './seed/demo-seed.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const app = await buildApp({ config, database });
    const drain = connectionDrain(app);
    // The data migration after the schema's (openDatabase ran those): bodies' inline images to media.
    await moveInlineImages(database.db, app.log);
    if (config.demoMode) await seedDemoContent(database.db);
    // Before listening: no login is answered until the start's accounts are set. After the seed,
    // so the demo posts are the owner's from the first start (docs/decisions/0083).
    await ensureAdmin(database.db, config, app.log);
    const { port } = new URL(await app.listen({ port: config.port, host: config.host }));
    // PGlite's directory is this process's alone: `npm run backup` and the release commands ask it through this socket.
    const handlers = {
      backup: backupRequestHandler({ database, backupDir: config.backupDir, keep: config.backupKeep, log: app.log }),
      release: releaseRequestHandler(app.releaseRegistry),
    };
    const control = database.driver === 'pglite' ? await listenForControlRequests({ dataDir: config.dataDir, handlers, log: app.log }) : undefined;
    // The app first: in-flight requests finish before their database goes away.
    closeOnSignals(async () => {
      await drain();
      await control?.close();
      await app.close();
      await database.close();
    });
    const storage = database.driver === 'pglite' ? `pglite: ${config.dataDir}` : 'postgres';
    console.log(`StudyHub API listening on http://${config.host}:${port} (${storage})`);
  } catch (error) {
    // Release the PGlite lock so the next start does not have to judge it stale.
    await database.close().catch(() => undefined);
    throw error;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
