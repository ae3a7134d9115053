import { spawn } from 'node:child_process';
import path from 'node:path';

export interface CommandOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** One of the server's commands (a `tsx` script, relative to the repository) as a user runs it: its exit code and its whole output. */
export function runCommand(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandOutcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
