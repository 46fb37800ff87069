import { describe, expect, it } from 'vitest';
import { renderedMarkup } from '../../test/support/rendered-markup';
import { estimateTerms } from '~/content/commercial';
import { processesFor } from '~/content/processes';
import { productBySlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { configurationFromParams } from '~/lib/estimate-address';
import { checkEstimate } from '~/lib/estimate-catalogue';
import { processChoice } from '~/lib/sole-source';
import { EstimatePicker } from './estimate-picker';

/** The picker as a page renders it for an address's query, e.g. 'options=chlorine-package'. */
const picker = (slug: 'icp-etcher' | 'pecvd', query = '') => {
  const product = productBySlug(slug)!;
  const { purchasing } = productDefinition(slug);
  const processes = processesFor(slug).map(processChoice);
  const configuration = configurationFromParams(new URLSearchParams(query), { product, purchasing, processIds: processes.map((p) => p.id) });
  return renderedMarkup(
    <EstimatePicker product={product} purchasing={purchasing} processes={processes} configuration={configuration} onChange={() => {}} />,
  );
};

const checkbox = (html: string, id: string) => html.match(new RegExp(`<input[^>]*value="${id}"[^>]*>`))?.[0] ?? '';

describe('the estimate picker', () => {
  it('refuses an incomplete configuration beside the options, keeps the choice and offers to add what is missing', () => {
    const html = picker('icp-etcher', 'options=chlorine-package');
    expect(html).toMatch(
      /role="alert"[^>]*><p>The chlorine chemistry package needs the point-of-use scrubber and the corrosive gas cabinet: add them to the configuration\.<\/p>/,
    );
    expect(html).toContain('>Add Point-of-use scrubber and Corrosive gas cabinet</button>');
    expect(checkbox(html, 'chlorine-package')).toContain('checked');
    // No price and no download for a configuration that cannot be sold.
    expect(html).not.toContain('Budgetary range');
    expect(html).not.toMatch(/BE-\d{4}-\d{4}/);
  });

  it('starts a system whose standard gases need a scrubber with it, priced, and lists the terms', () => {
    const html = picker('pecvd');
    expect(checkbox(html, 'point-of-use-scrubber')).toContain('checked');
    expect(html).not.toContain('role="alert"');
    const expected = checkEstimate({ product: 'pecvd', waferSizeMm: 200, options: ['point-of-use-scrubber'] });
    if (!expected.ok) throw new Error(expected.message);
    expect(html).toContain(`>${expected.estimate.priceRange}</dd>`);
    for (const { term, short } of estimateTerms) expect(html).toContain(`>${term}:</dt><dd class="text-ink-700">${short}</dd>`);
  });

  it('lists every process of the system with a check box, none ticked by default, and says the draft lists only the ticked ones', () => {
    const html = picker('icp-etcher');
    const processes = processesFor('icp-etcher');
    const boxes = html.match(/<input[^>]*name="processes"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(processes.length);
    expect(boxes.filter((box) => /checked/.test(box))).toEqual([]);
    expect(html).toContain('<legend class="font-semibold text-ink-900">Processes for the sole-source draft</legend>');
    expect(html).toContain('lists only the ticked processes');
    expect(html).toContain('No process ticked yet.');
    // The hint describes the group, so a screen reader announces it with the legend.
    const hintId = html.match(/<fieldset[^>]*aria-describedby="([^"]+)"[^>]*><legend[^>]*>Processes/)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`id="${hintId}"`);
  });

  it('ticks the processes the address names, and refuses one whose option is not chosen, offering to add it', () => {
    const html = picker('icp-etcher', 'options=&processes=icp-si-cryo,icp-sio2-c4f8');
    expect(checkbox(html, 'icp-si-cryo')).toContain('checked');
    expect(checkbox(html, 'icp-sio2-c4f8')).toContain('checked');
    expect(checkbox(html, 'icp-gaas-cl2')).not.toContain('checked');
    expect(html).toContain(`2 of ${processesFor('icp-etcher').length} processes ticked.`);
    expect(html).toMatch(
      /role="alert"[^>]*><p>“Si \(cryogenic, deep and smooth\): SF₆\/O₂, cryogenic stage” needs the cryogenic stage: add it to the configuration\.<\/p>/,
    );
    expect(html).toContain('>Add Cryogenic stage</button>');
  });
});
