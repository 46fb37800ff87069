import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { systemPrices, warranty } from '../../content/commercial';
import { processById } from '../../content/processes';
import { formatRate, formatSelectivity } from '../process-format';
import { directives } from './directives';

const render = (source: string) => new Marked(directives).parse(source, { async: false });

describe('the Markdown directives', () => {
  it('print a cited figure from the process data, linked to its row on the system page', () => {
    const html = render('GaAs etches at :process[icp-gaas-cl2] with selectivity :process[icp-gaas-cl2]{show=selectivity}.');
    const entry = processById('icp-gaas-cl2');
    expect(html).toContain(
      `href="/products/icp-etcher/processes#process-icp-gaas-cl2">${formatRate(entry)}<span class="sr-only"> (process data: GaAs, AlGaAs, ICP-RIE)</span></a>`,
    );
    expect(html).toContain(`>${formatSelectivity(entry)}<span`);
  });

  it('name the configuration of a configuration process', () => {
    expect(render(':process[drie-si-bosch]')).toContain('(process data: Si (deep trenches, through-wafer), ICP-RIE, DRIE configuration)');
  });

  it('span the rates of a system and render a table of entries', () => {
    expect(render('RIE rates: :rates[rie-etcher].')).toMatch(/data-process-span="rie-etcher">\d+-\d+ nm\/min</);
    const table = render('::process-table[icp-gaas-cl2 icp-sic-sf6]{columns="material,rate" caption="Two processes"}\n');
    expect(table).toContain('aria-label="Two processes"');
    expect(table).toContain('<th scope="col">Material</th><th scope="col">Typical rate</th>');
    expect(table).toContain('<a href="/products/icp-etcher/processes#process-icp-sic-sf6">SiC</a>');
  });

  it('print prices and warranty terms from the commercial module', () => {
    expect(render('About :price[drie], with a :warranty[startup].')).toContain(`<span data-commercial="price:drie">${systemPrices.drie}</span>`);
    expect(render(':warranty[startup]')).toContain(warranty.startup);
  });

  it('fail on an unknown id, field, column, key or a rate aside without its context', () => {
    expect(() => render(':process[icp-unobtainium]')).toThrow('Unknown process id "icp-unobtainium"');
    expect(() => render(':process[icp-gaas-cl2]{show=price}')).toThrow('Unknown field "price"');
    expect(() => render(':process[icp-black-silicon]')).toThrow('has no rate');
    expect(() => render(':rates[no-such-system]')).toThrow('Unknown process id');
    expect(() => render('::process-table[icp-gaas-cl2]{columns="material,colour"}\n')).toThrow('Unknown column "colour"');
    expect(() => render(':price[ibe]')).toThrow('Unknown :price[ibe]');
    expect(() => render(':rate[5 µm/min]')).toThrow('needs {context=wet|example|general}');
    expect(render(':rate[5 µm/min]{context=example}')).toContain('<span data-rate-context="example">5 µm/min</span>');
  });
});
