import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf } from '@company/documents/pdf-text';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPriceRange, optionPriceRanges, systemPriceRanges, warranty } from '../app/content/commercial';
import renderEstimateTask from './estimate-renderer';
import { createSiteLeadService } from './lead-service';

const render = async (product: string, waferSizeMm: number, options: string[] = []) =>
  readPdf(await renderEstimateTask({ configuration: { product, waferSizeMm, options }, issuedOn: '2026-11-27' }));

describe('the budgetary estimate PDF', () => {
  test('states the configuration, its price range from the pricing module, what is included and how long it holds', async () => {
    const pdf = await render('icp-etcher', 200, ['cryogenic-stage', 'cassette-load-lock']);
    expect(pdf.pageCount).toBeLessThanOrEqual(2);
    // Lines joined: a phrase may wrap.
    const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
    const total = formatPriceRange({
      low: systemPriceRanges.icp.low + optionPriceRanges['cryogenic-stage']!.low + optionPriceRanges['cassette-load-lock']!.low,
      high: systemPriceRanges.icp.high + optionPriceRanges['cryogenic-stage']!.high + optionPriceRanges['cassette-load-lock']!.high,
    });
    for (const expected of [
      'Budgetary Estimate: ICP-RIE Etching System',
      'NOT AN OFFER',
      'Cryogenic stage',
      'Cassette load-lock',
      formatPriceRange(optionPriceRanges['cryogenic-stage']!),
      total,
      '200 mm (8 inch)',
      '16-20 weeks',
      'November 27, 2026',
      'February 25, 2027',
      warranty.standardWithVisit,
      'Startup Package',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(pdf.title).toMatch(/^Budgetary Estimate BE-\d{4}-\d{4}: ICP-RIE Etching System$/);
  });

  test('a system outside the Startup Package gets no package note', async () => {
    const pdf = await render('hdp-cvd', 150);
    expect(pdf.pages.join('\n')).not.toContain('Startup Package');
  });

  test('a configuration the catalogue refuses is never rendered', async () => {
    await expect(renderEstimateTask({ configuration: { product: 'ald', waferSizeMm: 300, options: [] }, issuedOn: '2026-11-27' })).rejects.toThrow(
      /wafer size/,
    );
  });
});

// A worker thread's first render loads the renderer cold: about a second idle, five or more at a load
// average of 15. These tests are about what is served, not how fast.
describe("GET /api/estimates/budgetary-estimate.pdf from the site's lead service", { timeout: 60_000 }, () => {
  let dataDir: string;
  let service: ReturnType<typeof createSiteLeadService>;
  const get = (search: string, init?: RequestInit) => service.app.request(`http://site.example/estimates/budgetary-estimate.pdf?${search}`, init);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'site-estimates-'));
    service = createSiteLeadService(dataDir, { DATA_DIR: dataDir, ESTIMATE_RENDER_THREADS: '1' });
    await service.start();
  });
  afterAll(async () => {
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('renders the configuration in a worker thread, names the file, lets a CDN keep it for the day and keeps it on disk', async () => {
    const response = await get('system=ald&wafer=200&options=ozone');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="ionvale-budgetary-estimate-ald-BE-\d{4}-\d{4}\.pdf"$/);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.title).toMatch(/^Budgetary Estimate BE-\d{4}-\d{4}: ALD System$/);
    const days = await readdir(path.join(dataDir, 'estimate-pdfs'));
    const issuedOn = response.headers.get('ETag')!.match(/(\d{4}-\d{2}-\d{2})"$/)![1];
    expect(days).toEqual([issuedOn]);
    const again = new Uint8Array(await (await get('system=ald&wafer=200&options=ozone')).arrayBuffer());
    expect(again.byteLength).toBe(Number(response.headers.get('Content-Length')));
  });

  test('refuses an unknown configuration with its reason, never a 500, and prints nothing it was sent', async () => {
    for (const [search, message] of [
      ['system=nope&wafer=150', 'Please choose one of our systems.'],
      ['system=pecvd&wafer=abc', 'Please choose a wafer size the PECVD System takes as standard: 100, 150, 200 mm.'],
      ['system=pecvd&wafer=150&options=%3Cb%3Ebuy%3C%2Fb%3E', 'Please choose options the PECVD System offers.'],
      ['', 'Please choose one of our systems.'],
    ]) {
      const response = await get(search!);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(message);
    }
    expect((await get('system=ald&wafer=200', { method: 'POST' })).status).toBe(405);
  });
});
