// A process that competes for data directory locks, driven by data-dir-lock.test.ts over stdin:
// `acquire <dir>` answers one JSON line, `release` frees what it holds, `churn <count> <dir>`
// takes and releases the lock `count` times and counts the times another holder was inside too.
// It exits when stdin ends. It loads only the lock module, so rounds of real processes racing
// cost milliseconds.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { acquireDataDirLock, type DataDirLock } from '../../src/db/data-dir-lock.ts';

let lock: DataDirLock | undefined;
const answer = (message: object) => process.stdout.write(`${JSON.stringify({ pid: process.pid, ...message })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, ...rest] = line.split(' ');
  if (command === 'acquire') {
    try {
      lock = await acquireDataDirLock(rest.join(' '));
      answer({ acquired: true });
    } catch (error) {
      answer({ acquired: false, message: error instanceof Error ? error.message : String(error) });
    }
  } else if (command === 'churn') {
    const [count, ...dir] = rest;
    answer(await churn(Number(count), dir.join(' ')));
  } else if (command === 'release') {
    await lock?.release();
    lock = undefined;
    answer({ released: true });
  }
}
await lock?.release();

async function churn(count: number, dir: string): Promise<{ held: number; overlaps: number }> {
  const inside = path.join(dir, 'inside');
  let held = 0;
  let overlaps = 0;
  while (held < count) {
    const churned = await acquireDataDirLock(dir).catch(() => undefined);
    if (!churned) continue;
    held++;
    // Exclusive creation: it fails when another holder has not left yet.
    await writeFile(inside, String(process.pid), { flag: 'wx' }).catch(() => overlaps++);
    await new Promise((resolve) => setImmediate(resolve));
    await rm(inside, { force: true });
    await churned.release();
  }
  return { held, overlaps };
}
