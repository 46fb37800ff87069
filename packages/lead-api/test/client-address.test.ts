/**
 * Who the client is, over real HTTP: the address the rate limit counts and the lead records, with and
 * without proxies trusted to say so in X-Forwarded-For.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { contactBody, REFERENCE, startService, type Reply, type TestService } from './support/service';

let api: TestService | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const clientIpOf = (service: TestService, reply: Reply) =>
  (service.db.prepare('select client_ip from leads where reference = ?').get(reply.text.match(REFERENCE)?.[0]) as { client_ip: string } | undefined)
    ?.client_ip;

/** Sequential, so the order of the answers is the order the limiter saw the requests in. */
async function sendEach(service: TestService, forwardedFor: (index: number) => string, count: number): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let index = 0; index < count; index++) {
    replies.push(
      await service.send({
        path: '/sendEmail',
        body: { ...contactBody, email: `visitor-${index}@lab.example` },
        headers: { 'X-Forwarded-For': forwardedFor(index) },
      }),
    );
  }
  return replies;
}

describe('TRUST_PROXY unset', () => {
  test('40 requests with a different X-Forwarded-For each are one client: 429 after the limit, and the socket address is recorded', async () => {
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10' });
    const replies = await sendEach(api, (index) => `198.51.100.${index + 1}`, 40);

    expect(replies.slice(0, 10).map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(replies.slice(10).map((reply) => reply.status)).toEqual(Array(30).fill(429));
    expect(replies[10]!.text).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(api.counts().leads).toBe(10);
    expect(new Set(replies.slice(0, 10).map((reply) => clientIpOf(api!, reply)))).toEqual(new Set(['127.0.0.1']));
  });
});

describe('TRUST_PROXY=1', () => {
  test("each request's real address, the entry our proxy appended, is its own client and is recorded", async () => {
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '1' });
    const replies = await sendEach(api, (index) => `10.66.66.66, 198.51.100.${index + 1}`, 40);

    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(201));
    expect(replies.map((reply) => clientIpOf(api!, reply))).toEqual(Array.from({ length: 40 }, (_, index) => `198.51.100.${index + 1}`));
  });

  test('rotating what the client wrote left of its real address does not escape the limit', async () => {
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '1' });
    const replies = await sendEach(api, (index) => `10.0.0.${index + 1}, 203.0.113.9`, 12);

    expect(replies.map((reply) => reply.status)).toEqual([...Array(10).fill(201), 429, 429]);
    expect(clientIpOf(api, replies[0]!)).toBe('203.0.113.9');
  });

  test('IPv6 addresses of one /64 share a bucket; the lead keeps the full address', async () => {
    api = await startService({ RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '1' });
    const replies = await sendEach(api, (index) => `2001:db8:1:2::${(index + 1).toString(16)}`, 11);
    expect(replies.map((reply) => reply.status)).toEqual([...Array(10).fill(201), 429]);
    expect(clientIpOf(api, replies[0]!)).toBe('2001:db8:1:2::1');

    const [neighbour] = await sendEach(api, () => '2001:db8:1:3::1', 1);
    expect(neighbour!.status).toBe(201);
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  test('from a listed proxy: the right-most entry that is not one', async () => {
    api = await startService({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    const [reply] = await sendEach(api, () => '6.6.6.6, 203.0.113.5, 10.1.2.3', 1);
    expect(reply!.status).toBe(201);
    expect(clientIpOf(api, reply!)).toBe('203.0.113.5');
  });

  test('from an address not listed: the socket address', async () => {
    api = await startService({ TRUST_PROXY: '10.0.0.0/8' });
    const [reply] = await sendEach(api, () => '203.0.113.5', 1);
    expect(reply!.status).toBe(201);
    expect(clientIpOf(api, reply!)).toBe('127.0.0.1');
  });
});
