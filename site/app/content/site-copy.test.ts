/**
 * Page copy and product data: notation, prices and warranty terms, and what the specifications say
 * about themselves (ratings, uniformity definitions, base pressure, gas lines), DRIE and the ALD.
 */
import { describe, expect, it } from 'vitest';
import { productLinks } from '~/config/navigation';
import { handStatedCommercial } from '../lib/content-checks';
import { systemPrices } from './commercial';
import { about } from './about';
import { home } from './home';
import { posts } from './insights.server';
import { catalogue } from './pages/catalogue';
import { processesPage } from './pages/processes';
import { serviceSupport } from './pages/service-support';
import { startupPackage } from './pages/startup-package';
import { processesFor } from './processes';
import { productBySlug, products } from './products';
import { registry } from './products/registry';
import { untypeset } from '../lib/typeset';
import { trackRecord, trustFigures, trustFiguresNote } from './trust';
import { substrateHeater } from './products/sputter/heater';

/** Every string in a content object. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const pages = { home, about, catalogue, serviceSupport, startupPackage, processesPage };

describe('page copy and product data', () => {
  for (const [name, content] of Object.entries({ ...pages, ...Object.fromEntries(products.map((p) => [p.slug, p])) })) {
    it(`${name}: formulas and exponents typeset, prices and warranty terms from the commercial module`, () => {
      for (const text of strings(content)) {
        expect(untypeset(text), text).toEqual([]);
        expect(handStatedCommercial(text), text).toEqual([]);
      }
    });
  }
});

describe('the specification tables', () => {
  for (const product of products) {
    const rows = [...product.specifications, ...(product.sections ?? []).flatMap((s) => s.specifications ?? [])];
    describe(product.name, () => {
      it('labels generator figures as ratings and says what processes use', () => {
        for (const row of rows.filter((r) => /power|generator/i.test(r.parameter))) {
          expect(row.parameter, row.parameter).toMatch(/rating/i);
          expect(row.value, row.value).toMatch(/processes run|recipes run|films are deposited|used from|stable from|descum from|run from/i);
        }
      });

      it('defines every uniformity figure: what, formula, points, edge exclusion, wafer size', () => {
        const uniformity = rows.filter((r) => /uniformity/i.test(r.parameter));
        // Every system but the stripper states a uniformity figure.
        expect(uniformity.length > 0, product.slug).toBe(product.slug !== 'striper');
        for (const row of uniformity) {
          expect(row.value).toMatch(/(\(max − min\) \/ \(2 × mean\)|1σ \/ mean), \d+-point map, \d+ mm edge exclusion, [\d-]+ mm wafers?/);
        }
      });

      it('states gas lines as standard / maximum, and a base pressure if it is a vacuum system', () => {
        for (const row of rows.filter((r) => /gas lines/i.test(r.parameter))) expect(row.parameter).toMatch(/\(standard \/ maximum\)/);
        if (product.slug !== 'coater-developer') expect(rows.find((r) => r.parameter === 'Base pressure')?.value, product.slug).toMatch(/Torr/);
      });
    });
  }
});

describe('DRIE', () => {
  const icp = productBySlug('icp-etcher')!;
  const rie = productBySlug('rie-etcher')!;

  it('is a configuration of the ICP-RIE, with its own section, processes and price band', () => {
    const section = icp.sections?.find((s) => s.id === 'drie');
    expect(section?.processConfiguration).toBe('DRIE');
    expect(section?.paragraphs.join(' ')).toMatch(/configuration of this ICP-RIE platform/);
    expect(section?.specifications?.find((r) => r.parameter === 'Indicative price')?.value).toContain(systemPrices.drie);
    expect(processesFor('icp-etcher', 'DRIE').length).toBeGreaterThan(0);
    expect(processesFor('rie-etcher').some((entry) => /Bosch|DRIE/.test(`${entry.technique} ${entry.process}`))).toBe(false);
  });

  it('keeps /products/rie-etcher#drie: a section that says where DRIE is and links there', () => {
    const section = rie.sections?.find((s) => s.id === 'drie');
    expect(section?.paragraphs.join(' ')).toMatch(/not a configuration of this RIE/);
    expect(section?.paragraphs.join(' ')).toContain(systemPrices.drie);
    expect(section?.links?.map((link) => link.href)).toContain('/products/icp-etcher#drie');
  });

  it('is linked at its section on the ICP-RIE page from the menu, the catalogue, the products and the articles', () => {
    const links = [
      ...productLinks(registry)
        .menuColumns.flatMap((c) => c.links)
        .filter((l) => /DRIE/.test(l.label))
        .map((l) => l.href),
      ...catalogue.etchingProcesses.items.filter((i) => i.name === 'DRIE').map((i) => i.link.href),
      ...products
        .flatMap((p) => [...p.relatedLinks, ...(p.sections ?? []).flatMap((s) => s.links ?? [])])
        .filter((l) => /DRIE/.test(l.label))
        .map((l) => l.href),
      ...posts.flatMap((post) => [...post.html.matchAll(/<a href="([^"]+)">[^<]*DRIE[^<]*<\/a>/g)].map(([, href]) => href!)),
    ];
    expect(links.length).toBeGreaterThan(5);
    for (const href of links.filter((h) => h.startsWith('/products/'))) expect(href).toBe('/products/icp-etcher#drie');
  });
});

describe('the ALD system', () => {
  const ald = productBySlug('ald')!;
  const spec = ald.specifications.map((r) => `${r.parameter}: ${r.value}`).join('\n');

  it('offers the gases its nitride, metal and plasma processes need', () => {
    for (const entry of processesFor('ald')) {
      const reactants = entry.conditions.reactants ?? '';
      if (/plasma/.test(reactants)) expect(spec, entry.id).toMatch(/Remote plasma option/);
      for (const gas of ['NH₃', 'N₂', 'H₂', 'O₂', 'O₃']) {
        if (new RegExp(`(^|[^\\w])${gas}([^\\w₀-₉]|$)`).test(reactants)) expect(spec, `${entry.id} needs ${gas}`).toContain(gas);
      }
    }
  });

  it('lists among its materials what the articles send readers to it for', () => {
    const materials = ald.materials.join(' ');
    const asked = posts.flatMap((post) =>
      [...textOfArticle(post.html).matchAll(/(TiN|AlN|Pt|nitride|metal)[^.]*ALD system|ALD system[^.]*(TiN|AlN|Pt|nitride|metal)/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const material of asked) {
      if (material === 'nitride') expect(materials).toMatch(/TiN|AlN/);
      else if (material === 'metal') expect(materials).toMatch(/Pt|TiN/);
      else expect(materials).toContain(material);
    }
  });
});

function textOfArticle(html: string) {
  return html.replace(/<[^>]+>/g, '');
}

describe('claims an expert checked on the product pages', () => {
  it('attributes the track record to the manufacturing partner: the company itself was founded in 2023', () => {
    expect(strings(about).join(' ')).toMatch(/founded in[^.]*2023|2023[^.]*founded/);
    const partnerFigures = [trackRecord.years, trackRecord.installations, trackRecord.institutions].map((n) => `${n}+`);
    const shown = trustFigures.filter((figure) => partnerFigures.includes(figure.value));
    expect(shown.length).toBe(partnerFigures.length);
    for (const figure of shown) expect(figure.label, figure.value).toMatch(/partner/);
    // The short labels say whose record it is; the note under them says who the partner is.
    expect(trustFiguresNote).toMatch(/partner is the manufacturer/);
    expect(trustFiguresNote).toContain('founded in 2023');
  });

  it('states the sputter heater maximum with the sample size that reaches it, within what the lamp can supply', () => {
    const sputter = productBySlug('sputter')!;
    const heating = sputter.specifications.find((row) => row.parameter === 'Substrate heating')!.value;
    expect(heating).toContain(`${substrateHeater.maximumCelsius} °C on samples up to ${substrateHeater.limits[0].uptoMm} mm`);
    for (const limit of substrateHeater.limits.slice(1)) expect(heating).toContain(`${limit.celsius} °C on ${limit.uptoMm}`);
    expect(substrateHeater.limits.at(-1)!.uptoMm).toBe(Math.max(...sputter.waferSizesMm.standard));
    // Both faces radiate at about 0.7 emissivity; at most about half the lamp's power reaches the sample.
    for (const limit of substrateHeater.limits) {
      const faceM2 = Math.PI * (limit.uptoMm / 2000) ** 2;
      const radiatedW = 2 * 0.7 * 5.67e-8 * (limit.celsius + 273) ** 4 * faceM2;
      expect(radiatedW, `${limit.uptoMm} mm at ${limit.celsius} °C`).toBeLessThanOrEqual(0.6 * substrateHeater.lampKw * 1000);
    }
    // Wherever the copy states the maximum, it says which samples reach it.
    for (const text of strings(sputter).filter((t) => t.includes(`${substrateHeater.maximumCelsius} °C`))) {
      expect(text, text).toMatch(
        new RegExp(
          `${substrateHeater.maximumCelsius} °C[^.;]*samples up to ${substrateHeater.limits[0].uptoMm} mm|${substrateHeater.maximumCelsius} °C$`,
        ),
      );
    }
  });

  it('never offers ALD for lift-off on a product or page: it coats the resist sidewalls', () => {
    const copy = [...Object.values(pages), ...products].flatMap(strings).flatMap((text) => text.split(/(?<=[.;])\s+/));
    const offering = copy.filter(
      (sentence) => /\bALD\b|atomic layer/i.test(sentence) && /lift-off/i.test(sentence) && !/\bnot\b|\bnever\b|instead|rather than/i.test(sentence),
    );
    expect(offering).toEqual([]);
    // On the ALD's own page every sentence is about ALD.
    const ald = productBySlug('ald')!;
    const onAldPage = strings(ald)
      .flatMap((text) => text.split(/(?<=[.;])\s+/))
      .filter((sentence) => /lift-off/i.test(sentence) && !/\bnot\b|\bnever\b|instead|rather than/i.test(sentence));
    expect(onAldPage).toEqual([]);
    expect(strings(ald).join(' ')).toMatch(/not a lift-off deposition/);
  });

  /** The formulas and acronyms in a line of text (SiO2, TiN, PMMA, BCB), subscripts folded back to digits. */
  const fold = (text: string) => text.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
  const formulasIn = (lines: string[]) =>
    lines
      .flatMap((line) => fold(line).split(/[,\s()/]+/))
      // A capitalised word such as 'Any' reads as a formula too; no element symbol has three letters.
      .filter((word) => /^(?:[A-Z][a-z]?\d*[xy]?)+$/.test(word) && !/^[A-Z][a-z]{2,}$/.test(word));

  it('lists among the ICP-RIE materials only what its processes etch', () => {
    const icp = productBySlug('icp-etcher')!;
    const etched = processesFor('icp-etcher')
      .map((entry) => fold(entry.material))
      .join(' | ');
    const formulas = formulasIn(icp.materials);
    expect(formulas).toEqual(expect.arrayContaining(['AlN', 'LiTaO3', 'Ti']));
    for (const formula of formulas) expect(etched, formula).toMatch(new RegExp(`(^|[^A-Za-z])${formula}([^a-z]|$)`));
  });

  it('lists on every system only materials that one of its process entries runs', () => {
    for (const product of products) {
      const processed = processesFor(product.slug)
        .map((entry) => fold(`${entry.material} ${entry.process}`))
        .join(' | ');
      const formulas = formulasIn(product.materials);
      for (const formula of formulas) expect(processed, `${product.slug}: ${formula}`).toMatch(new RegExp(`(^|[^A-Za-z])${formula}([^a-z]|$)`));
      // III-V is no formula: a listed III-V class needs a GaAs or InP entry.
      if (product.materials.some((line) => /III-V/.test(line))) expect(processed, `${product.slug}: III-V`).toMatch(/GaAs|InP/);
    }
    const listed = (slug: string) => formulasIn(productBySlug(slug)!.materials);
    expect(listed('rie-etcher')).toEqual(expect.arrayContaining(['Ti', 'TiN', 'PMMA', 'BCB']));
    expect(listed('sputter')).toEqual(expect.arrayContaining(['Pd', 'Ag', 'Cu', 'W', 'Ta', 'Nb', 'TaN', 'NbN', 'TiO2', 'ZnO']));
    expect(listed('ibe-ribe')).toEqual(expect.arrayContaining(['Pd', 'CoPt', 'PZT']));
    expect(listed('striper')).toEqual(expect.arrayContaining(['PMMA', 'BCB']));
    expect(listed('coater-developer')).toEqual(expect.arrayContaining(['PMMA', 'BCB']));
  });
});

