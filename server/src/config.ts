import { APP_MANIFEST, appEntry } from '@studyhub/shared-api/catalog';
import { COMMENT_ALLOWANCE } from '@studyhub/shared-api/contract';
import path from 'node:path';
import {
  parseAdmin,
  parseBoolean,
  parseDatabaseUrl,
  parseDemoMode,
  parseHttpUrl,
  parseInteger,
  parseLlm,
  parseLogFormat,
  parseLogLevel,
  parseOrigins,
  parsePort,
  parseRedisUrl,
  parseSiteUrl,
  parseSmtp,
  parseTrustProxy,
  type AdminCredentials,
  type LlmConfig,
  type LogFormat,
  type LogLevel,
  type TrustProxy,
} from './config-values.ts';

// The value types live with their parsers, so config-values.ts needs nothing from here.
export {
  LOG_LEVELS,
  MIN_ADMIN_PASSWORD_LENGTH,
  type AdminCredentials,
  type LlmConfig,
  type LogFormat,
  type LogLevel,
  type TrustProxy,
} from './config-values.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database when no DATABASE_URL is set. */
  dataDir: string;
  /** Absolute; where `npm run backup` and the API write backup files (BACKUP_DIR, docs/decisions/0084). */
  backupDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Redis holding every rate limit and failed-login count, shared by all instances; undefined keeps them in memory. */
  redisUrl: string | undefined;
  /** Seeds demo content and the demo admin. Never on in production. */
  demoMode: boolean;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** One short line per request for a terminal, or pino's JSON records for a log collector (LOG_FORMAT). */
  logFormat: LogFormat;
  /** Where browsers reach this API (no trailing slash); absolute media URLs are built from it. */
  publicApiUrl: string;
  /** The site's public origin (the shell, no trailing slash): links in the RSS feed, the sitemap and robots.txt. */
  publicSiteUrl: string;
  /** NODE_ENV=production: no demo defaults, an admin must be configured. */
  production: boolean;
  /** The only administrator that can log in; the demo admin is used when unset in demo mode. */
  admin: AdminCredentials | undefined;
  sessionTtlMs: number;
  /** A session unused this long ends, whatever its absolute lifetime says. */
  sessionIdleMs: number;
  rateLimits: RateLimits;
  trustProxy: TrustProxy;
  timeouts: Timeouts;
  /** Serves the OpenAPI document and its UI at /api/docs. */
  apiDocs: boolean;
  /** An OpenAI-compatible chat-completions provider; undefined means AI drafts are off. */
  llm: LlmConfig | undefined;
  /** How often each instance looks for scheduled posts that are due (docs/decisions/0077). */
  schedulerIntervalMs: number;
  /** Where invites are e-mailed (SMTP_URL, smtp:// or smtps://) and from whom (SMTP_FROM); undefined: the link is only shown. */
  smtp: { url: string; from: string } | undefined;
  /** Hours between scheduled backups (BACKUP_EVERY_HOURS); undefined: off (unset or 0). */
  backupEveryHours: number | undefined;
  /** After each backup the newest this many files in the backup directory are kept (BACKUP_KEEP). */
  backupKeep: number;
  /** How often each instance looks whether a scheduled backup is due (not an env variable: the claim, not the timer, makes it once). */
  backupCheckMs: number;
}

export interface RateLimits {
  loginPerIp: number;
  /** Failed logins on one account from one client address before that address must wait. */
  loginPerAccount: number;
  loginWindowMs: number;
  /** The first delay of an account that keeps failing from everywhere; it doubles up to the max. */
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  /** Comments one browser (its `browserId`; without one, its address's shared strict bucket) may post per window. */
  commentsPerBrowser: number;
  /** Comments one client address may post per window, whatever browser ids it sends: the backstop. */
  commentsPerAddress: number;
  /** The window of both comment limits and of the duplicate-text check. */
  commentWindowMs: number;
  aiDraftsPerMinute: number;
  /** Release reports (`POST /api/releases/reports`) one client address may send per minute: a lecture hall's browsers each report a few loads. */
  releaseReportsPerMinute: number;
}

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (else 408). */
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
}

/** The local app origins (shell and remotes), under both spellings of the local address. */
const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) => APP_MANIFEST.apps.map((app) => `http://${host}:${app.port}`));

/** The shell as `npm run dev` serves it. */
const DEFAULT_SITE_URL = `http://localhost:${appEntry('shell').port}`;

type Env = Record<string, string | undefined>;

const COMMENT_PER_ADDRESS = 'COMMENT_LIMIT_PER_ADDRESS';

/**
 * COMMENT_LIMIT_PER_IP is the old name of COMMENT_LIMIT_PER_ADDRESS (it was the only comment limit
 * before the per-browser one), still read so an existing setting keeps its meaning.
 */
