import { API_PATHS } from '@studyhub/shared-api';
import { RELEASE_MESSAGES } from '@studyhub/shared-api/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, axeViolations, deferred, fail, fakeReleases, type FakeReply, makeAppReleases, makeRelease, ok, renderPage, setupFakeApi } from '@studyhub/shared-testing';
import Releases from './Releases.tsx';

const api = setupFakeApi();
const LIST = `GET ${API_PATHS.adminReleases}`;
const at = (path: string, app: string) => path.replace(':app', app);

// remote-public: P1 active, P0 before it, P2 the canary, P3 built for a newer shell.
const P0 = makeRelease('remote-public', { version: '0a0b0c0d0e0f', bytes: 812, files: 1 });
const P1 = makeRelease('remote-public', { version: '1a2b3c4d5e6f', bytes: 1_572_864, files: 38 });
const P2 = makeRelease('remote-public', { version: '2b3c4d5e6f70', builtAt: '2026-11-29T08:00:00.000Z', registeredAt: '2026-11-29T08:01:00.000Z' });
const UNFIT = 'it needs react ^20.0.0, the shell has 19.3.1';
const P3 = makeRelease('remote-public', { version: '3c4d5e6f7081', fits: false, unfitReasons: [UNFIT] });
const S0 = makeRelease('shell', { version: 'aaaaaaaaaaa0' });
const S1 = makeRelease('shell', { version: 'aaaaaaaaaaa1' });
const A1 = makeRelease('remote-admin', { version: 'cccccccccccc' });
const ROLLED_BACK = { version: '9f9f9f9f9f9f', at: '2026-11-29T07:30:00.000Z', reason: '7 failures in 5 minutes, 23 % against 1.2 % for the active version' };

const registry = () => [
  makeAppReleases('shell', { active: S1.version, previous: S0.version, releases: [S1, S0] }),
  makeAppReleases('remote-public', {
    active: P1.version,
    previous: P0.version,
    canary: { version: P2.version, percent: 10, startedAt: '2026-11-29T08:05:00.000Z', health: { canary: { loads: 120, failures: 3 }, active: { loads: 1000, failures: 2 } } },
    releases: [P3, P2, P1, P0],
    lastAutoRollback: ROLLED_BACK,
  }),
  makeAppReleases('remote-admin', { active: A1.version, releases: [A1] }),
];

const sectionOf = (name: RegExp) => within(screen.getByRole('region', { name }));
const publicPages = () => sectionOf(/^Public pages/);
const rowOf = (version: string) => screen.getByRole('rowheader', { name: new RegExp(`^${version}`) }).closest('tr')!;

async function renderReleases() {
  const view = renderPage(<Releases />, { ...asAdmin, route: '/admin/releases', apiBaseUrl: api.url });
  await screen.findByRole('heading', { level: 3, name: /^Public pages/ });
  return view;
}

