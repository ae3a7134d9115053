// `npm run dev`: the API in watch mode and every app's Vite dev server, remotes hot-reloading
// inside the shell.
import { REMOTE_APPS } from './apps.mjs';
import { run } from './processes.mjs';
import { ROOT } from './stack.mjs';

const workspaces = ['server', ...REMOTE_APPS, 'shell'];
const processes = workspaces.map((workspace) => run(workspace, 'npm', ['run', 'dev', '--silent', '-w', workspace], { cwd: ROOT }));

let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  await Promise.all(processes.map((p) => p.stop()));
  process.exit(code);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const p of processes) p.exited.then(() => stopAll(1));
