import { expect, test } from 'vitest';
import { estimatePdfUrl } from '../client.ts';
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