function commentsPerAddressSetting(read: (name: string) => string | undefined): [name: string, value: string | undefined] {
  const current = read(COMMENT_PER_ADDRESS);
  const old = read('COMMENT_LIMIT_PER_IP');
  if (current !== undefined && old !== undefined && current !== old) {
    throw new Error(`COMMENT_LIMIT_PER_IP is the old name of ${COMMENT_PER_ADDRESS} and they differ: set only ${COMMENT_PER_ADDRESS}.`);
  }
  return current === undefined ? ['COMMENT_LIMIT_PER_IP', old] : [COMMENT_PER_ADDRESS, current];
}

/** Reads the environment once; any invalid value stops the start with a message naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  // A blank variable (e.g. `PORT=` in a .env file) means "use the default", not "invalid".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'));
  const production = env.NODE_ENV === 'production';
  const integer = (name: string, fallback: number, min = 1) => parseInteger(name, read(name), fallback, min);
  const headersMs = integer('HEADERS_TIMEOUT_SECONDS', 20) * 1000;
  const requestMs = integer('REQUEST_TIMEOUT_SECONDS', 120) * 1000;
  // Node refuses a headers timeout longer than the request's.
  if (headersMs > requestMs) throw new Error('HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS.');
  return {
    port,
    host: read('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(process.cwd(), read('DATA_DIR') ?? './data'),
    backupDir: path.resolve(process.cwd(), read('BACKUP_DIR') ?? './backups'),
    databaseUrl: parseDatabaseUrl(read('DATABASE_URL')),
    redisUrl: parseRedisUrl(read('REDIS_URL')),
    demoMode: parseDemoMode(read('DEMO_MODE'), production),
    corsOrigins: parseOrigins(read('CORS_ORIGINS'), DEFAULT_CORS_ORIGINS),
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    logFormat: parseLogFormat(read('LOG_FORMAT'), production),
    publicApiUrl: parseHttpUrl('PUBLIC_API_URL', read('PUBLIC_API_URL') ?? `http://localhost:${port}`),
    publicSiteUrl: parseSiteUrl(read('PUBLIC_SITE_URL') ?? DEFAULT_SITE_URL),
    smtp: parseSmtp(read('SMTP_URL'), read('SMTP_FROM')),
    production,
    admin: parseAdmin(read('ADMIN_EMAIL'), read('ADMIN_PASSWORD'), production),
    sessionTtlMs: integer('SESSION_TTL_MINUTES', 12 * 60) * 60_000,
    sessionIdleMs: integer('SESSION_IDLE_MINUTES', 2 * 60) * 60_000,
    rateLimits: {
      loginPerIp: integer('LOGIN_LIMIT_PER_IP', 20),
      loginPerAccount: integer('LOGIN_LIMIT_PER_ACCOUNT', 5),
      loginWindowMs: integer('LOGIN_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
      loginSlowdownBaseMs: integer('LOGIN_SLOWDOWN_BASE_MS', 250),
      loginSlowdownMaxMs: integer('LOGIN_SLOWDOWN_MAX_SECONDS', 10) * 1000,
      commentsPerBrowser: integer('COMMENT_LIMIT_PER_BROWSER', COMMENT_ALLOWANCE.perBrowser),
      commentsPerAddress: parseInteger(...commentsPerAddressSetting(read), COMMENT_ALLOWANCE.perAddress, 1),
      commentWindowMs: integer('COMMENT_LIMIT_WINDOW_SECONDS', COMMENT_ALLOWANCE.windowSeconds) * 1000,
      aiDraftsPerMinute: integer('AI_DRAFT_LIMIT_PER_MINUTE', 10),
      releaseReportsPerMinute: integer('RELEASE_REPORT_LIMIT_PER_MINUTE', 60),
    },
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    timeouts: { requestMs, headersMs, keepAliveMs: integer('KEEP_ALIVE_TIMEOUT_SECONDS', 72) * 1000 },
    // The API's whole surface, documented, is for developers; production publishes it only on request.
    apiDocs: parseBoolean('API_DOCS', read('API_DOCS'), !production),
    llm: parseLlm({ baseUrl: read('LLM_BASE_URL'), model: read('LLM_MODEL'), apiKey: read('LLM_API_KEY') }, integer('LLM_TIMEOUT_MS', 30_000), production),
    schedulerIntervalMs: integer('SCHEDULER_INTERVAL_MS', 10_000, 100),
    // 0 is the documented way to say "off", as unset is.
    backupEveryHours: integer('BACKUP_EVERY_HOURS', 0, 0) || undefined,
    backupKeep: integer('BACKUP_KEEP', 7),
    backupCheckMs: 60_000,
  };
}
