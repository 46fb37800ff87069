import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf } from '@company/documents/pdf-text';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { estimateTerms, formatPriceRange, optionPriceRanges, systemPriceRanges, warranty } from '../app/content/commercial';
import { serviceResponse } from '../app/content/trust';
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

  test('states its terms: delivery, duties, installation, payment, spares, acceptance and service response', async () => {
    const pdf = await render('icp-etcher', 150, ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet']);
    expect(pdf.pageCount).toBeLessThanOrEqual(2);
    const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
    for (const { term, full } of estimateTerms) expect(text, term).toContain(`${term}: ${full}`);
    for (const expected of [
      'FCA',
      'Incoterms 2020',
      'Import duties',
      '40% with the order, 50% on shipment and 10% on site acceptance',
      serviceResponse.ours,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The scrubber and the cabinet the chlorine package needs are priced lines of the estimate.
    expect(text).toContain(`Point-of-use scrubber ${formatPriceRange(optionPriceRanges['point-of-use-scrubber']!)}`);
    expect(text).toContain(`Corrosive gas cabinet ${formatPriceRange(optionPriceRanges['corrosive-gas-cabinet']!)}`);
  });

  test('a system outside the Startup Package gets no package note', async () => {
    const pdf = await render('hdp-cvd', 150, ['point-of-use-scrubber']);
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
    service = createSiteLeadService(dataDir, { DATA_DIR: dataDir, ESTIMATE_RENDER_THREADS: '1', ALLOWED_ORIGINS: 'http://site.example' });
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
      [
        'system=icp-etcher&wafer=150&options=chlorine-package,corrosive-gas-cabinet',
        'The chlorine chemistry package needs the point-of-use scrubber: add it to the configuration.',
      ],
      [
        'system=pecvd&wafer=150&options=silane-gas-cabinet',
        'The PECVD System’s standard gases need the point-of-use scrubber: add it to the configuration.',
      ],
    ]) {
      const response = await get(search!);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(message);
    }
    expect((await get('system=ald&wafer=200', { method: 'POST' })).status).toBe(405);
  });

  test('refuses to store an estimate lead whose configuration is incomplete, naming what is missing', async () => {
    const response = await service.app.request('http://site.example/estimates', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://site.example' },
      body: JSON.stringify({
        fullName: 'Rosalind Franklin',
        email: 'rosalind@kings.example',
        organization: "King's College London",
        researchAreas: 'III-V photonics',
        jobTitle: 'Research fellow',
        intent: 'Actively looking to buy',
        marketingOptIn: false,
        page: '/products/icp-etcher',
        configuration: { product: 'icp-etcher', waferSizeMm: 150, options: ['chlorine-package'] },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      'Configuration: The chlorine chemistry package needs the point-of-use scrubber and the corrosive gas cabinet: add them to the configuration.',
    );
  });
});
