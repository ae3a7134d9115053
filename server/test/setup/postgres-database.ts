// Setup file of the server-postgres project: every test file gets a database of its own, so files
// run in parallel and a second test run (another terminal, CI) can never wipe this one's tables.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('the server-postgres project needs DATABASE_URL');
const name = `studyhub_test_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
});

afterAll(async () => {
  process.env.DATABASE_URL = serverUrl;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
