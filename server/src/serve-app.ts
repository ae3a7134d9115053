// Serves one app's build: `tsx src/serve-app.ts <dist dir> <port> [runtime-config JSON]`.
import { parseRuntimeConfig } from '@studyhub/shared-api/contract';
import path from 'node:path';
import { closeOnSignals } from './lifecycle.ts';
import { createStaticHost } from './static-host/static-host.ts';

const [root, port, configJson] = process.argv.slice(2);
if (!root || !port) {
  console.error('usage: serve-app <dist dir> <port> [runtime-config JSON]');
  process.exit(2);
}
const app = await createStaticHost({
  root: path.resolve(root),
  runtimeConfig: configJson ? parseRuntimeConfig(JSON.parse(configJson)) : undefined,
});
await app.listen({ port: Number(port), host: process.env.HOST ?? '127.0.0.1' });
closeOnSignals(() => app.close());
