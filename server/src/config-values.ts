import { APP_MANIFEST } from '@studyhub/shared-api/catalog';
import { isIP } from 'node:net';

// The parsers of config.ts: each turns one variable's text into a value or an error naming it,
// and the types of the values they return (config.ts re-exports them).

/** Whom to believe about the client's address: nobody, the nearest N proxies, or these addresses/ranges. */
export type TrustProxy = false | number | string[];

export interface AdminCredentials {
  email: string;
  password: string;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `pretty`: one short line per request, for a terminal; `json`: pino's lines, for a log collector. */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Production passwords need at least this many characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export function invalid(name: string, value: string, expected: string): Error {
  return new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
}

export function parseInteger(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min) throw invalid(name, value, `a whole number of at least ${min}`);
  return number;
}

export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw invalid(name, value, 'true, false, 1 or 0');
}

export function parsePort(value: string | undefined): number {
  if (value === undefined) return APP_MANIFEST.api.port;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw invalid('PORT', value, 'an integer from 0 to 65535');
  return port;
}

export function parseDemoMode(value: string | undefined, production: boolean): boolean {
  const demoMode = parseBoolean('DEMO_MODE', value, !production);
  // Demo mode publishes the admin credentials on the home page.
  if (demoMode && production) throw new Error('DEMO_MODE cannot be on in production (NODE_ENV=production).');
  return demoMode;
}

export function parseAdmin(email: string | undefined, password: string | undefined, production: boolean): AdminCredentials | undefined {
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

export function parseLlm(
  env: { baseUrl?: string; model?: string; apiKey?: string },
  timeoutMs: number,
  production: boolean,
): LlmConfig | undefined {
  const { baseUrl, model, apiKey } = env;
  if (baseUrl === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || model === undefined) throw new Error('AI drafts need both LLM_BASE_URL and LLM_MODEL (LLM_API_KEY if the provider wants one).');
  const url = parseHttpUrl('LLM_BASE_URL', baseUrl);
  // The key travels with every draft request; in clear only to a provider on this very machine.
  const { protocol, hostname } = new URL(url);
  if (production && protocol === 'http:' && !isLoopback(hostname)) {
    throw new Error(`LLM_BASE_URL must be an https:// URL in production (got ${JSON.stringify(baseUrl)}): the API key would travel in clear.`);
  }
  return { baseUrl: url, model, apiKey, timeoutMs };
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const protocol = URL.parse(value)?.protocol;
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') throw invalid('DATABASE_URL', value, 'a postgres:// or postgresql:// URL');
  return value;
}

/** REDIS_URL: where the shared rate limits live; unset keeps them in this process's memory. */
/** SMTP_URL: where invites are e-mailed (docs/decisions/0083); SMTP_FROM: their sender, no-reply at the URL's host by default. */
export function parseSmtp(value: string | undefined, from: string | undefined): { url: string; from: string } | undefined {
  if (value === undefined) {
    if (from !== undefined) throw new Error('SMTP_FROM is set without SMTP_URL: set SMTP_URL too, or neither.');
    return undefined;
  }
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    // The error reaches the start's output: a password in the URL must not.
    throw invalid('SMTP_URL', value.replace(/\/\/[^@/]*@/, '//***@'), 'an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.edu:465');
  }
  return { url: value, from: from ?? `StudyHub <no-reply@${url.hostname}>` };
}

export function parseRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw invalid('REDIS_URL', value, 'a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379');
  }
  return value;
}

export function parseHttpUrl(name: string, value: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw invalid(name, value, 'an http:// or https:// URL');
  return value.replace(/\/+$/, '');
}

/** PUBLIC_SITE_URL: where readers open the site; links are built on it, so no query or fragment. */
export function parseSiteUrl(value: string): string {
  const url = parseHttpUrl('PUBLIC_SITE_URL', value);
  const { search, hash } = new URL(url);
  // URL parsing drops tabs and newlines; robots.txt would not.
  if (search || hash || /[\s\p{Cc}]/u.test(url)) throw invalid('PUBLIC_SITE_URL', value, 'the site\'s address without spaces, ?query or #fragment, e.g. https://studyhub.example.edu');
  return url;
}

export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const origins = value.split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of origins) {
    // The CORS plugin compares origins as exact strings, so a path or trailing slash would never match.
    if (URL.parse(origin)?.origin !== origin) throw invalid('CORS_ORIGINS', origin, 'comma-separated origins like http://localhost:5173');
  }
  return origins;
}

export function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw invalid('LOG_LEVEL', value, LOG_LEVELS.join(', '));
  return level;
}

/** Unset: `json` in production, where a collector reads the lines, else `pretty`. */
export function parseLogFormat(value: string | undefined, production: boolean): LogFormat {
  if (value === undefined) return production ? 'json' : 'pretty';
  const format = LOG_FORMATS.find((candidate) => candidate === value.toLowerCase());
  if (!format) throw invalid('LOG_FORMAT', value, LOG_FORMATS.join(' or '));
  return format;
}

/** TRUST_PROXY: a hop count, or the proxies' addresses and CIDR ranges; unset trusts nobody. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return parseInteger('TRUST_PROXY', value, 0, 1);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const expected = 'a hop count (e.g. 1) or comma-separated proxy addresses or CIDR ranges (e.g. 10.0.0.5, 10.1.0.0/16, fd00::/8)';
  if (entries.length === 0) throw invalid('TRUST_PROXY', value, expected);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) throw invalid('TRUST_PROXY', entry, expected);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
