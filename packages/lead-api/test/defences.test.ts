/** The small pure pieces behind the defences: rate limiting, reference numbers, header text. */
import { describe, expect, test } from 'vitest';
import { readIdempotencyKey, requestHash } from '../src/defences/idempotency';
import { RateLimiter } from '../src/defences/rate-limit';
import { headerText } from '../src/mail/compose';
import { createReference, referencePrefixFor } from '../src/reference';

describe('RateLimiter', () => {
  test('allows the limit at once, then refills one request per 60/limit seconds', () => {
    let now = 0;
    const limiter = new RateLimiter(10, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.take('b')).toEqual({ allowed: true }); // another client is unaffected
    now = 5_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 6_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  test('a limit of 0 is off', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});

describe('reference numbers', () => {
  test('prefix, dash, six unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(createReference('IV')).toMatch(/^IV-[2-9A-HJKMNP-TV-Z]{6}$/);
  });

  test('the prefix is configured or taken from the company name', () => {
    expect(referencePrefixFor('Ionvale Systems', 'iv')).toBe('IV');
    expect(referencePrefixFor('Ionvale Systems')).toBe('IS');
    expect(referencePrefixFor('Ionvale')).toBe('IO');
    expect(() => referencePrefixFor('X', '---')).toThrow();
  });
});

describe('idempotency keys', () => {
  test('visible ASCII, 1 to 255 characters', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey('6f1c2b1e-3a4d-4c5b-9e8f-0a1b2c3d4e5f')).toBe('6f1c2b1e-3a4d-4c5b-9e8f-0a1b2c3d4e5f');
    expect(readIdempotencyKey('')).toBeNull();
    expect(readIdempotencyKey('a b')).toBeNull();
    expect(readIdempotencyKey('x'.repeat(256))).toBeNull();
  });

  test('the same request hashes alike; another endpoint or body does not', () => {
    const body = new TextEncoder().encode('{"a":1}');
    expect(requestHash('/sendEmail', body)).toBe(requestHash('/sendEmail', body));
    expect(requestHash('/leads', body)).not.toBe(requestHash('/sendEmail', body));
    expect(requestHash('/sendEmail', new TextEncoder().encode('{"a":2}'))).not.toBe(requestHash('/sendEmail', body));
  });
});

test('header text never keeps a control or line-separator character', () => {
  expect(headerText('Quote\r\nBcc: x@example.org')).toBe('Quote Bcc: x@example.org');
  expect(headerText('a\u2028b\u0085c\u0000d')).toBe('a b c d');
  expect(headerText('Zoë 中国 🚀')).toBe('Zoë 中国 🚀');
});

test('the rate limiter forgets idle clients once it tracks too many', () => {
  let now = 0;
  const limiter = new RateLimiter(1, () => now);
  for (let i = 0; i < 50_000; i++) limiter.take(`client-${i}`);
  now = 60_000; // every bucket is full again
  expect(limiter.take('newcomer')).toEqual({ allowed: true });
  expect((limiter as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(1);
});
