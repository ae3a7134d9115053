// Serves one app's build: `tsx src/serve-app.ts <dist dir> <port> [runtime-config JSON] [--page-heads]`,
// or its kept releases (decision 0087): `tsx src/serve-app.ts --releases=<releases dir> --app=<app>
// [--api=<url>] <port> [runtime-config JSON] [--page-heads]`, the active version at the root, read
// from the registry at --api, else INTERNAL_API_URL, else the runtime config's apiBaseUrl.
// --page-heads (the shell): each route's head in its HTML, read from the API at INTERNAL_API_URL
// when set, else at the runtime config's apiBaseUrl (docs/decisions/0038).
import { parseRuntimeConfig } from '@studyhub/shared-api/contract';
import path from 'node:path';
import { closeOnSignals } from './lifecycle.ts';
import { createStaticHost } from './static-host/static-host.ts';

const USAGE = 'usage: serve-app <dist dir> <port> [runtime-config JSON] [--page-heads]\n       serve-app --releases=<dir> --app=<app> [--api=<url>] <port> [runtime-config JSON] [--page-heads]';
const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const withPageHeads = args.includes('--page-heads');
const [releasesDir, releasedApp, apiFlag] = [flag('releases'), flag('app'), flag('api')];
const positional = args.filter((arg) => !arg.startsWith('--'));
const [root, port, configJson] = releasesDir ? [undefined, ...positional] : positional;
if ((!releasesDir && !root) || (releasesDir && !releasedApp) || !port) {
  console.error(USAGE);
  process.exit(2);
}
const runtimeConfig = configJson ? parseRuntimeConfig(JSON.parse(configJson)) : undefined;
if (withPageHeads && !runtimeConfig?.siteUrl) {
  // Never the request's Host (docs/decisions/0079): link previews want absolute addresses.
  console.warn('serve-app: no siteUrl in the runtime config, so canonical links and og:url are site-relative; set it to the site\'s public address');
}
const internalApi = process.env.INTERNAL_API_URL || undefined;
const app = await createStaticHost({
  ...(releasesDir && releasedApp
    ? { releases: { dir: path.resolve(releasesDir), app: releasedApp, apiUrl: apiFlag ?? internalApi } }
    : { root: path.resolve(root!) }),
  runtimeConfig,
  ...(withPageHeads ? { pageHeads: { apiUrl: internalApi } } : {}),
});
try {
  await app.listen({ port: Number(port), host: process.env.HOST ?? '127.0.0.1' });
} catch (error) {
  // One line (EADDRINUSE: the port is taken) rather than a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
closeOnSignals(() => app.close());
