import type { RuntimeConfig } from '../shared-api/src/contract/runtime-config.ts';
import type { AppName } from './ports.mjs';

type AppPorts = Partial<Record<AppName, number>>;
interface Addresses {
  apiUrl: string;
  appPorts: AppPorts;
}

export declare function originOf(port: number | undefined): string;
export declare function appOrigins(appPorts: AppPorts): string[];
export declare function allowedOrigins(appPorts: AppPorts, extra?: string): string[];
export declare function apiUrlFor(apiPort: number): string;
export declare function shellRuntimeConfig(addresses: Addresses): RuntimeConfig;
export declare function remoteRuntimeConfig(addresses: Addresses): RuntimeConfig;
export declare function runtimeConfigFor(app: AppName, addresses: Addresses): RuntimeConfig;
export declare function apiEnvFor(ports: { apiPort: number; appPorts: AppPorts }): Record<string, string>;
