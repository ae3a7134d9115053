// Setup file of the server-postgres project: every test file gets a database of its own, so files
// run in parallel and a second test run (another terminal, CI) can never wipe this one's tables.
// Each is a copy of the run's migrated template (postgres-template.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { databaseUrl, onServer } from './postgres-template.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('the server-postgres project needs DATABASE_URL');
const name = `studyhub_test_${process.pid}_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`, serverUrl);
  process.env.DATABASE_URL = databaseUrl(name, serverUrl);
});

afterAll(async () => {
  process.env.DATABASE_URL = serverUrl;
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, serverUrl);
});
