import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderedMarkup } from '../../test/support/rendered-markup';
import { processById } from '~/content/processes';
import { processRow } from '~/content/processes/rows';
import Processes, { loader } from '~/routes/processes';
import { ProcessTable } from './process-table';

/** An ITO film, a Bosch etch and a starting window: film properties, loading, scallops and a window's expectation. */
const shown = ['sputter-ito', 'drie-si-bosch', 'rie-ti-tin-cl2'].map((id) => processRow(processById(id)));

describe('measured results with their methods', () => {
  it('are printed in the process list of a product page, each with its method', () => {
    const html = renderedMarkup(<ProcessTable rows={shown} caption="Processes" />);
    for (const row of shown) {
      expect(row.measured?.length, row.id).toBeGreaterThan(0);
      for (const result of row.measured!)
        expect(html, `${row.id}: ${result.label}`).toContain(`${result.label}: ${result.value} <span class="text-ink-600">(${result.method})</span>`);
    }
    expect(html).toContain('Resistivity: ');
    expect(html).toContain('Scallop depth: 50-300 nm');
    expect(html).toMatch(/Open area: rate measured at 10-20%; /);
    expect(html).toMatch(/Open area: rate stated at 30-60%; [^<]*, expected in this window/);
  });

  it('are printed in each entry of the process library', () => {
    const loaderData = loader();
    const html = renderedMarkup(
      <MemoryRouter>
        <Processes {...({ loaderData } as unknown as Parameters<typeof Processes>[0])} />
      </MemoryRouter>,
    );
    for (const row of shown) {
      for (const result of row.measured!) {
        expect(html, `${row.id}: ${result.label}`).toContain(
          `${result.label}: </dt><dd class="inline">${result.value} <span class="text-ink-600">(${result.method})</span>`,
        );
      }
    }
  });
});
