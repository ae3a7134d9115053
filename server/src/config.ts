import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database when no DATABASE_URL is set. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Seeds demo content on first start. Never on by default in production. */
  demoMode: boolean;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Where browsers reach this API (no trailing slash); absolute media URLs are built from it. */
  publicApiUrl: string;
}

/** The four local app origins (shell and remotes, ARCHITECTURE §6). */
const DEFAULT_CORS_ORIGINS = [5173, 5174, 5175, 5176].map((port) => `http://localhost:${port}`);

type Env = Record<string, string | undefined>;

/** Reads the environment once; any invalid value stops the start with a message naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  // A blank variable (e.g. `PORT=` in a .env file) means "use the default", not "invalid".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'));
  return {
    port,
    host: read('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(process.cwd(), read('DATA_DIR') ?? './data'),
    databaseUrl: parseDatabaseUrl(read('DATABASE_URL')),
    demoMode: parseBoolean('DEMO_MODE', read('DEMO_MODE'), env.NODE_ENV !== 'production'),
    corsOrigins: parseOrigins(read('CORS_ORIGINS')),
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    publicApiUrl: parseHttpUrl('PUBLIC_API_URL', read('PUBLIC_API_URL') ?? `http://localhost:${port}`),
  };
}

function invalid(name: string, value: string, expected: string): Error {
  return new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw invalid('PORT', value, 'an integer from 0 to 65535');
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw invalid(name, value, 'true, false, 1 or 0');
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const protocol = URL.parse(value)?.protocol;
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') throw invalid('DATABASE_URL', value, 'a postgres:// or postgresql:// URL');
  return value;
}

function parseHttpUrl(name: string, value: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw invalid(name, value, 'an http:// or https:// URL');
  return value.replace(/\/+$/, '');
}

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_CORS_ORIGINS;
  const origins = value.split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    // The CORS plugin compares origins as exact strings, so a path or trailing slash would never match.
    if (URL.parse(origin)?.origin !== origin) throw invalid('CORS_ORIGINS', origin, 'comma-separated origins like http://localhost:5173');
  }
  return origins;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw invalid('LOG_LEVEL', value, LOG_LEVELS.join(', '));
  return level;
}
