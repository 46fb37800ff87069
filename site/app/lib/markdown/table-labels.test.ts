import { describe, expect, it } from 'vitest';
import { labelTableCells } from './table-labels';

describe('column names on the cells of an article’s tables', () => {
  it('labels each body cell after the first with its column’s name, and leaves the header row alone', () => {
    const html =
      '<div class="article-table"><table><thead><tr><th scope="col">Aspect</th><th scope="col">Bosch</th><th scope="col">Cryogenic</th></tr></thead>' +
      '<tbody><tr><td>Sidewall</td><td>Scalloped</td><td>Smooth</td></tr><tr><td>Rate</td><td><a href="/x">2-10 µm/min</a></td><td>1-5 µm/min</td></tr></tbody></table></div>';
    const labelled = labelTableCells(html);
    expect(labelled).toContain('<tr><td>Sidewall</td><td data-label="Bosch">Scalloped</td><td data-label="Cryogenic">Smooth</td></tr>');
    expect(labelled).toContain('<td data-label="Bosch"><a href="/x">2-10 µm/min</a></td>');
    expect(labelled).toContain('<thead><tr><th scope="col">Aspect</th>');
  });

  it('takes a process table’s names from its header, with a row header first and the table’s own attributes kept', () => {
    const html =
      '<table data-process-table><caption class="sr-only">Windows</caption><thead><tr><th scope="col">Material</th><th scope="col">Typical <em>rate</em></th><th scope="col">Profile &amp; notes</th></tr></thead>' +
      '<tbody><tr data-process="a"><th scope="row"><a href="/p">Si</a></th><td>2 µm/min</td><td>Vertical</td></tr></tbody></table>';
    const labelled = labelTableCells(html);
    expect(labelled).toContain('<table data-process-table>');
    expect(labelled).toContain(
      '<tr data-process="a"><th scope="row"><a href="/p">Si</a></th><td data-label="Typical rate">2 µm/min</td><td data-label="Profile &amp; notes">Vertical</td></tr>',
    );
  });

  it('leaves a table without a header row as it is', () => {
    const html = '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(labelTableCells(html)).toBe(html);
  });
});
