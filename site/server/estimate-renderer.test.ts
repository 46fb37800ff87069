import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf } from '@company/documents/pdf-text';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { estimateTerms, formatPriceRange, optionPriceRanges, systemPriceRanges, warranty } from '../app/content/commercial';
import { serviceResponse } from '../app/content/trust';
import { processesFor } from '../app/content/processes';
import { checkEstimate } from '../app/lib/estimate-catalogue';
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

describe('the sole-source justification draft', () => {
  const task = (
    document: 'sole-source-justification.docx' | 'sole-source-justification.txt',
    processes: string[],
    options = ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet'],
  ) => renderEstimateTask({ configuration: { product: 'icp-etcher', waferSizeMm: 150, options, processes }, issuedOn: '2026-11-27', document });

  test('renders the configuration and only the chosen processes, as text and as Word, with the estimate of the same configuration', async () => {
    const text = new TextDecoder().decode(await task('sole-source-justification.txt', ['icp-gaas-cl2', 'icp-sio2-c4f8']));
    const estimate = checkEstimate({
      product: 'icp-etcher',
      waferSizeMm: 150,
      options: ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet'],
    });
    if (!estimate.ok) throw new Error(estimate.message);
    expect(text).toMatch(/^SOLE-SOURCE JUSTIFICATION: ICP-RIE ETCHING SYSTEM\n/);
    for (const expected of [
      estimate.estimate.priceRange,
      estimate.estimate.code,
      '150 mm (6 inch)',
      'Chlorine chemistry package',
      'entry icp-gaas-cl2)',
      'entry icp-sio2-c4f8)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('entry icp-si-hbr)');
    const docx = await task('sole-source-justification.docx', ['icp-gaas-cl2']);
    const xml = strFromU8(unzipSync(docx)['word/document.xml']!);
    expect(xml).toContain('Sole-Source Justification: ICP-RIE Etching System');
    expect(xml).toContain('entry icp-gaas-cl2)');
    expect(xml).not.toContain('entry icp-sio2-c4f8)');
  });

  test('a draft the catalogue refuses is never rendered', async () => {
    await expect(task('sole-source-justification.txt', [])).rejects.toThrow(/choose the processes your project needs/);
    await expect(task('sole-source-justification.docx', ['ald-al2o3-thermal'])).rejects.toThrow(/process library/);
    await expect(task('sole-source-justification.txt', ['icp-gaas-cl2'], [])).rejects.toThrow(/needs the chlorine chemistry package/);
  });
});

// A worker thread's first render loads the renderer cold: about a second idle, five or more at a load
// average of 15. These tests are about what is served, not how fast.
describe("GET /api/estimates/… (the estimate and the sole-source drafts) from the site's lead service", { timeout: 60_000 }, () => {
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

  test('renders a sole-source draft of a configuration and its processes in a worker thread, as Word and as text, named per system', async () => {
    const search = 'system=pecvd&wafer=150&options=point-of-use-scrubber&processes=';
    const process = processesFor('pecvd')[0]!;
    const docx = await service.app.request(`http://site.example/estimates/sole-source-justification.docx?${search}${process.id}`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers.get('Content-Disposition')).toBe('attachment; filename="pecvd-sole-source-justification.docx"');
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!);
    expect(xml).toContain(`entry ${process.id})`);
    const txt = await service.app.request(`http://site.example/estimates/sole-source-justification.txt?${search}${process.id}`);
    expect(txt.status).toBe(200);
    expect(txt.headers.get('Content-Disposition')).toBe('attachment; filename="pecvd-sole-source-justification.txt"');
    expect(await txt.text()).toContain(`entry ${process.id})`);
  });

  test('refuses a sole-source draft without processes, or with processes of another system or none at all, naming no id it was sent', async () => {
    for (const [search, message] of [
      [
        'system=pecvd&wafer=150&options=point-of-use-scrubber',
        'Please choose the processes your project needs from the PECVD System’s process library.',
      ],
      [
        `system=pecvd&wafer=150&options=point-of-use-scrubber&processes=${processesFor('ald')[0]!.id}`,
        'Please choose processes from the PECVD System’s process library.',
      ],
      [
        'system=pecvd&wafer=150&options=point-of-use-scrubber&processes=%3Cb%3Ex%3C%2Fb%3E',
        'Please choose processes from the PECVD System’s process library.',
      ],
      ['system=pecvd&wafer=150&processes=x', 'The PECVD System’s standard gases need the point-of-use scrubber: add it to the configuration.'],
    ]) {
      for (const format of ['docx', 'txt']) {
        const response = await service.app.request(`http://site.example/estimates/sole-source-justification.${format}?${search}`);
        expect(response.status, `${format} ${search}`).toBe(400);
        expect(await response.text()).toBe(message);
      }
    }
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
