// `npm run start:cluster` without what it needs: one line per missing thing saying how to get it,
// and nothing started. (A failure after some of it started: scripts/start.test.ts, on the built apps.)
import { expect, it } from 'vitest';
import { freePort, freePortBlock } from '../server/test/helpers/free-port.ts';
import { clusterPorts, startClusterCommand, stillListening } from './command-runner.ts';

it('checks nginx, PostgreSQL and Redis first, and says how to install each one missing', { timeout: 60_000 }, async () => {
  const base = await freePortBlock(11);
  const cluster = startClusterCommand({
    CLUSTER_PORT: String(base),
    NGINX_PATH: '/nonexistent/sbin/nginx',
    DATABASE_URL: `postgres://studyhub:secret@127.0.0.1:${await freePort()}/studyhub`,
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  });
  expect(await cluster.exited).toBe(1);
  expect(cluster.stderr().split('\n')).toEqual([
    '[start:cluster] cannot start; missing:',
    expect.stringMatching(/^ {2}nginx: NGINX_PATH=\/nonexistent\/sbin\/nginx is not an executable file\. Install it \(Debian: sudo apt-get install nginx\) or set NGINX_PATH/),
    expect.stringMatching(/^ {2}PostgreSQL: nothing answers at postgres:\/\/…@127\.0\.0\.1:\d+\/studyhub \(ECONNREFUSED\)\. Install and start it \(Debian: sudo apt-get install postgresql, .*\) or set DATABASE_URL\.$/),
    expect.stringMatching(/^ {2}Redis: nothing answers at redis:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Install and start it \(Debian: sudo apt-get install redis-server, .*\) or set REDIS_URL\.$/),
    '',
  ]);
  expect(cluster.stdout()).not.toMatch(/running/);
  expect(await stillListening(clusterPorts(base))).toEqual([]);
});
