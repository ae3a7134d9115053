// Child processes with prefixed output, readiness polling and a clean stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function run(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        if (output.length > 200) output.shift();
        if (!quiet) target.write(`[${name}] ${line}\n`);
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    output: () => output.join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `url` answers 2xx; rejects if the process exits first or time runs out. */
export async function waitForHttp(processHandle, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exitedWith;
  processHandle.exited.then((result) => (exitedWith = result));
  while (Date.now() < deadline) {
    if (exitedWith) {
      throw new Error(`${processHandle.name} exited (${JSON.stringify(exitedWith)}) before ${url} answered:\n${processHandle.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${processHandle.name}: ${url} did not answer within ${timeoutMs / 1000} s:\n${processHandle.output()}`);
}

/** A leftover server on one of `ports` would answer in place of the one started, so refuse; `hint` says how to move. */
export async function assertPortsFree(ports, hint) {
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = createServer()
        .once('error', () => reject(new Error(`port ${port} is in use; stop what listens there or ${hint}`)))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}
