import { describe, expect, it, vi } from 'vitest';
import { createLeadQueue, LeadSubmitError, retryDelay, submitLead } from './client.ts';

const respond = (status: number, text = '') => new Response(text, { status });

function fakeFetch(...replies: Array<Response | Error>) {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init!);
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const noSleep = { sleep: async () => {} };

describe('submitLead', () => {
  it('retries 503s and network errors with the same idempotency key, then returns the text', async () => {
    const { fetch, calls } = fakeFetch(respond(503), new TypeError('offline'), respond(201, 'Reference IV-ABC123'));
    await expect(submitLead('/api/sendEmail', { a: 1 }, { fetch, ...noSleep })).resolves.toBe('Reference IV-ABC123');
    expect(calls).toHaveLength(3);
    const keys = calls.map((init) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.body).toBe('{"a":1}');
  });

  it('gives up after 3 retries with the last server text', async () => {
    const { fetch, calls } = fakeFetch(respond(502), respond(504), respond(500), respond(429, 'Too many requests'));
    await expect(submitLead('/x', {}, { fetch, ...noSleep })).rejects.toThrow('Too many requests');
    expect(calls).toHaveLength(4);
  });

  it('does not retry a refusal and carries its text, or an empty message when it has none', async () => {
    const first = fakeFetch(respond(400, 'Please enter a valid email.'));
    const error = await submitLead('/x', {}, { fetch: first.fetch, ...noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadSubmitError);
    expect((error as LeadSubmitError).message).toBe('Please enter a valid email.');
    expect((error as LeadSubmitError).status).toBe(400);
    expect(first.calls).toHaveLength(1);
    await expect(submitLead('/x', {}, { fetch: fakeFetch(respond(403)).fetch, ...noSleep })).rejects.toMatchObject({
      name: 'LeadSubmitError',
      message: '',
      status: 403,
    });
  });

  it('waits 2^attempt x 100 ms plus up to 100 ms of jitter', async () => {
    const waits: number[] = [];
    const { fetch } = fakeFetch(respond(503), respond(503), respond(503), respond(201, 'ok'));
    await submitLead('/x', {}, { fetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5 });
    expect(waits).toEqual([150, 250, 450]);
    expect(retryDelay(0, () => 0)).toBe(100);
    expect(retryDelay(3, () => 0.999)).toBeCloseTo(899.9);
    expect(retryDelay(40)).toBe(5 * 60 * 1000);
  });
});

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('createLeadQueue', () => {
  it('keeps a lead until the server accepts it, retrying later, and sends it once', async () => {
    const storage = memoryStorage();
    const timers: Array<() => void> = [];
    const submit = vi.fn<typeof submitLead>().mockRejectedValueOnce(new LeadSubmitError('Failed')).mockResolvedValueOnce('Reference IV-QUEUE1');
    const queue = createLeadQueue({ storage, submit, setTimer: (callback) => timers.push(callback) });

    await queue.enqueue('/api/leads', { email: 'a@lab.example' });
    expect(queue.pending()).toBe(1);
    expect(timers).toHaveLength(1);

    timers.shift()!();
    await queue.flush();
    expect(queue.pending()).toBe(0);
    expect(submit).toHaveBeenCalledTimes(2);
    const [first, second] = submit.mock.calls;
    expect(second![2]!.idempotencyKey).toBe(first![2]!.idempotencyKey);
  });

  it('sends what an earlier page left behind', async () => {
    const storage = memoryStorage();
    const offline = createLeadQueue({
      storage,
      submit: async () => Promise.reject(new LeadSubmitError('Failed')),
      setTimer: () => undefined,
    });
    await offline.enqueue('/api/leads', { email: 'b@lab.example' });

    const submit = vi.fn<typeof submitLead>().mockResolvedValue('ok');
    const nextPage = createLeadQueue({ storage, submit, setTimer: () => undefined });
    expect(nextPage.pending()).toBe(1);
    await nextPage.flush();
    expect(nextPage.pending()).toBe(0);
    expect(submit).toHaveBeenCalledWith('/api/leads', { email: 'b@lab.example' }, expect.anything());
  });

  it('drops a lead the server refuses outright, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createLeadQueue({
      storage: memoryStorage(),
      submit: async () => Promise.reject(new LeadSubmitError('Please enter a valid email.', 400)),
      setTimer: () => undefined,
    });
    await queue.enqueue('/api/leads', { email: 'nope' });
    expect(queue.pending()).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Please enter a valid email.'));
    error.mockRestore();
  });
});
