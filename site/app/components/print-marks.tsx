import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { company } from '~/config/company';
import { absoluteUrl } from '~/lib/seo';

/** Day, month in words and year ('28 November 2026'): 11/3/2026 is a different day in the US and in Europe. */
const printDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The text as a quoted CSS string. `<` is escaped too, so no address can end the style element early. */
function cssString(text: string) {
  return `"${text.replace(/[\\"<\n]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * What every printed page carries in its margins (app.css places it there with `@page` margin boxes):
 * the company, its web address and sales contact, the page's own address and the day it was printed.
 * Margin boxes take text from custom properties of the root element, so these are set on `:root`.
 */
export function printMarksCss({ address, printed }: { address: string; printed: string }) {
  const marks = {
    '--print-brand': company.name,
    '--print-contact': `${company.domain}  ·  ${company.email.sales}  ·  ${company.phone.display}`,
    '--print-address': address,
    '--print-date': printed,
  };
  const declarations = Object.entries(marks).map(([name, value]) => `${name}:${cssString(value)}`);
  return `@media print{:root{${declarations.join(';')}}}`;
}

const printedToday = () => `Printed ${printDate.format(new Date())}`;

/** Reads the day again just before the browser prints, synchronously so the printout sees it. */
function subscribeToPrinting(onPrint: () => void) {
  const stamp = () => flushSync(onPrint);
  window.addEventListener('beforeprint', stamp);
  return () => window.removeEventListener('beforeprint', stamp);
}

/**
 * The print marks of the page at `path`. The prerendered page prints all of them but the date (the day
 * it was built is not the day it is printed); from hydration on the date is today's, read again when the
 * browser prints, for a tab left open overnight.
 */
export function PrintMarks({ path }: { path: string }) {
  const printed = useSyncExternalStore(subscribeToPrinting, printedToday, () => '');
  return <style>{printMarksCss({ address: absoluteUrl(path), printed })}</style>;
}
