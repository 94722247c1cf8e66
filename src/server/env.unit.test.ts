import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '#server/env';
import { DEMO_PLATFORM_ISSUER } from '#server/modules/invoices/invoices.platform';

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
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('prepares repeated statements on PostgreSQL unless DB_PREPARED_STATEMENTS is off (decision 044)', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).databasePreparedStatements,
    ).toBe(true);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DB_PREPARED_STATEMENTS/,
    );
  });

  it('adds the demo year whenever the demo is seeded, unless SEED_DEMO_HISTORY is off', () => {
    expect(loadConfig({}).seedDemoHistory).toBe(true);
    expect(loadConfig({ SEED_DEMO_HISTORY: 'false' }).seedDemoHistory).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'off', SEED_DEMO_HISTORY: 'true' }).seedDemoHistory).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemoHistory).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: 'true' }).seedDemoHistory,
    ).toBe(true);
  });

  it('takes the Web Push keys from VAPID_* (generated when unset) and a mailto: subject by default', () => {
    expect(loadConfig({ CONTACT_EMAIL: 'kontakt@klinik.de' }).vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:kontakt@klinik.de',
    });
    const keys = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'a'.repeat(43),
      VAPID_SUBJECT: 'https://example.com/contact',
    };
    expect(loadConfig(keys).vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: keys.VAPID_SUBJECT,
    });
  });

  it('lasts an hour of a time limit 3600 seconds unless ENGINE_TIME_LIMIT_UNIT_SECONDS shortens it', () => {
    expect(loadConfig({}).timeLimitHourMs).toBe(3_600_000);
    expect(loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: '0.5' }).timeLimitHourMs).toBe(500);
    expect(() => loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: '0' })).toThrow(
      /ENGINE_TIME_LIMIT_UNIT_SECONDS/,
    );
    expect(() => loadConfig({ ENGINE_TIME_LIMIT_UNIT_SECONDS: 'soon' })).toThrow(
      /ENGINE_TIME_LIMIT_UNIT_SECONDS/,
    );
  });

  it('takes the platform’s issuer data from PLATFORM_*, with the demo operator by default, and refuses bad values', () => {
    expect(loadConfig({}).platform).toEqual(DEMO_PLATFORM_ISSUER);
    const platform = loadConfig({
      PLATFORM_NAME: 'Pflegebörse GmbH',
      PLATFORM_ADDRESS: 'Hauptstraße 1',
      PLATFORM_POSTCODE: '80331',
      PLATFORM_CITY: 'München',
      PLATFORM_COUNTRY: 'DE',
      PLATFORM_VAT_ID: 'DE123456789',
      PLATFORM_TAX_NUMBER: '143/123/45678',
      PLATFORM_IBAN: 'de89 3704 0044 0532 0130 00',
    }).platform;
    expect(platform).toEqual({
      name: 'Pflegebörse GmbH',
      address: 'Hauptstraße 1',
      postcode: '80331',
      city: 'München',
      country: 'DE',
      vatId: 'DE123456789',
      taxNumber: '143/123/45678',
      iban: 'DE89370400440532013000',
    });
    expect(() => loadConfig({ PLATFORM_IBAN: 'DE89370400440532013001' })).toThrow(
      /PLATFORM_IBAN: must be an IBAN with valid check digits/,
    );
    expect(() => loadConfig({ PLATFORM_VAT_ID: '123' })).toThrow(/PLATFORM_VAT_ID/);
    expect(() => loadConfig({ PLATFORM_COUNTRY: 'Germany' })).toThrow(/PLATFORM_COUNTRY/);
    expect(() => loadConfig({ PLATFORM_NAME: 'x'.repeat(201) })).toThrow(/PLATFORM_NAME/);
  });

  it('starts the clock at CLOCK_START only outside production', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'test', CLOCK_START: '2027-03-27T20:30:00+01:00' });
    expect(config.clockStart?.toISOString()).toBe('2027-03-27T19:30:00.000Z');
    expect(() => loadConfig({ CLOCK_START: '2027-03-27T20:30:00Z' })).toThrow(
      /CLOCK_START: is for tests/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'next sunday' })).toThrow(
      /CLOCK_START/,
    );
  });

  it('lets push go to local test hosts only outside production', () => {
    expect(loadConfig({}).pushTestEndpointHosts).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_HOSTS: '127.0.0.1, Push.Test' })
        .pushTestEndpointHosts,
    ).toEqual(['127.0.0.1', 'push.test']);
    expect(() => loadConfig({ PUSH_TEST_ENDPOINT_HOSTS: '127.0.0.1' })).toThrow(
      /PUSH_TEST_ENDPOINT_HOSTS: is for tests/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PUSH_TEST_ENDPOINT_HOSTS: 'http://127.0.0.1/' }),
    ).toThrow(/PUSH_TEST_ENDPOINT_HOSTS/);
  });

  it('trusts no proxy by default, else the listed addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('serves metrics only with a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '   ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-of-length' }).metricsToken).toBe(
      'a-scrape-token-of-length',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://staff.example.com/' }).publicUrl).toBe(
      'https://staff.example.com',
    );
  });

  it('takes every real address for ADMIN_EMAIL and CONTACT_EMAIL, in the stored form', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Leitung@Pflege.Berlin ',
      ADMIN_PASSWORD: 'long-enough-pw',
    });
    expect(config.adminEmail).toBe('leitung@pflege.berlin');
    // Without CONTACT_EMAIL, contact requests go to the administrator.
    expect(config.contactEmail).toBe('leitung@pflege.berlin');
    expect(
      loadConfig({
        ADMIN_EMAIL: 'IT@xn--krankenhaus-mnchen-y6b.de',
        ADMIN_PASSWORD: 'long-enough-pw',
      }).adminEmail,
    ).toBe('it@krankenhaus-münchen.de');
    expect(loadConfig({ CONTACT_EMAIL: 'Vermittlung+Web@Agentur.Clinic' }).contactEmail).toBe(
      'vermittlung+web@agentur.clinic',
    );
  });

  it('takes MAIL_FROM as an address or as Name <address>, long and internationalised domains too', () => {
    expect(loadConfig({}).mailFrom).toBe('Staffing Marketplace <no-reply@localhost>');
    for (const from of [
      'no-reply@klinik.info',
      'Klinikum Nord <no-reply@klinikum-nord.hamburg>',
      '"Personal, Klinikum Süd" <personal@krankenhaus-münchen.de>',
      '<dispo@agentur.clinic>',
    ]) {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SEED_DEMO_HISTORY: 'maybe' }, 'SEED_DEMO_HISTORY'],
    [{ ADMIN_EMAIL: 'root@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'root@localhost', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
    [{ CONTACT_EMAIL: 'kontakt@klinik..de' }, 'CONTACT_EMAIL'],
    [{ MAIL_FROM: 'Staffing Marketplace' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Staffing Marketplace <no-reply@>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@b.de, c@d.de' }, 'MAIL_FROM'],
    [{ VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://example.com' }, 'VAPID_SUBJECT'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(EnvError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });
});
