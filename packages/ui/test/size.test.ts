/**
 * Size budget: each public entry of the built library (see sizes.ts for what is counted) against the
 * gzip budget in size-budget.json. Budgets sit 10-20% above the size they were set at: a change that
 * needs more has to raise its budget in the same commit, visibly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dist, ensureBuilt, packageDir } from './built';
import { measure, moduleGraph, publicEntries, type EntrySize } from './sizes';

const budget = JSON.parse(readFileSync(path.join(packageDir, 'size-budget.json'), 'utf8')) as {
  gzipBytes: Record<string, number>;
};

let sizes: EntrySize[];

beforeAll(() => {
  ensureBuilt();
  sizes = publicEntries(dist).map((entry) => measure(dist, entry));
  const rows = sizes.map(({ entry, modules, bytes, gzip }) => {
    const limit = budget.gzipBytes[entry];
    const share = limit ? `${Math.round((gzip / limit) * 100)}%` : 'no budget';
    return `| ${entry} | ${modules} | ${bytes} | ${gzip} | ${limit ?? '-'} | ${share} |`;
  });
  console.log(['| entry | modules | bytes | gzip | budget | used |', '|---|---:|---:|---:|---:|---:|', ...rows].join('\n'));
});

describe('the size of each @company/ui entry', () => {
  it('counts every module an entry imports, and only those', () => {
    // The quote dialog is built from the dialog, the form fields, the shared lead-form parts and the
    // form state: all counted; the site header is not part of it.
    const graph = moduleGraph(dist, 'patterns/quote-dialog/quote-dialog.js');
    expect(graph).toEqual(
      expect.arrayContaining([
        'patterns/quote-dialog/quote-dialog.js',
        'primitives/dialog/dialog.js',
        'primitives/form-field/form-field.js',
        'patterns/lead-form/lead-form-parts.js',
        'lib/schema-form.js',
        'lib/cn.js',
      ]),
    );
    expect(graph).not.toContain('patterns/site-header/site-header.js');
    expect(new Set(graph).size).toBe(graph.length);
  });

  it('has a budget for every public entry, and none for an entry that is gone', () => {
    expect(Object.keys(budget.gzipBytes).sort()).toEqual(sizes.map(({ entry }) => entry).sort());
  });

  it('keeps every entry within its gzip budget', () => {
    const over = sizes
      .filter(({ entry, gzip }) => gzip > (budget.gzipBytes[entry] ?? 0))
      .map(({ entry, gzip }) => `${entry}: ${gzip} B gzip, budget ${budget.gzipBytes[entry] ?? 'none'}`);
    expect(over).toEqual([]);
  });
});
