// `npm start` and `npm run dev` check their ports before they start anything: a port that is in
// use, or not a port, is named in one line with the variable that moves it, and nothing starts.
import { APP_MANIFEST } from './apps.mjs';
import { busyPorts } from './processes.mjs';

/** Each port with what listens there and the variable that sets it; `storybookPort` when Storybook is served too. */
function namedPorts(apiPort, appPorts, storybookPort) {
  return [
    { port: apiPort, what: 'the API', variable: APP_MANIFEST.api.portEnv },
    ...APP_MANIFEST.apps.map((app) => ({ port: appPorts[app.name], what: app.name, variable: app.portEnv })),
    ...(storybookPort === undefined ? [] : [{ port: storybookPort, what: 'Storybook', variable: 'STORYBOOK_PORT' }]),
  ];
}

/** Throws an error of one line if a port is not a port, is given twice, or is in use. */
export async function assertStackPortsFree({ apiPort, appPorts, storybookPort }) {
  const named = namedPorts(apiPort, appPorts, storybookPort);
  const invalid = named.find(({ port }) => !Number.isInteger(port) || port < 1 || port > 65_535);
  if (invalid) throw new Error(`${invalid.variable}=${JSON.stringify(process.env[invalid.variable])} is not a port number (1–65535).`);
  const shared = named.find(({ port }, index) => named.findIndex((other) => other.port === port) !== index);
  if (shared) {
    const sharing = named.filter(({ port }) => port === shared.port).map(({ variable }) => variable);
    throw new Error(`${sharing.join(' and ')} are the same port, ${shared.port}: give each part a port of its own.`);
  }

  const busy = new Set(await busyPorts(named.map(({ port }) => port)));
  const taken = named.filter(({ port }) => busy.has(port));
  if (taken.length === 0) return;
  const one = taken.length === 1;
  const list = taken.map(({ port, what, variable }) => `${port} (${what}, ${variable})`).join(', ');
  const variables = taken.map(({ variable }) => variable).join(', ');
  throw new Error(`${one ? 'Port' : 'Ports'} ${list} ${one ? 'is' : 'are'} in use: stop what listens there, or set ${variables} to ${one ? 'a free port' : 'free ports'}.`);
}
