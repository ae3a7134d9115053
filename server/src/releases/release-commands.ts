import type { AppReleaseState } from '@studyhub/shared-api/contract';
import type { ControlHandler, ControlRequest } from '../control/control-socket.ts';
import { HttpError } from '../http/http-error.ts';
import { parseApp, parsePercent, parseVersion, type ReleaseRegistry } from './release-registry.ts';

// The release commands (cli.ts), run by the command itself or, on PGlite while the API runs, by
// the API through its control socket: the same parsing and the same words either way.

export type ReleaseCommand =
  | { name: 'register'; manifests: unknown[]; activateIfNew: boolean }
  | { name: 'kept' | 'list' | 'rollback' | 'stop-canary' | 'promote'; app: string }
  | { name: 'activate'; targets: { app: string; version: string }[] }
  | { name: 'canary'; app: string; version: string; percent: number };

export const RELEASE_USAGE = [
  'usage: release register <release dir>… [--activate-if-new]',
  '       release kept|list|rollback|stop-canary|promote <app>',
  '       release activate <app> <version> [<app> <version>]…',
  '       release canary <app> <version> --percent <1-99>',
].join('\n');

const usage = () => new Error(RELEASE_USAGE);

/**
 * A command from its arguments; `register`'s release.json is read by `readManifest` (the caller's
 * file system), so the API answering through the socket gets the manifest, not a path.
 */
export async function parseReleaseArgs(args: readonly string[], readManifest: (dir: string) => Promise<unknown>): Promise<ReleaseCommand> {
  const [name, ...rest] = args;
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const positional = rest.filter((arg, index) => !arg.startsWith('--') && !(index > 0 && rest[index - 1] === '--percent'));
  switch (name) {
    case 'register': {
      if (positional.length === 0 || flags.some((flag) => flag !== '--activate-if-new')) throw usage();
      const manifests = [];
      for (const dir of positional) manifests.push(await readManifest(dir));
      return { name, manifests, activateIfNew: flags.includes('--activate-if-new') };
    }
    case 'kept':
    case 'list':
    case 'rollback':
    case 'stop-canary':
    case 'promote':
      if (positional.length !== 1 || flags.length > 0) throw usage();
      return { name, app: positional[0]! };
    case 'activate': {
      // Several pairs activate together (a shell and remotes built for a new React, decision 0087).
      if (positional.length < 2 || positional.length % 2 !== 0 || flags.length > 0) throw usage();
      const targets = [];
      for (let at = 0; at < positional.length; at += 2) targets.push({ app: positional[at]!, version: positional[at + 1]! });
      return { name, targets };
    }
    case 'canary': {
      const at = rest.indexOf('--percent');
      const percent = at < 0 ? undefined : rest[at + 1];
      if (positional.length !== 2 || flags.length !== 1 || percent === undefined || !/^\d+$/.test(percent)) throw usage();
      return { name, app: positional[0]!, version: positional[1]!, percent: Number(percent) };
    }
    default:
      throw usage();
  }
}

/** What `list` prints for one app: one line a kept version, newest registered first, and the last automatic rollback. */
export function listLines(state: AppReleaseState): string[] {
  if (state.releases.length === 0) return [`${state.app}: no releases`];
  const lines = state.releases.map((release) => {
    const marks = [
      release.version === state.active && 'active',
      release.version === state.previous && 'rollback target',
      release.version === state.canary?.version && `canary ${state.canary.percent} %`,
    ].filter(Boolean);
    const fit = release.fits ? '' : `  does not fit: ${release.unfitReasons.join('; ')}`;
    return `${release.version}  ${release.registeredAt}${marks.length > 0 ? `  ${marks.join(', ')}` : ''}${fit}`;
  });
  const auto = state.lastAutoRollback;
  if (auto) lines.push(`last automatic rollback: canary ${auto.version} at ${auto.at}: ${auto.reason}`);
  return lines;
}

/** Runs a command against the registry; resolves with what it prints on stdout, rejects with its one-line refusal. */
export async function runReleaseCommand(registry: ReleaseRegistry, command: ReleaseCommand): Promise<string> {
  switch (command.name) {
    case 'register':
      // One version a line, in the folders' order: `npm start` registers every app's build at once,
      // and activates the new ones together.
      return (await registry.registerAll(command.manifests, { activateIfNew: command.activateIfNew })).map(({ manifest }) => manifest.version).join('\n');
    case 'kept':
      return (await registry.keptVersions(parseApp(command.app))).join('\n');
    case 'list':
      return listLines(await registry.appState(parseApp(command.app))).join('\n');
    case 'activate': {
      const targets = (Array.isArray(command.targets) ? command.targets : []).map(({ app, version }) => ({ app: parseApp(app), version: parseVersion(version) }));
      return (await registry.activateTogether(targets)).map(({ message }) => message).join('\n');
    }
    case 'rollback':
      return (await registry.rollback(parseApp(command.app))).message;
    case 'canary':
      return (await registry.startCanary(parseApp(command.app), parseVersion(command.version), parsePercent(command.percent))).message;
    case 'stop-canary':
      return (await registry.stopCanary(parseApp(command.app))).message;
    case 'promote':
      return (await registry.promote(parseApp(command.app))).message;
  }
}

const COMMAND_NAMES = new Set(['register', 'kept', 'list', 'rollback', 'stop-canary', 'promote', 'activate', 'canary']);

/** The control socket's `release` request: `{ kind: 'release', command }`, answered with the command's output. */
export const releaseRequestHandler =
  (registry: ReleaseRegistry): ControlHandler =>
  async (request: ControlRequest) => {
    const command = request.command as ReleaseCommand | undefined;
    if (typeof command !== 'object' || command === null || !COMMAND_NAMES.has(command.name)) throw new HttpError(400, 'unknown release command');
    return runReleaseCommand(registry, command);
  };
