/** CSV for spreadsheets: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. */

/**
 * A cell starting with = + - @ (or tab / CR, which some spreadsheets skip before looking) is taken as a
 * formula; a visitor could type one into any field. A leading apostrophe makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines end in CRLF, as RFC 4180 says; line breaks inside a quoted cell are kept as they are. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
