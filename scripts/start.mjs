// `npm start`: build what is missing or out of date, then run the API and serve every app.
import { buildIfStale } from './build-if-stale.mjs';
import { standaloneLines } from './apps.mjs';
import { API_PORT, APP_PORTS } from './ports.mjs';
import { originOf, startStack } from './stack.mjs';

buildIfStale(Object.keys(APP_PORTS));
const stack = await startStack({ apiPort: API_PORT, appPorts: APP_PORTS });

console.log(`
StudyHub is running:
  Site (shell)       ${originOf(APP_PORTS.shell)}
${standaloneLines((app) => originOf(APP_PORTS[app.name]))}
  API                ${stack.apiUrl}
Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}
// If any part dies, stop the rest rather than serve half a site.
for (const handle of Object.values(stack.processes)) {
  handle.exited.then(async ({ code, signal }) => {
    if (stopping) return;
    console.error(`[start] ${handle.name} stopped (${code ?? signal}); stopping StudyHub.`);
    stopping = true;
    await stack.stop();
    process.exit(1);
  });
}
