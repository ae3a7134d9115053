import { parseRuntimeConfig, RUNTIME_CONFIG_FILE, type RuntimeConfig } from './contract/runtime-config.ts';

/**
 * Fetches the deploy-time config from the root of the app's origin (each app is served at the
 * root of its own origin), so deep links such as /notes/cse220 find it too.
 */
export async function loadRuntimeConfig(origin: string = location.origin): Promise<RuntimeConfig> {
  const response = await fetch(new URL(`/${RUNTIME_CONFIG_FILE}`, origin), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_FILE} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
