/** Configuration from the environment: defaults, parsing, and failing fast with a message that helps. */
import { availableParallelism } from 'node:os';
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
      unsubscribesPerMinute: 120,
      trustProxy: 0,
      turnstileSecretKey: undefined,
      turnstileVerifyUrl: DEFAULT_TURNSTILE_VERIFY_URL,
      mailRetryBaseMs: 30_000,
      mailRetryWindowHours: 24,
      mailClaimLeaseMs: 60_000,
      outboxPollMs: 2_000,
      confirmationsPerAddressPerDay: 3,
      leadRetentionDays: 1095,
      storageLimitMb: 1024,
      publicApiUrl: undefined,
      estimatePdfsPerMinute: 10,
      estimateRenderThreads: Math.max(1, availableParallelism() - 1),
      estimateRenderQueue: 8,
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
        UNSUBSCRIBES_PER_MINUTE: '600',
        TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,127.0.0.1',
        TURNSTILE_SECRET_KEY: 'secret',
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/verify',
        TURNSTILE_HOSTNAMES: 'www.ionvale.example, Ionvale.example',
        MAIL_RETRY_BASE_MS: '1000',
        MAIL_RETRY_WINDOW_HOURS: '0.5',
        MAIL_CLAIM_LEASE_MS: '45000',
        OUTBOX_POLL_MS: '500',
        CONFIRMATIONS_PER_ADDRESS_PER_DAY: '1',
        LEAD_RETENTION_DAYS: '365',
        STORAGE_LIMIT_MB: '0.5',
        PUBLIC_API_URL: 'https://www.ionvale.example/api',
        ESTIMATE_PDFS_PER_MINUTE: '0',
        ESTIMATE_RENDER_THREADS: '3',
        ESTIMATE_RENDER_QUEUE: '20',
      }),
    ).toEqual({
      dataDir: '/var/lib/leads',
      databaseUrl: 'postgres://leads@db/leads',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      allowedOrigins: ['https://www.ionvale.example', 'https://ionvale.example'],
      rateLimitPerMinute: 0,
      unsubscribesPerMinute: 600,
      trustProxy: ['10.0.0.0/8', '2001:db8::/32', '127.0.0.1'],
      turnstileSecretKey: 'secret',
      turnstileVerifyUrl: 'http://127.0.0.1:9/verify',
      turnstileHostnames: ['www.ionvale.example', 'ionvale.example'],
      mailRetryBaseMs: 1000,
      mailRetryWindowHours: 0.5,
      mailClaimLeaseMs: 45_000,
      outboxPollMs: 500,
      confirmationsPerAddressPerDay: 1,
      leadRetentionDays: 365,
      storageLimitMb: 0.5,
      publicApiUrl: 'https://www.ionvale.example/api',
      estimatePdfsPerMinute: 0,
      estimateRenderThreads: 3,
      estimateRenderQueue: 20,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '::1' }).trustProxy).toEqual(['::1']);
  });

  test.each([
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must start with smtp:// or smtps://.'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ RATE_LIMIT_PER_MINUTE: 'ten' }, 'RATE_LIMIT_PER_MINUTE must be a whole number of at least 0, got "ten".'],
    [{ UNSUBSCRIBES_PER_MINUTE: '-1' }, 'UNSUBSCRIBES_PER_MINUTE must be a whole number of at least 0, got "-1".'],
    [{ MAIL_RETRY_WINDOW_HOURS: '0' }, 'MAIL_RETRY_WINDOW_HOURS must be a positive number of hours, got "0".'],
    [{ LEAD_RETENTION_DAYS: '0' }, 'LEAD_RETENTION_DAYS must be a whole number of at least 1, got "0".'],
    [{ STORAGE_LIMIT_MB: '0' }, 'STORAGE_LIMIT_MB must be a positive number of megabytes, got "0".'],
    [{ STORAGE_LIMIT_MB: '1 GB' }, 'STORAGE_LIMIT_MB must be a positive number of megabytes, got "1 GB".'],
    [{ ESTIMATE_RENDER_THREADS: '0' }, 'ESTIMATE_RENDER_THREADS must be a whole number of at least 1, got "0".'],
    [{ ESTIMATE_RENDER_QUEUE: 'many' }, 'ESTIMATE_RENDER_QUEUE must be a whole number of at least 1, got "many".'],
    [{ PUBLIC_API_URL: 'ftp://files.example' }, 'PUBLIC_API_URL must start with https:// or http://.'],
    [{ ALLOWED_ORIGINS: 'www.ionvale.example' }, 'ALLOWED_ORIGINS entry "www.ionvale.example" is not an origin such as https://www.example.com.'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY=true does not say which proxies to trust: give the number of proxies in front of the service (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,::1).',
    ],
    [
      { TRUST_PROXY: 'maybe' },
      'TRUST_PROXY entry "maybe" is not an IP address or CIDR range: give the number of proxies in front of the service (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,::1).',
    ],
    [{ TRUST_PROXY: '10.0.0.0/8, 10.0.0.0/33' }, 'TRUST_PROXY entry "10.0.0.0/33" is not an IP address or CIDR range'],
    [
      { TURNSTILE_HOSTNAMES: 'https://www.ionvale.example' },
      'TURNSTILE_HOSTNAMES entry "https://www.ionvale.example" is not a host name such as www.example.com.',
    ],
    [
      { TURNSTILE_HOSTNAMES: 'www.ionvale.example:443' },
      'TURNSTILE_HOSTNAMES entry "www.ionvale.example:443" is not a host name such as www.example.com.',
    ],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('company facts', () => {
  test('the standalone server refuses to start without them, naming what is missing', () => {
    expect(() => loadCompanyFacts({ COMPANY_NAME: 'Ionvale Systems' })).toThrow(/^Missing LEAD_NOTIFY_TO, MAIL_FROM: /);
    expect(
      loadCompanyFacts({ COMPANY_NAME: 'Ionvale Systems', LEAD_NOTIFY_TO: 'sales@ionvale.example', MAIL_FROM: 'no-reply@ionvale.example' }),
    ).toMatchObject({
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

  test('trustProxy given in code is checked like TRUST_PROXY', () => {
    expect(completeConfig({ trustProxy: ['10.0.0.0/8', '::1'] }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(completeConfig({ trustProxy: 2 }).trustProxy).toBe(2);
    expect(() => completeConfig({ trustProxy: -1 })).toThrow('trustProxy must be a whole number of proxies or a list of their addresses, got -1.');
    expect(() => completeConfig({ trustProxy: ['proxy.internal'] })).toThrow('trustProxy entry "proxy.internal" is not an IP address or CIDR range');
    expect(() => completeConfig({ trustProxy: true as unknown as number })).toThrow(
      /^trustProxy must be a whole number of proxies or a list of their addresses/,
    );
  });

  test('a required key given as undefined is refused', () => {
    expect(() => completeConfig({ dataDir: undefined })).toThrow('dataDir must not be undefined: leave it out to use the default.');
  });
});
