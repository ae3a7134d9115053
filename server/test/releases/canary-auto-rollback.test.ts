// CANARY_ROLLBACK_RULE (docs/decisions/0087): a canary with at least 5 reported failures in 5 minutes
// and a failure rate at least twice the active version's is stopped at once, audited, and shown
// on the owner's page; browsers' reports are rate-limited per address.
import { API_PATHS, type PublicReleasesResponse, RELEASE_MESSAGES, type ReleaseReport } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('the canary rule', () => {
  const ctx = useTestApp();
  let address = 0;

  /** A canary of remote-public at 20 % beside its active version. */
  async function canary() {
    const registry = ctx.app.releaseRegistry;
    const [active, candidate] = [manifest('remote-public', 'a'), manifest('remote-public', 'b')];
    for (const release of [active, candidate]) await registry.register(release);
    await registry.activate('remote-public', active.version);
    await registry.startCanary('remote-public', candidate.version, 20);
    // Each test's browsers behind an address of their own: the limit per address is not what is tested.
    const remoteAddress = `10.0.0.${++address}`;
    const report = async (version: string, outcome: ReleaseReport['outcome'], times = 1) => {
      for (let i = 0; i < times; i++) {
        const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.releaseReports, remoteAddress, payload: { app: 'remote-public', version, outcome } });
        expect(response.statusCode, response.body).toBe(202);
        expect(response.json()).toEqual({ success: true, message: RELEASE_MESSAGES.reported });
      }
    };
    return { active: active.version, candidate: candidate.version, report };
  }
  const publicCanary = async () => (await ctx.app.inject({ method: 'GET', url: API_PATHS.releases })).json<PublicReleasesResponse>().apps['remote-public']!.canary;
  const autoAudits = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'release.auto_rolled_back'));

  it('keeps a canary with 4 failures', async () => {
    const { candidate, report } = await canary();
    await report(candidate, 'loaded', 4);
    await report(candidate, 'load-failed', 2);
    await report(candidate, 'render-failed', 2);
    expect(await publicCanary()).toMatchObject({ version: candidate, percent: 20 });
    const state = await ctx.app.releaseRegistry.appState('remote-public');
    expect(state.canary?.health).toEqual({ canary: { loads: 4, failures: 4 }, active: { loads: 0, failures: 0 } });
    expect(await autoAudits()).toEqual([]);
  });

  it('rolls back a canary with 5 failures while the active version is healthy', async () => {
    const { active, candidate, report } = await canary();
    await report(active, 'loaded', 10);
    await report(candidate, 'loaded', 5);
    await report(candidate, 'render-failed', 4);
    expect(await publicCanary()).not.toBeNull();
    await report(candidate, 'load-failed');

    expect(await publicCanary()).toBeNull();
    const state = await ctx.app.releaseRegistry.appState('remote-public');
    expect(state).toMatchObject({ active, canary: null, lastAutoRollback: { version: candidate, reason: expect.stringContaining('5 failures in 5 minutes') } });
    const [entry, ...others] = await autoAudits();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actorId: null, actorName: 'Canary rule', targetType: 'release', targetId: 'remote-public' });
    expect(JSON.parse(entry!.detail!)).toMatchObject({ version: candidate, percent: 20 });
    // Further failures of the stopped canary change nothing more.
    await report(candidate, 'load-failed', 2);
    expect(await autoAudits()).toHaveLength(1);
  });

  it('keeps a canary that fails no more often than the active version', async () => {
    const { active, candidate, report } = await canary();
    await report(active, 'loaded', 5);
    await report(active, 'load-failed', 5);
    await report(candidate, 'loaded', 5);
    await report(candidate, 'load-failed', 5);
    expect(await publicCanary()).toMatchObject({ version: candidate });
    expect(await autoAudits()).toEqual([]);
  });

  it('accepts and ignores reports of versions never registered, and limits each address', async () => {
    const unknown = { app: 'remote-admin', version: 'abcdefabcdef', outcome: 'load-failed' };
    const remoteAddress = '10.9.9.9';
    const send = () => ctx.app.inject({ method: 'POST', url: API_PATHS.releaseReports, remoteAddress, payload: unknown });
    for (let i = 0; i < ctx.config.rateLimits.releaseReportsPerMinute; i++) expect((await send()).statusCode).toBe(202);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many reports\. Try again in \d+ seconds?\.$/);
    const elsewhere = await ctx.app.inject({ method: 'POST', url: API_PATHS.releaseReports, remoteAddress: '10.9.9.10', payload: unknown });
    expect(elsewhere.statusCode).toBe(202);
  });
});
