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
  /** NODE_ENV=production: no demo defaults, an admin must be configured. */
  production: boolean;
  /** The administrator to create or update at start; the demo admin is used when unset in demo mode. */
  admin: AdminCredentials | undefined;
  sessionTtlMs: number;
  rateLimits: RateLimits;
  /** An OpenAI-compatible chat-completions provider; undefined means AI drafts are off. */
  llm: LlmConfig | undefined;
}

export interface AdminCredentials {
  email: string;
  password: string;
}

export interface RateLimits {
  loginPerIp: number;
  loginPerAccount: number;
  loginWindowMs: number;
  commentsPerIp: number;
  commentWindowMs: number;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** Production passwords need at least this many characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

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
  const production = env.NODE_ENV === 'production';
  const admin = parseAdmin(read('ADMIN_EMAIL'), read('ADMIN_PASSWORD'), production);
  const integer = (name: string, fallback: number, min = 1) => parseInteger(name, read(name), fallback, min);
  return {
    port,
    host: read('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(process.cwd(), read('DATA_DIR') ?? './data'),
    databaseUrl: parseDatabaseUrl(read('DATABASE_URL')),
    demoMode: parseDemoMode(read('DEMO_MODE'), production),
    corsOrigins: parseOrigins(read('CORS_ORIGINS')),
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    publicApiUrl: parseHttpUrl('PUBLIC_API_URL', read('PUBLIC_API_URL') ?? `http://localhost:${port}`),
    production,
    admin,
    sessionTtlMs: integer('SESSION_TTL_MINUTES', 12 * 60) * 60_000,
    rateLimits: {
      loginPerIp: integer('LOGIN_LIMIT_PER_IP', 20),
      loginPerAccount: integer('LOGIN_LIMIT_PER_ACCOUNT', 5),
      loginWindowMs: integer('LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
      commentsPerIp: integer('COMMENT_LIMIT_PER_IP', 5),
      commentWindowMs: integer('COMMENT_LIMIT_WINDOW_SECONDS', 10 * 60) * 1000,
    },
    llm: parseLlm(read('LLM_BASE_URL'), read('LLM_MODEL'), read('LLM_API_KEY'), integer('LLM_TIMEOUT_MS', 30_000)),
  };
}

function parseDemoMode(value: string | undefined, production: boolean): boolean {
  const demoMode = parseBoolean('DEMO_MODE', value, !production);
  // Demo mode publishes the admin credentials on the home page.
  if (demoMode && production) throw new Error('DEMO_MODE cannot be on in production (NODE_ENV=production).');
  return demoMode;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min) throw invalid(name, value, `a whole number of at least ${min}`);
  return number;
}

function parseAdmin(email: string | undefined, password: string | undefined, production: boolean): AdminCredentials | undefined {
  if (email === undefined && password === undefined) {
    if (production) throw new Error('Production needs ADMIN_EMAIL and ADMIN_PASSWORD: there is no default administrator.');
    return undefined;
  }
  if (email === undefined || password === undefined) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('ADMIN_EMAIL', email, 'an e-mail address');
  if (production && password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters in production.`);
  }
  return { email: email.toLowerCase(), password };
}

function parseLlm(baseUrl: string | undefined, model: string | undefined, apiKey: string | undefined, timeoutMs: number): LlmConfig | undefined {
  if (baseUrl === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || model === undefined) throw new Error('AI drafts need both LLM_BASE_URL and LLM_MODEL (LLM_API_KEY if the provider wants one).');
  return { baseUrl: parseHttpUrl('LLM_BASE_URL', baseUrl), model, apiKey, timeoutMs };
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
