/**
 * One-click unsubscribes (RFC 8058) arrive from the few shared addresses of the big mail providers, for
 * all of their users: they have a limit of their own, larger than the forms' and apart from it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_UNSUBSCRIBES_PER_MINUTE } from '../src/config';
import { createMailLinks } from '../src/mail/links';
import { contactBody, startService, type TestService } from './support/service';

let api: TestService | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The one-click unsubscribe a mail provider sends for `email`, with a link the service itself signed. */
function oneClickUnsubscribe(service: TestService, email: string) {
  const { value: secret } = service.db.prepare("select value from service_secrets where name = 'mail-links'").get() as { value: string };
  const link = new URL(createMailLinks({ apiUrl: 'https://ionvale.example/api', secret }).unsubscribeUrl(email));
  return service.send({
    method: 'POST',
    path: `${link.pathname.replace(/^\/api/, '')}${link.search}`,
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

describe('one-click unsubscribes from one address', () => {
  test("thirty within a minute all succeed, and the forms' limit of ten still holds for that address", async () => {
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10' });
    const service = api;

    const unsubscribes = [];
    for (let i = 0; i < 30; i++) unsubscribes.push(await oneClickUnsubscribe(service, `reader${i}@lab.example`));
    expect(unsubscribes.map((reply) => reply.status)).toEqual(Array(30).fill(200));

    const posts = [];
    for (let i = 0; i < 11; i++) posts.push(await service.send({ path: '/sendEmail', body: { ...contactBody, email: `form${i}@lab.example` } }));
    expect(posts.slice(0, 10).map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(posts[10]).toMatchObject({ status: 429 });
    expect(posts[10]!.headers['retry-after']).toMatch(/^\d+$/);
  });

  test('have a limit of their own all the same, set by UNSUBSCRIBES_PER_MINUTE', async () => {
    expect(DEFAULT_UNSUBSCRIBES_PER_MINUTE).toBeGreaterThanOrEqual(30);
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10', UNSUBSCRIBES_PER_MINUTE: '15' });
    const service = api;

    const replies = [];
    for (let i = 0; i < 16; i++) replies.push(await oneClickUnsubscribe(service, `reader${i}@lab.example`));
    expect(replies.slice(0, 15).map((reply) => reply.status)).toEqual(Array(15).fill(200));
    expect(replies[15]).toMatchObject({ status: 429 });

    // The pages behind the links keep the forms' limit: only the one-click POST is counted apart.
    const pages = [];
    for (let i = 0; i < 11; i++) pages.push(await service.send({ method: 'GET', path: '/email/unsubscribe?token=x' }));
    expect(pages.slice(0, 10).map((reply) => reply.status)).toEqual(Array(10).fill(400));
    expect(pages[10]!.status).toBe(429);
  });
});
