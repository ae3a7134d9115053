import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface ContenderAnswer {
  pid: number;
  acquired?: boolean;
  released?: boolean;
  message?: string;
  held?: number;
  overlaps?: number;
}

/** A separate process that takes data directory locks on command (lock-contender.ts). */
export class LockContender {
  readonly child: ChildProcess;
  private readonly lines: Interface;
  private readonly pending: { resolve: (answer: ContenderAnswer) => void; reject: (error: Error) => void }[] = [];

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/lock-contender.ts'], { cwd: SERVER_DIR, stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = createInterface({ input: this.child.stdout! });
    this.lines.on('line', (line) => this.pending.shift()?.resolve(JSON.parse(line) as ContenderAnswer));
    this.child.once('exit', (code, signal) => {
      for (const { reject } of this.pending.splice(0)) reject(new Error(`contender exited (${code ?? signal}) before answering`));
    });
  }

  /** Sends the command at once; the answer comes when the contender has acted on it. */
  send(command: string): Promise<ContenderAnswer> {
    const answer = new Promise<ContenderAnswer>((resolve, reject) => this.pending.push({ resolve, reject }));
    this.child.stdin!.write(`${command}\n`);
    return answer;
  }

  /** Resolves once the contender has loaded the lock module and answers commands. */
  async ready(): Promise<void> {
    await this.send('release');
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill(signal);
    return exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin!.end();
    await exited;
  }
}
