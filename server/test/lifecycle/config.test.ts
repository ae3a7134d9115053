import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has local defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'data'),
      backupDir: path.resolve(process.cwd(), 'backups'),
      databaseUrl: undefined,
      redisUrl: undefined,
      demoMode: true,
      // Both spellings of the local address: a page opened at 127.0.0.1 must reach the API too.
      corsOrigins: [
        'http://localhost:5173',
        'http://localhost:5174',
        'http://localhost:5175',
        'http://localhost:5176',
        'http://127.0.0.1:5173',
        'http://127.0.0.1:5174',
        'http://127.0.0.1:5175',
        'http://127.0.0.1:5176',
      ],
      logLevel: 'info',
      logFormat: 'pretty',
      publicApiUrl: 'http://localhost:3000',
      publicSiteUrl: 'http://localhost:5173',
      production: false,
      admin: undefined,
      sessionTtlMs: 12 * 60 * 60_000,
      sessionIdleMs: 120 * 60_000,
      rateLimits: {
        loginPerIp: 20,
        loginPerAccount: 5,
        loginWindowMs: 15 * 60_000,
        loginSlowdownBaseMs: 250,
        loginSlowdownMaxMs: 10_000,
        commentsPerBrowser: 5,
        // A lecture hall behind one campus address (docs/decisions/0068).
        commentsPerAddress: 60,
        commentWindowMs: 10 * 60_000,
        aiDraftsPerMinute: 10,
        releaseReportsPerMinute: 60,
      },
      trustProxy: false,
      timeouts: { requestMs: 120_000, headersMs: 20_000, keepAliveMs: 72_000 },
      apiDocs: true,
      llm: undefined,
      schedulerIntervalMs: 10_000,
      backupEveryHours: undefined,
      backupKeep: 7,
      backupCheckMs: 60_000,
    });
  });

  it('reads BACKUP_EVERY_HOURS (unset or 0: off) and BACKUP_KEEP (issue 37)', () => {
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0' }).backupEveryHours).toBeUndefined();
    expect(loadConfig({ BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '14' })).toMatchObject({ backupEveryHours: 24, backupKeep: 14 });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '1.5' })).toThrow(/^Invalid BACKUP_EVERY_HOURS=/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/^Invalid BACKUP_KEEP=/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/studyhub',
      BACKUP_DIR: '/var/backups/studyhub',
      DATABASE_URL: 'postgres://app@db:5432/studyhub',
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      DEMO_MODE: '0',
      CORS_ORIGINS: 'https://studyhub.example.org, https://admin.studyhub.example.org',
      LOG_LEVEL: 'WARN',
      LOG_FORMAT: 'JSON',
      PUBLIC_API_URL: 'https://api.studyhub.example.org/',
      PUBLIC_SITE_URL: 'https://studyhub.example.org/',
      ADMIN_EMAIL: 'Head@Example.org',
      ADMIN_PASSWORD: 'short',
      SESSION_TTL_MINUTES: '60',
      SESSION_IDLE_MINUTES: '15',
      LOGIN_LIMIT_PER_IP: '10',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_WINDOW_SECONDS: '300',
      LOGIN_SLOWDOWN_BASE_MS: '100',
      LOGIN_SLOWDOWN_MAX_SECONDS: '5',
      COMMENT_LIMIT_PER_BROWSER: '2',
      COMMENT_LIMIT_PER_ADDRESS: '30',
      COMMENT_LIMIT_WINDOW_SECONDS: '60',
      AI_DRAFT_LIMIT_PER_MINUTE: '4',
      RELEASE_REPORT_LIMIT_PER_MINUTE: '120',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, fd00::/8',
      REQUEST_TIMEOUT_SECONDS: '30',
      HEADERS_TIMEOUT_SECONDS: '5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      API_DOCS: 'false',
      LLM_BASE_URL: 'https://llm.example.org/v1/',
      LLM_MODEL: 'small-model',
      LLM_API_KEY: 'sk-123',
      LLM_TIMEOUT_MS: '5000',
      SCHEDULER_INTERVAL_MS: '250',
      BACKUP_EVERY_HOURS: '12',
      BACKUP_KEEP: '3',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/studyhub',
      backupDir: '/var/backups/studyhub',
      databaseUrl: 'postgres://app@db:5432/studyhub',
      redisUrl: 'rediss://:secret@cache.internal:6380/2',
      demoMode: false,
      corsOrigins: ['https://studyhub.example.org', 'https://admin.studyhub.example.org'],
      logLevel: 'warn',
      logFormat: 'json',
      publicApiUrl: 'https://api.studyhub.example.org',
      publicSiteUrl: 'https://studyhub.example.org',
      production: false,
      // Short passwords are only refused in production.
      admin: { email: 'head@example.org', password: 'short' },
      sessionTtlMs: 60 * 60_000,
      sessionIdleMs: 15 * 60_000,
      rateLimits: {
        loginPerIp: 10,
        loginPerAccount: 3,
        loginWindowMs: 300_000,
        loginSlowdownBaseMs: 100,
        loginSlowdownMaxMs: 5_000,
        commentsPerBrowser: 2,
        commentsPerAddress: 30,
        commentWindowMs: 60_000,
        aiDraftsPerMinute: 4,
        releaseReportsPerMinute: 120,
      },
      trustProxy: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8'],
      timeouts: { requestMs: 30_000, headersMs: 5_000, keepAliveMs: 65_000 },
      apiDocs: false,
      llm: { baseUrl: 'https://llm.example.org/v1', model: 'small-model', apiKey: 'sk-123', timeoutMs: 5000 },
      schedulerIntervalMs: 250,
      backupEveryHours: 12,
      backupKeep: 3,
      backupCheckMs: 60_000,
    });
  });

  const PRODUCTION = { NODE_ENV: 'production', ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'twelve-chars' };

  it('builds the public URL from PORT and turns demo mode off in production', () => {
    const config = loadConfig({ ...PRODUCTION, PORT: '4000' });
    expect(config.publicApiUrl).toBe('http://localhost:4000');
    expect(config.production).toBe(true);
    expect(config.demoMode).toBe(false);
    expect(config.admin).toEqual({ email: 'admin@example.org', password: 'twelve-chars' });
    // The documented API surface is published in production only when asked for.
    expect(config.apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    // A log collector reads production's lines; a terminal the others'.
    expect(config.logFormat).toBe('json');
    expect(loadConfig({ ...PRODUCTION, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses an http:// AI provider in production, where the key would travel in clear, unless it runs on this machine', () => {
    const llm = { LLM_MODEL: 'm', LLM_API_KEY: 'sk-x' };
    expect(() => loadConfig({ ...PRODUCTION, ...llm, LLM_BASE_URL: 'http://llm.example.org/v1' })).toThrow(/^LLM_BASE_URL must be an https:\/\/ URL in production/);
    expect(loadConfig({ ...PRODUCTION, ...llm, LLM_BASE_URL: 'https://llm.example.org/v1' }).llm?.baseUrl).toBe('https://llm.example.org/v1');
    for (const local of ['http://localhost:11434/v1', 'http://127.0.0.1:8080/v1', 'http://[::1]:8080/v1']) {
      expect(loadConfig({ ...PRODUCTION, ...llm, LLM_BASE_URL: local }).llm?.baseUrl).toBe(local);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '::1, 2001:db8::/32' }).trustProxy).toEqual(['::1', '2001:db8::/32']);
  });

  it('reads COMMENT_LIMIT_PER_IP, the old name of COMMENT_LIMIT_PER_ADDRESS, and refuses the two set apart', () => {
    expect(loadConfig({ COMMENT_LIMIT_PER_IP: '200' }).rateLimits.commentsPerAddress).toBe(200);
    expect(loadConfig({ COMMENT_LIMIT_PER_IP: '200', COMMENT_LIMIT_PER_ADDRESS: '200' }).rateLimits.commentsPerAddress).toBe(200);
    expect(() => loadConfig({ COMMENT_LIMIT_PER_IP: '5', COMMENT_LIMIT_PER_ADDRESS: '60' })).toThrow(
      /^COMMENT_LIMIT_PER_IP is the old name of COMMENT_LIMIT_PER_ADDRESS and they differ: set only COMMENT_LIMIT_PER_ADDRESS\.$/,
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(/^HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS/);
  });

  it.each([
    ['without an administrator', { NODE_ENV: 'production' }, /^Production needs ADMIN_EMAIL and ADMIN_PASSWORD/],
    ['with only ADMIN_EMAIL', { NODE_ENV: 'production', ADMIN_EMAIL: 'admin@example.org' }, /^Set both ADMIN_EMAIL and ADMIN_PASSWORD/],
    ['with a password under 12 characters', { ...PRODUCTION, ADMIN_PASSWORD: 'eleven-char' }, /^ADMIN_PASSWORD must have at least 12 characters/],
    ['in demo mode', { ...PRODUCTION, DEMO_MODE: 'true' }, /^DEMO_MODE cannot be on in production/],
  ])('refuses to start in production %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['LLM_BASE_URL without LLM_MODEL', { LLM_BASE_URL: 'http://localhost:11434/v1' }],
    ['LLM_MODEL without LLM_BASE_URL', { LLM_MODEL: 'llama3' }],
  ])('refuses %s', (_label, env) => {
    expect(() => loadConfig(env)).toThrow(/^AI drafts need both LLM_BASE_URL and LLM_MODEL/);
  });

  it('leaves AI drafts off without LLM settings, and the key optional', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3',
      apiKey: undefined,
      timeoutMs: 30_000,
    });
  });

  it.each([
    ['PORT', '3000abc'],
    ['PORT', '70000'],
    ['DEMO_MODE', 'maybe'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache.internal:6379'],
    ['CORS_ORIGINS', 'http://localhost:5173/app'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'xml'],
    ['PUBLIC_API_URL', 'ftp://files.example.org'],
    ['PUBLIC_SITE_URL', 'studyhub.example.org'],
    ['PUBLIC_SITE_URL', 'javascript:alert(1)'],
    ['PUBLIC_SITE_URL', 'https://studyhub.example.org/?ref=feed'],
    ['PUBLIC_SITE_URL', 'https://studyhub.example.org/\nDisallow: /'],
    ['ADMIN_EMAIL', 'not-an-email', { ADMIN_PASSWORD: 'x' }],
    ['LLM_BASE_URL', 'ftp://llm.example.org', { LLM_MODEL: 'm' }],
    ['LLM_TIMEOUT_MS', '0'],
    ['SCHEDULER_INTERVAL_MS', '50'],
    ['SESSION_TTL_MINUTES', '1.5'],
    ['LOGIN_LIMIT_PER_IP', '-1'],
    ['COMMENT_LIMIT_PER_BROWSER', '0'],
    ['COMMENT_LIMIT_PER_ADDRESS', 'sixty'],
    ['COMMENT_LIMIT_PER_IP', '0'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['AI_DRAFT_LIMIT_PER_MINUTE', 'many'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['API_DOCS', 'perhaps'],
    ['SMTP_URL', 'mail.example.org:25'],
    ['SMTP_URL', 'https://mail.example.org'],
  ] as Array<[string, string, Record<string, string>?]>)('rejects %s=%s with a message naming the variable', (name, value, others = {}) => {
    expect(() => loadConfig({ ...others, [name]: value })).toThrow(new RegExp(`^Invalid ${name}=`));
  });

  it('reads SMTP_URL and SMTP_FROM for invite mails (docs/decisions/0083)', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.org:465' }).smtp).toEqual({ url: 'smtps://user:pass@mail.example.org:465', from: 'StudyHub <no-reply@mail.example.org>' });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'Dept <web@example.org>' }).smtp).toEqual({ url: 'smtp://127.0.0.1:2525', from: 'Dept <web@example.org>' });
    expect(() => loadConfig({ SMTP_FROM: 'Dept <web@example.org>' })).toThrow(/SMTP_FROM is set without SMTP_URL/);
    // A refused URL is named without its password.
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2-secret@mail.example.org' })).toThrow(/^Invalid SMTP_URL="http:\/\/\*\*\*@mail\.example\.org/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2-secret@mail.example.org' })).not.toThrow(/hunter2/);
  });
});
