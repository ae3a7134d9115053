// Serves one app's build: `tsx src/serve-app.ts <dist dir> <port> [runtime-config JSON] [--page-heads]`.
// --page-heads (the shell): each route's head in its HTML, read from the API at INTERNAL_API_URL
// when set, else at the runtime config's apiBaseUrl (docs/decisions/0038).
import { parseRuntimeConfig } from '@studyhub/shared-api/contract';
import path from 'node:path';
import { closeOnSignals } from './lifecycle.ts';
import { createStaticHost } from './static-host/static-host.ts';

const args = process.argv.slice(2);
const withPageHeads = args.includes('--page-heads');
const [root, port, configJson] = args.filter((arg) => arg !== '--page-heads');
if (!root || !port) {
  console.error('usage: serve-app <dist dir> <port> [runtime-config JSON] [--page-heads]');
  process.exit(2);
}
const runtimeConfig = configJson ? parseRuntimeConfig(JSON.parse(configJson)) : undefined;
if (withPageHeads && !runtimeConfig?.siteUrl) {
  // Never the request's Host (docs/decisions/0079): link previews want absolute addresses.
  console.warn('serve-app: no siteUrl in the runtime config, so canonical links and og:url are site-relative; set it to the site\'s public address');
}
const app = await createStaticHost({
  root: path.resolve(root),
  runtimeConfig,
  ...(withPageHeads ? { pageHeads: { apiUrl: process.env.INTERNAL_API_URL || undefined } } : {}),
});
try {
  await app.listen({ port: Number(port), host: process.env.HOST ?? '127.0.0.1' });
} catch (error) {
  // One line (EADDRINUSE: the port is taken) rather than a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
closeOnSignals(() => app.close());
