// The repository's commands (npm start, npm run dev, npm run start:cluster) run as a user runs
// them, for the tests of what they print, what they serve and what they leave behind.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterEach } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The apps' environment, not the test runner's: the federation plugin turns itself off under a test runner. */
export const APP_ENV: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
);

export interface Command {
  /** Everything it printed so far, stdout and stderr as they arrived. */
  output(): string;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Resolves once the output, without colours, matches; rejects if the command exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Signals the command itself, as Ctrl+C or a service manager would: it stops its own children. */
  signal(signal: NodeJS.Signals): void;
}

const started: { command: Command; group: number }[] = [];
// A failed test leaves nothing running for the next: the command is asked to stop, then its
// process group is killed.
afterEach(async () => {
  for (const { command, group } of started.splice(0)) {
    command.signal('SIGTERM');
    const timer = setTimeout(() => killGroup(group), 15_000);
    await command.exited;
    clearTimeout(timer);
    killGroup(group);
  }
});

function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // the group is gone
  }
}

/** `node <args>` in the repository root, in a process group of its own so a test can end all of it. */
export function startCommand(args: string[], env: Record<string, string>): Command {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...APP_ENV, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let all = '';
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => ((out += chunk), (all += chunk)));
  child.stderr.on('data', (chunk: Buffer) => ((err += chunk), (all += chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const command: Command = {
    output: () => all,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitFor(pattern, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      // Colours off: tools colour their output when CI is set (Vite's "Local:" line, say).
      while (!pattern.test(stripVTControlCharacters(all))) {
        if (done) throw new Error(`exited before printing ${pattern}:\n${all}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${all}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    signal(signal) {
      if (!done) child.kill(signal);
    },
  };
  started.push({ command, group: child.pid! });
  return command;
}

/** `npm run start:cluster` with one API instance. */
export function startClusterCommand(env: Record<string, string>): Command {
  return startCommand(['--import', 'tsx', 'scripts/start-cluster.mjs'], { CLUSTER_INSTANCES: '1', ...env });
}

/** Every port a cluster on `base` with one instance listens on (scripts/cluster.mjs). */
export function clusterPorts(base: number): number[] {
  return [base, base + 1, base + 2, base + 3, base + 6, base + 7, base + 8, base + 9, base + 10];
}

/** Whether anything accepts a connection on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}

/** The ports of `ports` that something still listens on. */
export async function stillListening(ports: number[]): Promise<number[]> {
  const open = await Promise.all(ports.map(listening));
  return ports.filter((_, index) => open[index]);
}
