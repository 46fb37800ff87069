import { describe, expect, it } from 'vitest';
import { scoreResponse, type ScoredResponse } from './observatory-score';

const STRICT_CSP = "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** A response with every header right: the bonuses come from CSP (+5), Referrer-Policy (+5), frame-ancestors (+5) and CORP (+10). */
const good: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': STRICT_CSP,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const score = (headers: Record<string, string | string[] | undefined>, extra: Partial<ScoredResponse> = {}) =>
  scoreResponse({ url: 'https://ionvale.example/', headers, ...extra });
const result = (test: string, headers: Record<string, string | string[] | undefined>, extra: Partial<ScoredResponse> = {}) =>
  score(headers, extra).outcomes.find((o) => o.test === test)!;

describe('the Observatory score', () => {
  it('gives a response with every header right 125, an A+', () => {
    expect(score(good)).toMatchObject({ score: 125, grade: 'A+' });
  });

  it('takes 25 for a missing or unparsable policy, and 20 for allowing inline scripts', () => {
    expect(result('content-security-policy', { ...good, 'content-security-policy': undefined })).toMatchObject({
      result: 'csp-not-implemented',
      modifier: -25,
    });
    expect(result('content-security-policy', { ...good, 'content-security-policy': "script-src 'self'; script-src 'none'" }).modifier).toBe(-25);
    expect(
      result('content-security-policy', { ...good, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }),
    ).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
      modifier: -20,
    });
    // No script-src and no default-src: anything may run.
    expect(result('content-security-policy', { ...good, 'content-security-policy': "frame-ancestors 'none'" }).modifier).toBe(-20);
    // A scheme alone is as good as no list at all.
    expect(result('content-security-policy', { ...good, 'content-security-policy': "default-src 'self'; script-src https:" }).modifier).toBe(-20);
    expect(result('content-security-policy', { ...good, 'content-security-policy': "default-src 'self'; object-src *" }).modifier).toBe(-20);
    // Only the penalties count once the total falls below an A.
    expect(score({ ...good, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }).score).toBe(80);
  });

  it("forgives 'unsafe-inline' next to a hash, which browsers then ignore", () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='";
    expect(result('content-security-policy', { ...good, 'content-security-policy': csp }).modifier).toBe(5);
  });

  it("takes 10 for 'unsafe-eval' and 20 for plain-HTTP script sources on an HTTPS site", () => {
    expect(
      result('content-security-policy', { ...good, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" }).modifier,
    ).toBe(-10);
    const http = "default-src 'self'; script-src 'self' http://cdn.example";
    expect(result('content-security-policy', { ...good, 'content-security-policy': http }).modifier).toBe(-20);
    expect(result('content-security-policy', { ...good, 'content-security-policy': http }, { url: 'http://ionvale.example/' }).modifier).toBe(5);
    expect(result('content-security-policy', { ...good, 'content-security-policy': "default-src 'self'; img-src http://img.example" }).modifier).toBe(
      -10,
    );
  });

  it('tolerates inline styles without a bonus and rewards default-src none with 10', () => {
    expect(
      result('content-security-policy', { ...good, 'content-security-policy': `${STRICT_CSP}; style-src 'self' 'unsafe-inline'` }),
    ).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
    });
    expect(result('content-security-policy', { ...good, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" }).modifier).toBe(10);
  });

  it("rejects 'strict-dynamic' without a hash or nonce to start from", () => {
    expect(result('content-security-policy', { ...good, 'content-security-policy': "script-src 'strict-dynamic'" }).modifier).toBe(-25);
    expect(
      result('content-security-policy', {
        ...good,
        'content-security-policy': "default-src 'self'; script-src 'strict-dynamic' 'nonce-x' https:; object-src 'none'",
      }).modifier,
    ).toBe(5);
  });

  it('combines several policies: a source survives only if every policy lists it', () => {
    const two = ["default-src 'self'; script-src 'self' 'unsafe-inline'", "script-src 'self'"];
    expect(result('content-security-policy', { ...good, 'content-security-policy': two }).modifier).toBe(5);
  });

  it('takes 20 without HSTS, or over plain HTTP, 10 for less than six months, and 20 for a malformed header', () => {
    expect(result('strict-transport-security', { ...good, 'strict-transport-security': undefined })).toMatchObject({
      result: 'hsts-not-implemented',
      modifier: -20,
    });
    expect(result('strict-transport-security', good, { url: 'http://ionvale.example/' }).modifier).toBe(-20);
    expect(result('strict-transport-security', { ...good, 'strict-transport-security': 'max-age=86400' }).modifier).toBe(-10);
    expect(result('strict-transport-security', { ...good, 'strict-transport-security': 'max-age=15552000' }).modifier).toBe(0);
    expect(result('strict-transport-security', { ...good, 'strict-transport-security': 'includeSubDomains' }).modifier).toBe(-20);
    expect(result('strict-transport-security', { ...good, 'strict-transport-security': 'max-age=1, max-age=2' }).modifier).toBe(-20);
    expect(score({ ...good, 'strict-transport-security': undefined }).score).toBe(80);
  });

  it('takes 5 without nosniff', () => {
    expect(result('x-content-type-options', { ...good, 'x-content-type-options': undefined }).modifier).toBe(-5);
    expect(result('x-content-type-options', { ...good, 'x-content-type-options': 'sniff' }).modifier).toBe(-5);
  });

  it('takes 20 when framing is not refused, and gives 5 for frame-ancestors', () => {
    const noAncestors = "default-src 'self'";
    expect(result('x-frame-options', { ...good, 'content-security-policy': noAncestors, 'x-frame-options': undefined }).modifier).toBe(-20);
    expect(result('x-frame-options', { ...good, 'content-security-policy': noAncestors, 'x-frame-options': 'ALLOWALL' }).modifier).toBe(-20);
    expect(result('x-frame-options', { ...good, 'content-security-policy': noAncestors })).toMatchObject({ modifier: 0 });
    expect(result('x-frame-options', { ...good, 'x-frame-options': undefined })).toMatchObject({
      result: 'x-frame-options-implemented-via-csp',
      modifier: 5,
    });
  });

  it('rewards a private Referrer-Policy with 5 and takes 5 for a leaky or unknown one', () => {
    expect(result('referrer-policy', { ...good, 'referrer-policy': undefined }).modifier).toBe(0);
    expect(result('referrer-policy', { ...good, 'referrer-policy': 'unsafe-url' }).modifier).toBe(-5);
    expect(result('referrer-policy', { ...good, 'referrer-policy': 'everything' }).modifier).toBe(-5);
    // The last policy the browser knows wins.
    expect(result('referrer-policy', { ...good, 'referrer-policy': 'unsafe-url, no-referrer, bogus' }).modifier).toBe(5);
  });

  it('rewards CORP same-origin or same-site with 10 and takes 5 for a bad value', () => {
    expect(result('cross-origin-resource-policy', { ...good, 'cross-origin-resource-policy': 'same-site' }).modifier).toBe(10);
    expect(result('cross-origin-resource-policy', { ...good, 'cross-origin-resource-policy': 'cross-origin' }).modifier).toBe(0);
    expect(result('cross-origin-resource-policy', { ...good, 'cross-origin-resource-policy': undefined }).modifier).toBe(0);
    expect(result('cross-origin-resource-policy', { ...good, 'cross-origin-resource-policy': 'nobody' }).modifier).toBe(-5);
  });

  it('judges cookies by Secure, HttpOnly on sessions and SameSite', () => {
    const cookie = (value: string) => result('cookies', { ...good, 'set-cookie': value });
    expect(result('cookies', good).modifier).toBe(0);
    expect(cookie('theme=dark; Secure; SameSite=Lax').modifier).toBe(5);
    expect(cookie('theme=dark; Secure').modifier).toBe(0);
    expect(cookie('theme=dark; SameSite=Lax').modifier).toBe(-5);
    expect(result('cookies', { ...good, 'strict-transport-security': undefined, 'set-cookie': 'theme=dark' }).modifier).toBe(-20);
    expect(cookie('sessionid=1; Secure; SameSite=Lax').modifier).toBe(-30);
    expect(result('cookies', { ...good, 'strict-transport-security': undefined, 'set-cookie': 'sessionid=1; HttpOnly' }).modifier).toBe(-40);
    expect(cookie('theme=dark; Secure; SameSite=Sometimes').modifier).toBe(-20);
    expect(cookie('csrftoken=1; Secure').modifier).toBe(-20);
    expect(result('cookies', { ...good, 'set-cookie': ['a=1; Secure; SameSite=Strict', 'b=2; Secure'] }).modifier).toBe(0);
  });

  it('takes 50 for echoing any Origin with credentials allowed', () => {
    const origin = 'https://attacker.example';
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    expect(result('cross-origin-resource-sharing', { ...good, ...cors }, { requestOrigin: origin }).modifier).toBe(-50);
    expect(result('cross-origin-resource-sharing', { ...good, 'access-control-allow-origin': '*' }).modifier).toBe(0);
    expect(
      result('cross-origin-resource-sharing', { ...good, 'access-control-allow-origin': 'https://partner.example' }, { requestOrigin: origin })
        .modifier,
    ).toBe(0);
  });

  it('judges the plain-HTTP redirect chain when it is given', () => {
    const redirects = (route: string[]) => result('redirection', good, { httpRedirects: route });
    expect(score(good).outcomes.some((o) => o.test === 'redirection')).toBe(false);
    expect(redirects(['http://ionvale.example/', 'https://ionvale.example/']).modifier).toBe(0);
    expect(redirects(['http://ionvale.example/']).modifier).toBe(-20);
    expect(redirects(['http://ionvale.example/', 'http://www.ionvale.example/']).modifier).toBe(-20);
    expect(redirects(['http://ionvale.example/', 'http://www.ionvale.example/', 'https://www.ionvale.example/']).modifier).toBe(-10);
    expect(redirects(['http://ionvale.example/', 'https://www.ionvale.example/']).modifier).toBe(-5);
    expect(redirects([]).modifier).toBe(0);
  });

  it('wants scripts from other sites pinned with integrity and loaded over HTTPS', () => {
    const page = (body: string) => result('subresource-integrity', good, { body });
    expect(page('<p>no scripts</p>').result).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(page('<script>inline()</script><script type="module" src="/assets/app.js"></script>').modifier).toBe(0);
    expect(page('<script src="https://cdn.ionvale.example/a.js"></script>').modifier).toBe(0);
    expect(page('<script src="https://cdn.other.example/a.js"></script>').modifier).toBe(-5);
    expect(page('<script src="https://cdn.other.example/a.js" integrity="sha384-x" crossorigin></script>').modifier).toBe(5);
    expect(page('<script src="http://cdn.other.example/a.js" integrity="sha384-x"></script>').modifier).toBe(-20);
    expect(page('<script src="//cdn.other.example/a.js"></script>').modifier).toBe(-50);
    expect(page('<script src="/assets/app.js" integrity="sha384-x"></script>').modifier).toBe(5);
    expect(
      result('subresource-integrity', { ...good, 'content-type': 'application/json' }, { body: '<script src="//x.example/a.js">' }).modifier,
    ).toBe(0);
  });

  it('reads Playwright-style header lists, repeated headers included', () => {
    const list = Object.entries(good).map(([name, value]) => ({ name, value }));
    expect(scoreResponse({ url: 'https://ionvale.example/', headers: list }).score).toBe(125);
    const twoCookies = [...list, { name: 'Set-Cookie', value: 'a=1; Secure; SameSite=Lax' }, { name: 'Set-Cookie', value: 'sessionid=2; Secure' }];
    expect(scoreResponse({ url: 'https://ionvale.example/', headers: twoCookies }).outcomes.find((o) => o.test === 'cookies')!.modifier).toBe(-30);
  });

  it('never goes below 0, and grades on the published scale', () => {
    const nothing = score({}, { body: '<script src="//evil.example/x.js"></script>', url: 'http://ionvale.example/' });
    expect(nothing).toMatchObject({ score: 0, grade: 'F' });
    expect(score({ ...good, 'content-security-policy': undefined }).grade).toBe('B');
    expect(score({ ...good, 'x-content-type-options': undefined }).grade).toBe('A+');
  });
});