/**
 * Options that are not process-related: handling, pumping, monitoring, safety and supply hardware, which
 * no process needs and every process can use. Every other option is shown by a process entry naming it.
 */
const NOT_PROCESS_RELATED: Record<string, string[]> = {
  'icp-etcher': ['point-of-use-scrubber', 'extra-gas-line', 'oes-endpoint', 'laser-endpoint', 'cassette-load-lock'],
  'rie-etcher': ['point-of-use-scrubber', 'chilled-electrode', 'extra-gas-line', 'oes-endpoint', 'laser-endpoint', 'piece-carriers'],
  'hdp-cvd': ['point-of-use-scrubber', 'silane-gas-cabinet', 'remote-plasma-clean', 'in-situ-thickness', 'extra-gas-line', 'cassette-load-lock'],
  pecvd: ['turbo-pump', 'point-of-use-scrubber', 'silane-gas-cabinet', 'extra-gas-line'],
  ald: ['extra-precursor-line', 'load-lock', 'quartz-crystal-microbalance', 'ellipsometer-ports', 'glovebox-interface'],
  sputter: ['extra-magnetron', 'extra-gas-line', 'cryogenic-pump', 'rate-monitor'],
  'ibe-ribe': ['sims-endpoint', 'cryogenic-pump', 'piece-carriers'],
  striper: ['load-lock', 'extra-gas-line', 'oes-endpoint', 'sample-trays'],
  'coater-developer': ['hmds-vapour-prime', 'extra-resist-line', 'syringe-dispense', 'second-hotplate', 'vacuum-pump'],
};

