// `npm run dev`: the API in watch mode and every app's Vite dev server, remotes hot-reloading
// inside the shell. The ports come from scripts/ports.mjs as for `npm start`: the Vite servers
// listen on them and answer runtime-config.json from them (build/dev-runtime-config.ts), and the
// API allows the apps' origins.
import { apiEnvFor } from './addresses.mjs';
import { REMOTE_APPS } from './apps.mjs';
import { API_PORT, APP_PORTS } from './ports.mjs';
import { exitWhenStopped, firstLine, run } from './processes.mjs';
import { ROOT } from './stack.mjs';
import { assertStackPortsFree } from './stack-ports.mjs';

const processes = [];
const { exit } = exitWhenStopped(() => Promise.all(processes.map((p) => p.stop())));

try {
  await assertStackPortsFree({ apiPort: API_PORT, appPorts: APP_PORTS });
} catch (error) {
  console.error(`[dev] ${firstLine(error)}`);
  process.exit(1);
}
const apiEnv = apiEnvFor({ apiPort: API_PORT, appPorts: APP_PORTS });
for (const workspace of ['server', ...REMOTE_APPS, 'shell']) {
  // Each runs under npm and a shell: its process group is stopped as one, the server with it.
  const env = workspace === 'server' ? apiEnv : {};
  processes.push(run(workspace, 'npm', ['run', 'dev', '--silent', '-w', workspace], { cwd: ROOT, env, group: true }));
}
for (const p of processes) p.exited.then(() => exit(1));
