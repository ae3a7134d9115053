import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isFree } from '../helpers/free-port.ts';

describe('the tests’ free ports', () => {
  it('answers false for a port something listens on, never throws', async () => {
    const busy = createServer().listen(await freePort(), '127.0.0.1');
    await once(busy, 'listening');
    const { port } = busy.address() as { port: number };
    try {
      for (let round = 0; round < 20; round++) expect(await isFree(port)).toBe(false);
    } finally {
      busy.close();
    }
    await once(busy, 'close');
    expect(await isFree(port)).toBe(true);
  });
});
