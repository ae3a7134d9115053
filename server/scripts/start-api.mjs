// `npm start -w server`: the API as api-process.mjs runs it. glibc reads its settings when a
// process starts, so the API is a child of this one; signals are passed on, and this process
// ends with the API's own exit code, after the API's graceful shutdown.
import { spawn } from 'node:child_process';
import { apiProcess } from './api-process.mjs';

const { args, env } = apiProcess();
const api = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
