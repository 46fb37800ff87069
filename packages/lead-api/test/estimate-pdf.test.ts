/**
 * `GET /api/estimates/budgetary-estimate.pdf` over real HTTP: rendered in worker threads behind a bounded
 * queue, once per configuration and day, kept on disk, rate-limited per client, HEAD and revalidation
 * answered without rendering, and cacheable by a CDN.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { estimatePdfUrl, soleSourceUrl } from '@company/lead-client/client';
import { QUEUE_FULL } from '../src/estimates/pdf-route';
import type { ConfigurationChecker } from '../src/index';
import { COMPANY, eventually, startService, type Reply, type TestService } from './support/service';

/** A catalogue of one system with a few options; `held` makes the stand-in renderer wait to be released. */
const configurations: ConfigurationChecker = ({ product, waferSizeMm, options, processes }) => {
  if (product !== 'etcher') return { ok: false, message: 'Please choose one of our systems.' };
  if (![100, 150, 200].includes(waferSizeMm)) return { ok: false, message: 'The Etcher takes 100, 150 or 200 mm wafers.' };
  if (options.some((option) => !['a', 'b', 'c', 'd', 'held'].includes(option)))
    return { ok: false, message: 'Please choose options the Etcher offers.' };
  if (processes?.length === 0) return { ok: false, message: 'Please choose the processes your project needs.' };
  if (processes?.some((process) => !['si', 'sio2'].includes(process))) return { ok: false, message: 'Please choose processes the Etcher runs.' };
  const code = `E${waferSizeMm}-${[...options].sort().join('-') || 'none'}`;
  const draft = processes && { code: `${code}-P${[...processes].sort().join('-')}`, fileName: `etcher-draft-${code}` };
  return { ok: true, productName: 'Etcher', code, priceRange: '$1-2', summary: [], fileName: `etcher-${code}.pdf`, ...(draft ? { draft } : {}) };
};

const renderer = { module: new URL('./support/estimate-renderer.mjs', import.meta.url) };
const pdfPath = (waferSizeMm: number, options: string[] = []) => estimatePdfUrl('', { product: 'etcher', waferSizeMm, options });

let logDir: string;
let api: TestService;
const renders = async () => (await readFile(process.env.RENDER_LOG!, 'utf8').catch(() => '')).split('\n').filter(Boolean);

async function start(env: Record<string, string> = {}) {
  api = await startService(
    { ESTIMATE_RENDER_THREADS: '1', ESTIMATE_PDFS_PER_MINUTE: '0', ...env },
    { company: { ...COMPANY, catalogue: { ...COMPANY.catalogue, configurations } }, estimateRenderer: renderer },
  );
}

beforeAll(async () => {
  logDir = await mkdtemp(path.join(tmpdir(), 'estimate-renders-'));
});
afterAll(() => rm(logDir, { recursive: true, force: true }));
beforeEach(() => {
  // The worker threads inherit the environment they start with: a fresh log per service.
  process.env.RENDER_LOG = path.join(logDir, `${Math.random().toString(36).slice(2)}.log`);
});
afterEach(() => api?.close());

