// `npm start`: check the ports, build what is missing or out of date, then run the API and serve
// every app and the built Storybook. Any failure stops whatever had started and says what failed
// in one line.
import { standaloneLines } from './apps.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { API_PORT, APP_PORTS, STORYBOOK_PORT } from './ports.mjs';
import { exitWhenStopped, firstLine, outputSettled, waitForHttp } from './processes.mjs';
import { originOf, releasesDirFor, startStack } from './stack.mjs';
import { assertStackPortsFree } from './stack-ports.mjs';
import { buildStorybookIfStale, serveStorybookBuild } from './storybook.mjs';

let stack;
let storybook;
const { exit, stopping } = exitWhenStopped(async () => Promise.all([stack?.stop(), storybook?.stop()]));

try {
  await assertStackPortsFree({ apiPort: API_PORT, appPorts: APP_PORTS, storybookPort: STORYBOOK_PORT });
  buildIfStale(Object.keys(APP_PORTS));
  buildStorybookIfStale();
  // A site someone runs with `npm start` is backed up daily into ./backups (the API's BACKUP_DIR
  // default, from the repository root) unless BACKUP_EVERY_HOURS says otherwise (0: off).
  const apiEnv = { BACKUP_EVERY_HOURS: process.env.BACKUP_EVERY_HOURS?.trim() || '24' };
  // Each fresh build becomes a release, active when it is new (docs/decisions/0087).
  stack = await startStack({ apiPort: API_PORT, appPorts: APP_PORTS, apiEnv, releasesDir: releasesDirFor(process.env) });
  // For designers, beside the site it documents (decision 0089).
  storybook = serveStorybookBuild({ port: STORYBOOK_PORT });
  await waitForHttp(storybook, `${originOf(STORYBOOK_PORT)}/index.json`);
} catch (error) {
  console.error(`[start] ${firstLine(error)}`);
  await Promise.all([stack?.stop(), storybook?.stop()]);
  process.exit(1);
}
// If any part dies, stop the rest rather than serve half a site.
for (const handle of [...Object.values(stack.processes), storybook]) {
  handle.exited.then(({ code, signal }) => {
    if (stopping()) return;
    console.error(`[start] ${handle.name} stopped (${code ?? signal}); stopping StudyHub.`);
    void exit(1);
  });
}
await outputSettled([...Object.values(stack.processes), storybook]);
if (!stopping()) {
  console.log(`
StudyHub is running:
  Site (shell)       ${originOf(APP_PORTS.shell)}
${standaloneLines((app) => originOf(APP_PORTS[app.name]))}
  API                ${stack.apiUrl}
  Storybook          ${originOf(STORYBOOK_PORT)}   the components and each app's pieces, for designers
Press Ctrl+C to stop.
`);
}
