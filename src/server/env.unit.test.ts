import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has the documented defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
    });
  });

  it('turns demo data off by default with a database server, and lets SEED_DEMO decide', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('lasts an hour of a time limit 3600 seconds unless ENGINE_TIME_LIMIT_UNIT_SECONDS shortens it', () => {
    expect(loadConfig({}).timeLimitHourMs).toBe(3_600_000);
    expect(loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: '0.5' }).timeLimitHourMs).toBe(500);
    expect(() => loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: '0' })).toThrow(/ENGINE_TIME_LIMIT_UNIT_SECONDS/);
    expect(() => loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: 'soon' })).toThrow(/ENGINE_TIME_LIMIT_UNIT_SECONDS/);
  });

  it('trusts no proxy by default, else the listed addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://staff.example.com/' }).publicUrl).toBe('https://staff.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'root@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(EnvError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });
});
