import { expect, test } from 'vitest';
import { estimatePdfUrl, soleSourceUrl } from '@company/lead-client/client';
import { configurationFromQuery } from './pdf-route.ts';

test('the address the browser builds reads back as the same configuration', () => {
  const configuration = { product: 'ald', waferSizeMm: 200, options: ['ozone', 'load-lock'] };
  const url = estimatePdfUrl('/api/', configuration);
  expect(url).toBe('/api/estimates/budgetary-estimate.pdf?system=ald&wafer=200&options=ozone%2Cload-lock');
  expect(configurationFromQuery(new URL(url, 'https://x.example').searchParams)).toEqual(configuration);
  expect(estimatePdfUrl('https://api.example/api', { ...configuration, options: [] })).toBe(
    'https://api.example/api/estimates/budgetary-estimate.pdf?system=ald&wafer=200',
  );
  expect(configurationFromQuery(new URLSearchParams('system=ald'))).toEqual({ product: 'ald', waferSizeMm: Number.NaN, options: [] });
});

test("a sole-source draft's address reads back as the same configuration with its processes; an estimate's reads none", () => {
  const configuration = { product: 'icp-etcher', waferSizeMm: 150, options: ['chlorine-package'], processes: ['icp-gaas-cl2', 'icp-si-hbr'] };
  const url = soleSourceUrl('/api', configuration, 'docx');
  expect(url).toBe(
    '/api/estimates/sole-source-justification.docx?system=icp-etcher&wafer=150&options=chlorine-package&processes=icp-gaas-cl2%2Cicp-si-hbr',
  );
  const search = new URL(url, 'https://x.example').searchParams;
  expect(configurationFromQuery(search, true)).toEqual(configuration);
  expect(configurationFromQuery(search)).not.toHaveProperty('processes');
  expect(soleSourceUrl('/api/', { ...configuration, processes: [] }, 'txt')).toBe(
    '/api/estimates/sole-source-justification.txt?system=icp-etcher&wafer=150&options=chlorine-package',
  );
  expect(configurationFromQuery(new URLSearchParams('system=ald&wafer=200'), true).processes).toEqual([]);
});