describe('one render per configuration and day', () => {
  beforeEach(() => start());

  test('renders once, keeps the PDF on disk (readable by the service alone) and serves every later request from it', async () => {
    const first = await api.send({ method: 'GET', path: pdfPath(150, ['b', 'a']) });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe('attachment; filename="etcher-E150-a-b.pdf"');
    expect(first.text).toMatch(/^%PDF-stand-in etcher 150 b,a \d{4}-\d{2}-\d{2}$/);
    const day = first.text.slice(-10);
    // A CDN may keep it until the day ends, and revalidate it by its code and day.
    const maxAge = Number(first.headers['cache-control']?.match(/^public, max-age=(\d+)$/)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(24 * 60 * 60);
    expect(first.headers.etag).toBe(`"E150-a-b-${day}"`);

    const file = path.join(api.dataDir, 'estimate-pdfs', day, 'E150-a-b.pdf');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(first.text);

    // The same configuration in any option order, by ten clients at once: no second render.
    const again = await Promise.all(Array.from({ length: 10 }, () => api.send({ method: 'GET', path: pdfPath(150, ['a', 'b']) })));
    expect(again.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(new Set(again.map((reply) => reply.text))).toEqual(new Set([first.text]));
    expect(await renders()).toEqual(['etcher 150 b,a']);
  });

  test('ten clients asking at once for a configuration not yet rendered share one render', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.send({ method: 'GET', path: pdfPath(200, ['c']) })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(await renders()).toEqual(['etcher 200 c']);
  });

  test('HEAD and a revalidation answer without rendering anything', async () => {
    const head = await api.send({ method: 'HEAD', path: pdfPath(100, ['d']) });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.text).toBe('');
    const etag = head.headers.etag!;
    const revalidated = await api.send({ method: 'GET', path: pdfPath(100, ['d']), headers: { 'If-None-Match': `W/"x", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(await renders()).toEqual([]);
  });

  test('a configuration the catalogue refuses is answered 400 with its reason and never rendered', async () => {
    for (const [search, message] of [
      ['system=etcher&wafer=300', 'The Etcher takes 100, 150 or 200 mm wafers.'],
      ['system=etcher&wafer=150&options=%3Cscript%3E', 'Please choose options the Etcher offers.'],
      ['wafer=150', 'Please choose one of our systems.'],
    ] as const) {
      const reply = await api.send({ method: 'GET', path: `/estimates/budgetary-estimate.pdf?${search}` });
      expect(reply.status).toBe(400);
      expect(reply.text).toBe(message);
    }
    expect((await api.send({ method: 'POST', path: pdfPath(150) })).status).toBe(405);
    expect(await renders()).toEqual([]);
  });
});

describe('the sole-source drafts of a configuration and its processes', () => {
  beforeEach(() => start());
  const draftPath = (format: 'docx' | 'txt', processes: string[], options: string[] = ['a']) =>
    soleSourceUrl('', { product: 'etcher', waferSizeMm: 150, options, processes }, format);

  test('renders each format once per configuration, processes and day, apart from the estimate, with its own type and name', async () => {
    const docx = await api.send({ method: 'GET', path: draftPath('docx', ['sio2', 'si']) });
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers['content-disposition']).toBe('attachment; filename="etcher-draft-E150-a.docx"');
    const day = docx.text.slice(-10);
    expect(docx.text).toBe(`draft-stand-in etcher 150 sole-source-justification.docx sio2,si ${day}`);
    expect(docx.headers.etag).toBe(`"E150-a-Psi-sio2-${day}-docx"`);
    expect(await readFile(path.join(api.dataDir, 'estimate-pdfs', day, 'E150-a-Psi-sio2.docx'), 'utf8')).toBe(docx.text);

    const txt = await api.send({ method: 'GET', path: draftPath('txt', ['si', 'sio2']) });
    expect(txt.status).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toBe('attachment; filename="etcher-draft-E150-a.txt"');
    // The same processes in another order are the same draft; other processes are another draft; the estimate is apart.
    expect((await api.send({ method: 'GET', path: draftPath('docx', ['si', 'sio2']) })).text).toBe(docx.text);
    expect((await api.send({ method: 'GET', path: draftPath('docx', ['si']) })).status).toBe(200);
    expect((await api.send({ method: 'GET', path: pdfPath(150, ['a']) })).status).toBe(200);
    expect(await renders()).toEqual([
      'etcher 150 a sole-source-justification.docx sio2,si',
      'etcher 150 a sole-source-justification.txt si,sio2',
      'etcher 150 a sole-source-justification.docx si',
      'etcher 150 a',
    ]);
  });

  test('a configuration or processes the catalogue refuses are answered 400 with its reason and never rendered', async () => {
    for (const [search, message] of [
      ['system=etcher&wafer=150', 'Please choose the processes your project needs.'],
      ['system=etcher&wafer=150&processes=si,%3Cscript%3E', 'Please choose processes the Etcher runs.'],
      ['system=etcher&wafer=300&processes=si', 'The Etcher takes 100, 150 or 200 mm wafers.'],
    ] as const) {
      for (const format of ['docx', 'txt']) {
        const reply = await api.send({ method: 'GET', path: `/estimates/sole-source-justification.${format}?${search}` });
        expect(reply.status).toBe(400);
        expect(reply.text).toBe(message);
      }
    }
    expect((await api.send({ method: 'POST', path: draftPath('docx', ['si']) })).status).toBe(405);
    expect(await renders()).toEqual([]);
  });

  test('the estimate never reads processes: its address is the configuration alone', async () => {
    const reply = await api.send({ method: 'GET', path: `${pdfPath(100)}&processes=nonsense` });
    expect(reply.status).toBe(200);
    expect(await renders()).toEqual(['etcher 100 ']);
  });
});

test('renders are rate-limited per client; what is already rendered is not', async () => {
  await start({ ESTIMATE_PDFS_PER_MINUTE: '2' });
  expect((await api.send({ method: 'GET', path: pdfPath(100) })).status).toBe(200);
  expect((await api.send({ method: 'GET', path: pdfPath(150) })).status).toBe(200);
  const limited = await api.send({ method: 'GET', path: pdfPath(200) });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await api.send({ method: 'GET', path: pdfPath(100) })).status).toBe(200);
  // A draft draws on the same allowance.
  const draft = soleSourceUrl('', { product: 'etcher', waferSizeMm: 100, options: [], processes: ['si'] }, 'txt');
  expect((await api.send({ method: 'GET', path: draft })).status).toBe(429);
  expect(await renders()).toHaveLength(2);
});

test('a burst beyond the queue is refused at once with Retry-After, and the queued ones are served', async () => {
  await start({ ESTIMATE_RENDER_QUEUE: '1' });
  // Warm: the thread has loaded the renderer, so the first held render runs and the second waits.
  expect((await api.send({ method: 'GET', path: pdfPath(100) })).status).toBe(200);
  const replies: Reply[] = [];
  const burst = ['a', 'b', 'c', 'd'].map((option) =>
    api.send({ method: 'GET', path: pdfPath(150, ['held', option]) }).then((reply) => {
      replies.push(reply);
      return reply;
    }),
  );
  // While one render is held and one waits, the other two are refused without waiting for either.
  await eventually(() => (replies.length === 2 ? true : undefined));
  for (const refused of replies) {
    expect(refused.status).toBe(503);
    expect(refused.text).toBe(QUEUE_FULL);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  await writeFile(`${process.env.RENDER_LOG}.release`, '');
  expect((await Promise.all(burst)).map((reply) => reply.status).sort()).toEqual([200, 200, 503, 503]);
  expect(await renders()).toHaveLength(3);
});
