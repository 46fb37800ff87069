/**
 * Column names on the cells of an article's tables, for a narrow column: there each row of a table stacks
 * (see `.article-table` in app.css) and each value shows its column's name above it, drawn by CSS from
 * `data-label`. The first cell of a row names the row and stands as its heading, so it carries no label.
 */

const escapeAttribute = (text: string) =>
  text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A header cell's text as an attribute value: tags dropped, white space collapsed. */
const headerText = (html: string) =>
  escapeAttribute(
    html
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The HTML with `data-label="<column name>"` on every body cell after a row's first, in every table with a header row. */
export function labelTableCells(html: string): string {
  return html.replace(/<table\b[\s\S]*?<\/table>/g, (table) => {
    const head = /<thead\b[^>]*>([\s\S]*?)<\/thead>/.exec(table)?.[1];
    if (!head) return table;
    const labels = [...head.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map(([, cell]) => headerText(cell!));
    return table.replace(/<tbody\b[^>]*>[\s\S]*?<\/tbody>/, (body) =>
      body.replace(/<tr\b[^>]*>[\s\S]*?<\/tr>/g, (row) => {
        let column = -1;
        return row.replace(/<(td|th)(?=[\s>])/g, (tag) => {
          column += 1;
          const label = labels[column];
          return column > 0 && label ? `${tag} data-label="${label}"` : tag;
        });
      }),
    );
  });
}
