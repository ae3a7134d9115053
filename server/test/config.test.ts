import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has local defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      demoMode: true,
      corsOrigins: ['http://localhost:5173', 'http://localhost:5174', 'http://localhost:5175', 'http://localhost:5176'],
      logLevel: 'info',
      publicApiUrl: 'http://localhost:3000',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/studyhub',
      DATABASE_URL: 'postgres://app@db:5432/studyhub',
      DEMO_MODE: '0',
      CORS_ORIGINS: 'https://studyhub.example.org, https://admin.studyhub.example.org',
      LOG_LEVEL: 'WARN',
      PUBLIC_API_URL: 'https://api.studyhub.example.org/',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/studyhub',
      databaseUrl: 'postgres://app@db:5432/studyhub',
      demoMode: false,
      corsOrigins: ['https://studyhub.example.org', 'https://admin.studyhub.example.org'],
      logLevel: 'warn',
      publicApiUrl: 'https://api.studyhub.example.org',
    });
  });

  it('builds the public URL from PORT and turns demo mode off in production', () => {
    const config = loadConfig({ PORT: '4000', NODE_ENV: 'production' });
    expect(config.publicApiUrl).toBe('http://localhost:4000');
    expect(config.demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it.each([
    ['PORT', '3000abc'],
    ['PORT', '70000'],
    ['DEMO_MODE', 'maybe'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['CORS_ORIGINS', 'http://localhost:5173/app'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_API_URL', 'ftp://files.example.org'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}=`));
  });
});