/** The highest power a process runs its generator at, in any of its steps. */
function maxPower(entry: ReturnType<typeof processesFor>[number], power: 'sourcePower' | 'biasPower' | 'rfPower'): number {
  const settings = [entry.conditions[power], ...(entry.conditions.steps ?? []).map((step) => (power === 'rfPower' ? undefined : step[power]))];
  return Math.max(0, ...settings.map((quantity) => quantity?.max ?? quantity?.typical ?? 0));
}

describe('the options each system is sold with', () => {
  for (const { slug, purchasing } of registry) {
    it(`${slug}: every option is shown by a process that needs it, or is not process-related`, () => {
      const optionIds = purchasing.options.map((option) => option.id);
      const needed = new Set(processesFor(slug).flatMap((entry) => entry.needsOptions ?? []));
      // What a needed option requires (the chlorine package's gas cabinet) is needed as much.
      for (const option of purchasing.options) if (needed.has(option.id)) for (const id of option.requires ?? []) needed.add(id);
      // A generator rating is needed when a process runs above the standard rating.
      for (const option of purchasing.options) {
        const aboveStandard = (option.generatorRatings ?? []).some(({ power, standardW }) =>
          processesFor(slug).some((entry) => maxPower(entry, power) > standardW),
        );
        if (aboveStandard) needed.add(option.id);
      }
      const unshown = optionIds.filter((id) => !needed.has(id) && !(NOT_PROCESS_RELATED[slug] ?? []).includes(id));
      expect(unshown, `options with no process behind them on ${slug}`).toEqual([]);
      // And a process names only options the system is sold with.
      for (const id of needed) expect(optionIds, `${slug}: a process needs "${id}"`).toContain(id);
    });

    it(`${slug}: every process runs within the generator ratings the system can be sold with`, () => {
      for (const { power, optionW } of purchasing.options.flatMap((option) => option.generatorRatings ?? [])) {
        for (const entry of processesFor(slug)) expect(maxPower(entry, power), `${entry.id} ${power}`).toBeLessThanOrEqual(optionW);
      }
    });
  }
});
