/** Configuration from the environment: defaults, parsing, and failing fast with a message that helps. */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { completeConfig } from '../src/config';
import { createLeadService, DEFAULT_TURNSTILE_VERIFY_URL, loadCompanyFacts, loadConfig } from '../src/index';

describe('loadConfig', () => {
  test('defaults', () => {
    expect(loadConfig({ INIT_CWD: '/srv/site' })).toEqual({
      dataDir: '/srv/site/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      allowedOrigins: [],
      rateLimitPerMinute: 10,
      trustProxy: 0,
      turnstileSecretKey: undefined,
      turnstileVerifyUrl: DEFAULT_TURNSTILE_VERIFY_URL,
      mailRetryBaseMs: 30_000,
      mailMaxAttempts: 12,
      outboxPollMs: 2_000,
    });
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });

  test('every variable', () => {
    expect(
      loadConfig({
        DATA_DIR: '/var/lib/leads',
        DATABASE_URL: 'postgres://leads@db/leads',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        ALLOWED_ORIGINS: 'https://www.ionvale.example, https://ionvale.example/',
        RATE_LIMIT_PER_MINUTE: '0',
        TRUST_PROXY: 'true',
        TURNSTILE_SECRET_KEY: 'secret',
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/verify',
        MAIL_RETRY_BASE_MS: '1000',
        MAIL_MAX_ATTEMPTS: '3',
        OUTBOX_POLL_MS: '500',
      }),
    ).toEqual({
      dataDir: '/var/lib/leads',
      databaseUrl: 'postgres://leads@db/leads',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      allowedOrigins: ['https://www.ionvale.example', 'https://ionvale.example'],
      rateLimitPerMinute: 0,
      trustProxy: 1,
      turnstileSecretKey: 'secret',
      turnstileVerifyUrl: 'http://127.0.0.1:9/verify',
      mailRetryBaseMs: 1000,
      mailMaxAttempts: 3,
      outboxPollMs: 500,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  test.each([
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must start with smtp:// or smtps://.'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ RATE_LIMIT_PER_MINUTE: 'ten' }, 'RATE_LIMIT_PER_MINUTE must be a whole number of at least 0, got "ten".'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a whole number of at least 1, got "0".'],
    [{ ALLOWED_ORIGINS: 'www.ionvale.example' }, 'ALLOWED_ORIGINS entry "www.ionvale.example" is not an origin such as https://www.example.com.'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true, false or a number of proxy hops, got "maybe".'],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('company facts', () => {
  test('the standalone server refuses to start without them, naming what is missing', () => {
    expect(() => loadCompanyFacts({ COMPANY_NAME: 'Ionvale Systems' })).toThrow(/^Missing LEAD_NOTIFY_TO, MAIL_FROM: /);
    expect(loadCompanyFacts({ COMPANY_NAME: 'Ionvale Systems', LEAD_NOTIFY_TO: 'sales@ionvale.example', MAIL_FROM: 'no-reply@ionvale.example' })).toMatchObject({
      name: 'Ionvale Systems',
      notifyTo: 'sales@ionvale.example',
      from: 'no-reply@ionvale.example',
    });
  });

  test('a mailbox that is not one address fails when the service is created, not at the first lead', () => {
    const config = loadConfig({ DATA_DIR: '/nonexistent' });
    const company = { name: 'Ionvale Systems', notifyTo: 'sales@ionvale.example, info@ionvale.example', from: 'no-reply@ionvale.example' };
    expect(() => createLeadService({ ...config, company })).toThrow(/must be one e-mail address/);
    expect(() => createLeadService({ ...config, company: { ...company, notifyTo: 'sales' } })).toThrow(/must be one e-mail address/);
  });
});

describe('configuration given in code', () => {
  test('keys left out come from the environment; keys given win, undefined included for the optional ones', () => {
    const config = completeConfig({ dataDir: '/srv/leads', rateLimitPerMinute: 0, smtpUrl: undefined });
    expect(config).toMatchObject({ dataDir: '/srv/leads', rateLimitPerMinute: 0, smtpUrl: undefined, outboxPollMs: 2_000 });
  });

  test('a required key given as undefined is refused', () => {
    expect(() => completeConfig({ dataDir: undefined })).toThrow('dataDir must not be undefined: leave it out to use the default.');
  });
});
