import { describe, expect, test } from 'vitest';
import { formatPriceRange, optionPriceRanges, systemPriceRanges, warranty } from '../app/content/commercial';
import { readPdf } from '../scripts/documents/pdf-text';
import { createEstimates } from './estimates';

const issued = new Date('2026-11-27T15:30:00Z');
const app = createEstimates(() => issued);
const get = (search: string) => app.request(`http://site.example/estimates/budgetary-estimate.pdf?${search}`);

describe('GET /estimates/budgetary-estimate.pdf', () => {
  test('states the configuration, its price range from the pricing module, what is included and how long it holds', async () => {
    const response = await get('system=icp-etcher&wafer=200&options=cryogenic-stage,cassette-load-lock');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="ionvale-budgetary-estimate-icp-etcher-BE-\d{4}-\d{4}\.pdf"$/);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
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
    const pdf = await readPdf(new Uint8Array(await (await get('system=hdp-cvd&wafer=150')).arrayBuffer()));
    expect(pdf.pages.join('\n')).not.toContain('Startup Package');
  });

  test('the same configuration on the same day is the same document', async () => {
    const a = new Uint8Array(await (await get('system=ald&wafer=200&options=ozone')).arrayBuffer());
    const b = new Uint8Array(await (await get('system=ald&wafer=200&options=ozone')).arrayBuffer());
    expect(Buffer.compare(a, b)).toBe(0);
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
    expect((await app.request('http://site.example/estimates/budgetary-estimate.pdf', { method: 'POST' })).status).toBe(405);
  });
});