describe('Releases', () => {
  it('shows each app: the active version, what a rollback restores, the canary with its health, and the kept versions', async () => {
    fakeReleases(api, registry());
    await renderReleases();
    expect(screen.getByRole('heading', { level: 2, name: 'Releases' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shell (navigation and routes) shell',
      'Public pages remote-public',
      'Study resources remote-resources',
      'Admin portal remote-admin',
    ]);
    const pub = publicPages();
    expect(pub.getByText('Active version').nextElementSibling).toHaveTextContent(P1.version);
    expect(pub.getByText('A rollback restores').nextElementSibling).toHaveTextContent(P0.version);
    const canary = pub.getByText('Canary').nextElementSibling!;
    expect(canary).toHaveTextContent(`${P2.version} for 10 % of visitors, since`);
    expect(canary).toHaveTextContent('In the last 5 minutes: canary 120 loads, 3 failures (2.5 %); active 1,000 loads, 2 failures (0.2 %).');
    expect(canary.querySelector('time')).toHaveAttribute('datetime', '2026-11-29T08:05:00.000Z');

    const table = within(screen.getByRole('table', { name: 'Kept versions of remote-public' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Version', 'Built', 'Registered', 'Size', 'Files', 'Fit', 'Actions']);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('code')!.textContent)).toEqual([P3.version, P2.version, P1.version, P0.version]);
    expect(rowOf(P1.version)).toHaveTextContent('Active');
    expect(rowOf(P2.version)).toHaveTextContent('Canary 10 %');
    expect(rowOf(P0.version)).toHaveTextContent('Rollback target');
    expect(rowOf(P1.version)).toHaveTextContent('1.5 MB');
    expect(rowOf(P0.version)).toHaveTextContent('812 bytes');
    expect(within(rowOf(P1.version)).getByRole('cell', { name: '38' })).toBeInTheDocument();
    expect(rowOf(P2.version).querySelector(`time[datetime="${P2.builtAt}"]`)).not.toBeNull();
    expect(rowOf(P1.version)).toHaveTextContent('Fits');
    expect(rowOf(P3.version)).toHaveTextContent(`Does not fit: ${UNFIT}`);
    // The canary's own controls, on its row.
    expect(within(rowOf(P2.version)).getByRole('button', { name: `Promote remote-public ${P2.version}` })).toBeInTheDocument();
    expect(within(rowOf(P2.version)).getByRole('button', { name: `Stop canary of remote-public ${P2.version}` })).toBeInTheDocument();
    expect(pub.getByRole('button', { name: `Roll back to ${P0.version}` })).toBeInTheDocument();

    // An app never released says how to make one; one with no earlier version says so.
    expect(sectionOf(/^Study resources/).getByText('npm run release -- remote-resources').closest('td')).toHaveTextContent('No releases yet. Run npm run release -- remote-resources to make one.');
    expect(sectionOf(/^Admin portal/).getByText('A rollback restores').nextElementSibling).toHaveTextContent('Nothing: there is no earlier version');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the last automatic rollback as a status with its reason and time', async () => {
    fakeReleases(api, registry());
    await renderReleases();
    const alert = publicPages().getByRole('status');
    expect(alert).toHaveTextContent(`Automatic rollback`);
    expect(alert).toHaveTextContent(`The canary ${ROLLED_BACK.version} was rolled back automatically`);
    expect(alert).toHaveTextContent(ROLLED_BACK.reason);
    expect(alert.querySelector('time')).toHaveAttribute('datetime', ROLLED_BACK.at);
    expect(sectionOf(/^Shell/).queryByRole('status')).toBeNull();
  });

  it('activates after a confirmation naming the app and the version, toasts the API\'s message, and gives focus back', async () => {
    const registryNow = fakeReleases(api, registry());
    const { user } = await renderReleases();
    const activate = within(rowOf(P0.version)).getByRole('button', { name: `Activate remote-public ${P0.version}` });
    await user.click(activate);
    const dialog = within(screen.getByRole('alertdialog', { name: `Activate remote-public ${P0.version}?` }));
    expect(dialog.getByText(/^Public pages \(remote-public\) 0a0b0c0d0e0f becomes the version every visitor gets/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(RELEASE_MESSAGES.activated('remote-public', P0.version))).toBeInTheDocument();
    expect(api.calls(`POST ${at(API_PATHS.adminReleaseActivate, 'remote-public')}`).map((call) => call.body)).toEqual([{ version: P0.version }]);
    await waitFor(() => expect(rowOf(P0.version)).toHaveTextContent('Active'));
    expect(publicPages().getByText('A rollback restores').nextElementSibling).toHaveTextContent(P1.version);
    expect(registryNow()[1]!.active).toBe(P0.version);
    // Now the active one: it says why it cannot be activated, and keeps the focus.
    await waitFor(() => expect(activate).toHaveAttribute('aria-disabled', 'true'));
    expect(activate).toHaveFocus();
    expect(activate).toHaveAccessibleDescription(`remote-public ${P0.version} is the active version.`);
  });

  it('changes nothing when the confirmation is cancelled, and the focus is back on the button', async () => {
    fakeReleases(api, registry());
    const { user } = await renderReleases();
    const activate = within(rowOf(P0.version)).getByRole('button', { name: `Activate remote-public ${P0.version}` });
    activate.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(activate).toHaveFocus();
    expect(api.calls(`POST ${at(API_PATHS.adminReleaseActivate, 'remote-public')}`)).toEqual([]);
  });

  it('shows a refusal (409) beside the action that asked, and nothing changes', async () => {
    fakeReleases(api, registry());
    const refusal = RELEASE_MESSAGES.unfit('remote-public', P0.version, ['it was built for contract 0, the shell speaks 1']);
    api.on(`POST ${at(API_PATHS.adminReleaseActivate, 'remote-public')}`, fail(409, refusal));
    const { user } = await renderReleases();
    await user.click(within(rowOf(P0.version)).getByRole('button', { name: `Activate remote-public ${P0.version}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await within(rowOf(P0.version)).findByRole('alert')).toHaveTextContent(refusal);
    expect(rowOf(P1.version)).toHaveTextContent('Active');
    expect(rowOf(P0.version)).not.toHaveTextContent('Active');
  });

  it('shows a 404 from a rollback beside the rollback button', async () => {
    fakeReleases(api, registry());
    api.on(`POST ${at(API_PATHS.adminReleaseRollback, 'shell')}`, fail(404, RELEASE_MESSAGES.unknownVersion('shell', S0.version)));
    const { user } = await renderReleases();
    await user.click(sectionOf(/^Shell/).getByRole('button', { name: `Roll back to ${S0.version}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: `Roll back shell to ${S0.version}?` })).getByRole('button', { name: 'Roll back' }));
    expect(await sectionOf(/^Shell/).findByRole('alert')).toHaveTextContent(RELEASE_MESSAGES.unknownVersion('shell', S0.version));
  });

  it('rolls back to the version before, and then has none further back', async () => {
    fakeReleases(api, registry());
    const { user } = await renderReleases();
    await user.click(sectionOf(/^Shell/).getByRole('button', { name: `Roll back to ${S0.version}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText(RELEASE_MESSAGES.rolledBack('shell', S0.version))).toBeInTheDocument();
    await waitFor(() => expect(sectionOf(/^Shell/).getByText('Active version').nextElementSibling).toHaveTextContent(S0.version));
    expect(sectionOf(/^Shell/).getByText('A rollback restores').nextElementSibling).toHaveTextContent('Nothing: there is no earlier version');
    // The button went with the target: focus is on the app's heading, not lost.
    expect(screen.getByRole('heading', { level: 3, name: /^Shell/ })).toHaveFocus();
  });

  it('does not offer an activation that does not fit, and says why', async () => {
    fakeReleases(api, registry());
    const { user } = await renderReleases();
    const activate = within(rowOf(P3.version)).getByRole('button', { name: `Activate remote-public ${P3.version}` });
    expect(activate).toHaveAttribute('aria-disabled', 'true');
    expect(activate).toHaveAccessibleDescription(`Does not fit: ${UNFIT}`);
    await user.click(activate);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(rowOf(P3.version)).getByRole('button', { name: `Start canary of remote-public ${P3.version}` })).toHaveAttribute('aria-disabled', 'true');
  });

  it('starts a canary only with a whole percent from 1 to 99', async () => {
    fakeReleases(api, registry());
    const { user } = await renderReleases();
    const start = within(rowOf(P0.version)).getByRole('button', { name: `Start canary of remote-public ${P0.version}` });
    await user.click(start);
    const dialog = within(screen.getByRole('dialog', { name: `Start a canary of remote-public ${P0.version}?` }));
    const percent = dialog.getByRole('textbox', { name: 'Percent of visitors (1–99)' });
    expect(percent).toHaveFocus();
    for (const wrong of ['0', '100', '12.5', 'ten', '']) {
      await user.clear(percent);
      if (wrong) await user.type(percent, wrong);
      await user.click(dialog.getByRole('button', { name: 'Start canary' }));
      expect(percent).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
      expect(percent).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls(`POST ${at(API_PATHS.adminReleaseCanary, 'remote-public')}`)).toEqual([]);
    await user.clear(percent);
    await user.type(percent, '25{Enter}');
    expect(await screen.findByText(RELEASE_MESSAGES.canaryStarted('remote-public', P0.version, 25))).toBeInTheDocument();
    expect(api.calls(`POST ${at(API_PATHS.adminReleaseCanary, 'remote-public')}`).map((call) => call.body)).toEqual([{ version: P0.version, percent: 25 }]);
    await waitFor(() => expect(rowOf(P0.version)).toHaveTextContent('Canary 25 %'));
    expect(within(rowOf(P0.version)).getByRole('button', { name: `Change percent of canary remote-public ${P0.version}` })).toHaveFocus();
  });

  it('promotes the canary, and stops one after asking', async () => {
    fakeReleases(api, registry());
    const { user } = await renderReleases();
    await user.click(within(rowOf(P2.version)).getByRole('button', { name: `Stop canary of remote-public ${P2.version}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Stop the canary of remote-public?' })).getByRole('button', { name: 'Cancel' }));
    await user.click(within(rowOf(P2.version)).getByRole('button', { name: `Promote remote-public ${P2.version}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: `Promote remote-public ${P2.version}?` })).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(RELEASE_MESSAGES.promoted('remote-public', P2.version))).toBeInTheDocument();
    await waitFor(() => expect(publicPages().getByText('Canary').nextElementSibling).toHaveTextContent('None'));
    expect(rowOf(P2.version)).toHaveTextContent('Active');
    expect(api.calls(`DELETE ${at(API_PATHS.adminReleaseCanary, 'remote-public')}`)).toEqual([]);
  });

  it('gives the shell no canary control, and says why', async () => {
    fakeReleases(api, registry());
    await renderReleases();
    const shell = sectionOf(/^Shell/);
    expect(shell.getByText(RELEASE_MESSAGES.shellCanary)).toBeInTheDocument();
    expect(shell.queryByRole('button', { name: /canary/i })).toBeNull();
    expect(shell.queryByText('Canary')).toBeNull();
    expect(shell.getByRole('button', { name: `Activate shell ${S0.version}` })).toBeInTheDocument();
  });

  it('says how to make the first release when there is none', async () => {
    fakeReleases(api, []);
    renderPage(<Releases />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByText('npm run release -- <app>')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No releases yet. Run npm run release -- <app> to make one.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a spinner while loading, and a retry when the list cannot be loaded', async () => {
    const held = deferred<FakeReply>();
    api.on(LIST, () => held.promise);
    renderPage(<Releases />, { ...asAdmin, apiBaseUrl: api.url });
    expect(await screen.findByRole('heading', { level: 2, name: 'Releases' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    held.resolve(fail(403, 'Your role cannot do this.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the releases');
    expect(alert).toHaveTextContent('Your role cannot do this.');
    api.on(LIST, ok({ apps: [] }));
  });
});
