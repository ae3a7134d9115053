import { parseRuntimeConfig, RUNTIME_CONFIG_FILE, type RuntimeConfig } from './contract/runtime-config.ts';

/** Fetches the deploy-time config that sits next to the app's index.html. */
export async function loadRuntimeConfig(baseUrl: string = document.baseURI): Promise<RuntimeConfig> {
  const response = await fetch(new URL(RUNTIME_CONFIG_FILE, baseUrl), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_FILE} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
