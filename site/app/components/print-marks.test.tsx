import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { company } from '~/config/company';
import { PrintMarks, printMarksCss } from './print-marks';

/** The value of one custom property in the marks' CSS, as the browser would read the string. */
function mark(css: string, name: string) {
  const value = new RegExp(`${name}:"((?:[^"\\\\]|\\\\[0-9a-f]+ )*)"`).exec(css)?.[1];
  return value?.replace(/\\([0-9a-f]+) /g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
}

describe('the print marks', () => {
  it('give the company, its address and sales contact, and the page address, for print only', () => {
    const css = printMarksCss({ address: 'https://ionvale.example/products/ald', printed: 'Printed 28 November 2026' });
    expect(css).toMatch(/^@media print\{:root\{/);
    expect(mark(css, '--print-brand')).toBe(company.name);
    expect(mark(css, '--print-contact')).toBe(`${company.domain}  ·  ${company.email.sales}  ·  ${company.phone.display}`);
    expect(mark(css, '--print-address')).toBe('https://ionvale.example/products/ald');
    expect(mark(css, '--print-date')).toBe('Printed 28 November 2026');
  });

  it('keep an address with quotes or markup inside its CSS string', () => {
    const address = 'https://ionvale.example/a"b\\c</style><script>';
    const css = printMarksCss({ address, printed: '' });
    expect(mark(css, '--print-address')).toBe(address);
    expect(css).not.toContain('</style>');
  });

  it('print no date from the prerendered page, which cannot know the day it is printed', () => {
    const html = renderToStaticMarkup(<PrintMarks path="/products/ald" />);
    expect(html).toContain(`--print-address:"${company.siteUrl}/products/ald"`);
    expect(html).toContain('--print-date:""');
  });
});
