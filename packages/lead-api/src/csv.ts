/** CSV for spreadsheets: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. */

/**
 * A cell starting with = + - @ (or tab / CR, which some spreadsheets skip before looking) is taken as a
 * formula; a visitor could type one into any field. A leading apostrophe makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every cell is quoted: a spreadsheet that splits on another separator (`;` where the decimal mark is a
 * comma) would otherwise see `a;=1+1` as two cells, the second a formula.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines end in CRLF, as RFC 4180 says; line breaks inside a quoted cell are kept as they are. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
