// With SMTP_URL set, an invite is e-mailed (issue 36): checked against a local SMTP server this
// test starts, reading the recipient and the link from the message it receives.
import { API_PATHS, type CreatedInvite } from '@studyhub/shared-api/contract';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { makeTestDataDir, NO_RATE_LIMITS, removeDir, resetTables, testConfig } from '../helpers/test-app.ts';

interface Received {
  to: string[];
  body: string;
}

describe('invites by e-mail', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: App;
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    dir = await makeTestDataDir();
    const config = { ...testConfig(dir), rateLimits: NO_RATE_LIMITS, smtp: { url: `smtp://127.0.0.1:${port}`, from: 'StudyHub <no-reply@test.example.edu>' } };
    database = await openDatabase(config);
    await resetTables(database.db);
    app = await buildApp({ config, database });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await removeDir(dir);
  });

  it('sends the invite to its e-mail with its link, and still answers the link', async () => {
    const owner = await staffSession({ app, database, config: testConfig(dir) }, 'owner', 'owner@test.example.edu');
    const response = await app.inject({ method: 'POST', url: API_PATHS.adminInvites, headers: { authorization: owner.token }, payload: { email: 'lab.tutor@test.example.edu', role: 'author' } });
    expect(response.statusCode).toBe(200);
    const invite = response.json().invite as CreatedInvite;
    expect(invite.emailed).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['lab.tutor@test.example.edu']);
    // Quoted-printable may fold long lines: unfold before looking for the link.
    const body = received[0]!.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(invite.url);
    expect(body).toMatch(/^To: lab\.tutor@test\.example\.edu/m);
  });
});
