// Child processes with prefixed output, readiness polling and a clean stop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Every child still running: ended with this process, however it ends, so none is left behind. */
const running = new Set();
process.once('exit', () => {
  for (const handle of running) handle.signal('SIGTERM');
});

/**
 * `group` runs the child in a process group of its own and signals the whole group: for a command
 * that runs the real server further down (`npm run dev` → sh → vite), where signalling only the
 * child would leave the server running.
 */
export function run(name, command, args, { env = {}, cwd, quiet = false, group = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  const output = [];
  let lastOutputAt = Date.now();
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      lastOutputAt = Date.now();
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        if (output.length > 200) output.shift();
        if (!quiet) target.write(`[${name}] ${line}\n`);
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A command that could not be started (not found, not executable) reports here, not as an exit.
    child.once('error', (error) => {
      output.push(`${command}: ${error.message}`);
      resolve({ code: null, signal: null, error: error.message });
    });
  });
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const handle = {
    name,
    child,
    exited,
    output: () => output.join('\n'),
    /** When it last wrote a line: start-up is over once every part has been quiet a while. */
    lastOutputAt: () => lastOutputAt,
    signal(signal) {
      if (child.pid === undefined) return;
      try {
        process.kill(group ? -child.pid : child.pid, signal);
      } catch {
        // already gone
      }
    },
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      const done = async () => {
        await exited;
        while (group && groupAlive()) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      if (child.pid === undefined || (!group && (child.exitCode !== null || child.signalCode !== null))) return;
      handle.signal(signal);
      const timer = setTimeout(() => handle.signal('SIGKILL'), graceMs);
      await done();
      clearTimeout(timer);
      running.delete(handle);
    },
  };
  running.add(handle);
  void exited.then(() => {
    if (!group) running.delete(handle);
  });
  return handle;
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

/**
 * Resolves once none of `handles` has written anything for `quietMs` (at most `maxMs`): a part
 * answers before its last start-up lines (and the log line of the request that found it ready)
 * have arrived, and a banner printed then would scroll away under them.
 */
export async function outputSettled(handles, quietMs = 300, maxMs = 5_000) {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const quietFor = Date.now() - Math.max(...handles.map((handle) => handle.lastOutputAt()));
    if (quietFor >= quietMs || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, quietMs - quietFor));
  }
}

/** The ports of `ports` that something already listens on (on `host`, where the servers listen). */
export async function busyPorts(ports, host = process.env.HOST ?? '127.0.0.1') {
  const free = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const probe = createServer()
            .once('error', () => resolve(false))
            .listen(port, host, () => probe.close(() => resolve(true)));
        }),
    ),
  );
  return ports.filter((_, index) => !free[index]);
}

/** A leftover server on one of `ports` would answer in place of the one started, so refuse; `hint` says how to move. */
export async function assertPortsFree(ports, hint) {
  const [port] = await busyPorts(ports);
  if (port !== undefined) throw new Error(`port ${port} is in use; stop what listens there or ${hint}`);
}

/** A start-up failure in one line: the part that failed has printed its own output already. */
export function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0].replace(/:$/, '');
}

/**
 * For a start script, set before it starts anything: `exit(code)` runs `stop` once, then exits;
 * SIGINT and SIGTERM (Ctrl+C, a service manager) exit with 0, whatever has started by then.
 */
export function exitWhenStopped(stop) {
  let stopping = false;
  const exit = async (code) => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => exit(0));
  return { exit, stopping: () => stopping };
}
