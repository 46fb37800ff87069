import { describe, expect, it } from 'vitest';
import { products } from '../products';
import { productSlugs, type ProductSlug } from '../products/registry';
import { untypeset } from '../../lib/typeset';
import { lower, measuredResults, upper, WINDOW_EXPECTATION } from '../../lib/process-format';
import { processById, processes, processesFor } from './index';
import { processRow } from './rows';
import type { ProcessEntry, Quantity } from './types';

/**
 * What each system's hardware allows, as its product page specifies it: a process outside these
 * limits cannot run on the system, whatever an article says.
 */
const LIMITS: Record<ProductSlug, { temperature: [number, number]; source?: number; bias?: number; rf?: number }> = {
  'icp-etcher': { temperature: [-70, 200], source: 3000, bias: 1000 },
  'rie-etcher': { temperature: [20, 80], rf: 600 },
  'hdp-cvd': { temperature: [20, 200], source: 3000, bias: 1000 },
  pecvd: { temperature: [20, 400], rf: 2000 },
  ald: { temperature: [20, 400] },
  sputter: { temperature: [20, 1200], rf: 1000 },
  'ibe-ribe': { temperature: [5, 20] },
  striper: { temperature: [5, 200], rf: 1000 },
  'coater-developer': { temperature: [20, 200] },
};

/** Options that widen a system's limits, as the product's specification states them. */
const OPTION_TEMPERATURE: Record<string, [number, number]> = { 'cryogenic-stage': [-140, 20] };

/** Plausible rates for research-scale tools, per unit: a wrong order of magnitude fails here. */
const RATE_LIMITS: Record<string, [number, number]> = {
  'nm/min': [1, 2000],
  'µm/min': [0.1, 10],
  'Å/cycle': [0.2, 2.5],
};

const quantities = (entry: ProcessEntry): Quantity[] => {
  const c = entry.conditions;
  return [
    c.pressure,
    c.sourcePower,
    c.biasPower,
    c.rfPower,
    c.temperature,
    entry.results.rate,
    ...(c.steps ?? []).flatMap((s) => [s.pressure, s.sourcePower, s.biasPower, s.time]),
  ].filter((q): q is Quantity => q !== undefined);
};

describe('the process data', () => {
  it('has at least 40 entries, covering every system, with unique ids', () => {
    expect(processes.length).toBeGreaterThanOrEqual(40);
    for (const slug of productSlugs) expect(processesFor(slug).length, slug).toBeGreaterThanOrEqual(5);
    expect(new Set(processes.map((entry) => entry.id)).size).toBe(processes.length);
  });

  it('answers an unknown id with an error, not with nothing', () => {
    expect(() => processById('icp-unobtainium')).toThrow('Unknown process id "icp-unobtainium"');
    expect(processById('icp-gaas-cl2').system).toBe('icp-etcher');
  });

  it('puts DRIE processes on the ICP-RIE, as its DRIE configuration, and nowhere else', () => {
    const drie = processes.filter((entry) => entry.configuration === 'DRIE' || /Bosch/.test(entry.technique));
    expect(drie.length).toBeGreaterThan(0);
    for (const entry of drie) {
      expect(entry.system, entry.id).toBe('icp-etcher');
      expect(entry.configuration, entry.id).toBe('DRIE');
    }
  });

  for (const entry of processes) {
    describe(entry.id, () => {
      it('states material, process, conditions and at least one result', () => {
        expect(entry.material.length).toBeGreaterThan(1);
        expect(entry.process.length).toBeGreaterThan(1);
        expect(processRow(entry).conditions.length).toBeGreaterThan(3);
        const r = entry.results;
        expect(Boolean(r.rate || r.selectivity?.length || r.uniformity || r.filmProperties?.length || r.properties?.length)).toBe(true);
      });

      it('stays within what its system can do, with ranges that read low to high', () => {
        const withOption = (entry.needsOptions ?? []).map((option) => OPTION_TEMPERATURE[option]).find(Boolean);
        const limits = { ...LIMITS[entry.system], ...(withOption ? { temperature: withOption } : {}) };
        for (const q of quantities(entry)) expect(lower(q), `${entry.id} ${JSON.stringify(q)}`).toBeLessThanOrEqual(upper(q));
        const { temperature, sourcePower, biasPower, rfPower } = entry.conditions;
        if (temperature) {
          expect(lower(temperature)).toBeGreaterThanOrEqual(limits.temperature[0]);
          expect(upper(temperature)).toBeLessThanOrEqual(limits.temperature[1]);
        }
        const powers = [sourcePower, ...(entry.conditions.steps ?? []).map((s) => s.sourcePower)].filter(Boolean) as Quantity[];
        for (const power of powers) expect(upper(power)).toBeLessThanOrEqual(limits.source ?? 0);
        const biases = [biasPower, ...(entry.conditions.steps ?? []).map((s) => s.biasPower)].filter(Boolean) as Quantity[];
        for (const bias of biases) expect(upper(bias)).toBeLessThanOrEqual(limits.bias ?? 0);
        if (rfPower) expect(upper(rfPower)).toBeLessThanOrEqual(limits.rf ?? 0);
      });

      it('gives a rate of a plausible size, and any uniformity with its full definition', () => {
        const rate = entry.results.rate;
        if (rate) {
          const [min, max] = RATE_LIMITS[rate.unit]!;
          expect(lower(rate), entry.id).toBeGreaterThanOrEqual(min);
          expect(upper(rate), entry.id).toBeLessThanOrEqual(max);
          expect(rate.kind === 'growth per cycle', entry.id).toBe(rate.unit === 'Å/cycle');
        }
        const uniformity = entry.results.uniformity;
        if (uniformity) {
          expect(uniformity.points).toBeGreaterThanOrEqual(9);
          expect(uniformity.edgeExclusionMm).toBeGreaterThan(0);
          expect(uniformity.waferMm.length).toBeGreaterThan(0);
          expect(processRow(entry).uniformity).toMatch(
            /(\(max − min\) \/ \(2 × mean\)|1σ \/ mean), \d+-point map, \d+ mm edge exclusion, [\d-]+ mm wafers?\)$/,
          );
        }
      });

      it('prints with formulas and exponents typeset', () => {
        const row = processRow(entry);
        const texts = Object.values(row).flatMap((value) => (Array.isArray(value) ? value.flatMap((item) => Object.values(item)) : [value]));
        for (const text of texts) expect(untypeset(String(text)), `${entry.id}: ${String(text)}`).toEqual([]);
      });
    });
  }

  it('is what the product pages and datasheets list, one row per entry', () => {
    for (const product of products) {
      expect(new Set(product.processMethods).size, product.slug).toBe(product.processMethods.length);
      const cited = new Set(product.processCapabilities.flatMap((row) => [...row.result.matchAll(/\[(\d+)\]/g)].map(([, number]) => Number(number))));
      expect(
        [...cited].sort((a, b) => a - b),
        product.slug,
      ).toEqual(product.processMethods.map((_, index) => index + 1));
      expect(product.processCapabilities.map((row) => row.id)).toEqual(processesFor(product.slug).map((entry) => entry.id));
      for (const row of product.processCapabilities) {
        const entry = processById(row.id);
        if (entry.results.rate) expect(row.result).toContain(processRow(entry).rate);
        // Each measured result names its method by number in the product's list of methods, which the datasheet prints.
        for (const result of measuredResults(entry)) {
          const number = product.processMethods.indexOf(result.method) + 1;
          expect(number, `${entry.id}: ${result.method}`).toBeGreaterThan(0);
          expect(row.result, entry.id).toContain(`${result.label}: ${result.value} [${number}].`);
        }
      }
    }
  });
});

describe('aspect ratios and step coverage, which the system finder reads', () => {
  it('an entry that states a highest aspect ratio says the same in its properties', () => {
    const stated = processes.filter((entry) => entry.results.maxAspectRatio !== undefined);
    expect(stated.map((entry) => entry.id).sort()).toEqual(['drie-si-bosch', 'hdp-sio2-gap-fill']);
    for (const entry of stated) expect(entry.results.properties?.join(' '), entry.id).toMatch(new RegExp(`\\b${entry.results.maxAspectRatio}:1`));
  });

  it('every ALD film is conformal, a gap fill states its ratio, and no other deposition claims either', () => {
    for (const entry of processes.filter((candidate) => candidate.kind === 'deposition')) {
      const expected = entry.system === 'ald' ? 'conformal' : entry.id === 'hdp-sio2-gap-fill' ? 'gap fill' : undefined;
      expect(entry.results.stepCoverage, entry.id).toBe(expected);
    }
  });
});

describe('chemistry and physics a process engineer checks', () => {
  const fluorineOnly = (entry: ProcessEntry) => /SF|CF|CHF|C₄F|NF/.test(entry.process) && !/Cl|Br/.test(entry.process);

  it('etches titanium in chlorine, never with the fluorine metals: TiF₄ is not volatile', () => {
    const etches = processes.filter((entry) => entry.kind === 'etch');
    for (const entry of etches.filter(fluorineOnly)) expect(entry.material, entry.id).not.toMatch(/\bTi\b/);
    expect(etches.some((entry) => /\bTi\b/.test(entry.material) && /Cl/.test(entry.process))).toBe(true);
  });

  it('names as an etch stop of a fluorine etch no metal that a fluorine process in the library etches', () => {
    const etchedByFluorine = processes.filter((entry) => entry.kind === 'etch' && fluorineOnly(entry)).map((entry) => entry.material);
    for (const entry of processes.filter(fluorineOnly)) {
      const notes = entry.notes ?? '';
      expect(notes, entry.id).not.toMatch(/most metals/i);
      const stops = notes.match(/stops on ([^.;]*?)(?:,? whose|;|\.|$)/i)?.[1];
      for (const metal of stops?.split(/,\s*|\s+and\s+/) ?? []) {
        for (const material of etchedByFluorine) expect(material, `${entry.id} stops on ${metal}`).not.toMatch(new RegExp(`\\b${metal.trim()}\\b`));
      }
    }
  });

  it('calls a process selective to a material only if it states a selectivity to that material', () => {
    for (const entry of processes) {
      const claimed = entry.material.match(/selective to ([^)]+)\)/)?.[1];
      if (claimed) expect(entry.results.selectivity?.join(' '), entry.id).toContain(`to ${claimed}`);
    }
    // CF₄/H₂ is the oxide-over-silicon chemistry: hydrogen slows silicon, not nitride.
    for (const entry of processes.filter((candidate) => /^CF₄\/H₂$/.test(candidate.process))) expect(entry.material, entry.id).toMatch(/^SiO₂/);
  });

  it('sets membrane nitride tensile, as released compressive films buckle', () => {
    const membranes = processes.filter((entry) => entry.system === 'pecvd' && /membrane/i.test(entry.material));
    expect(membranes.length).toBeGreaterThan(0);
    for (const entry of processesFor('pecvd')) expect(entry.material, entry.id).not.toMatch(/low[- ]stress/i);
    for (const entry of membranes) {
      const target = entry.results.properties?.join(' ').match(/\+(\d+) to \+(\d+) MPa \(tensile\)/);
      expect(target, entry.id).not.toBeNull();
      expect(Number(target![1])).toBeGreaterThan(0);
    }
  });

  it('states the wafer temperature of a gap fill, above the stage setpoint the bias heats it from', () => {
    const gapFills = processes.filter((entry) => entry.results.stepCoverage === 'gap fill');
    expect(gapFills.length).toBeGreaterThan(0);
    for (const entry of gapFills) {
      const { temperature, waferTemperature } = entry.conditions;
      expect(waferTemperature, entry.id).toBeDefined();
      expect(lower(waferTemperature!)).toBeGreaterThan(upper(temperature!));
      expect(processRow(entry).conditions).toContain(`wafer ${waferTemperature!.min}-${waferTemperature!.max} °C`);
    }
  });

  it('states film thicknesses that its rates deposit within a working day or two (20 h at the slowest rate)', () => {
    for (const entry of processes.filter((candidate) => candidate.kind === 'deposition' && candidate.results.rate?.unit === 'nm/min')) {
      const text = [entry.notes ?? '', ...(entry.results.properties ?? [])].join(' ');
      const thicknesses = text.matchAll(
        /(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? µm (?:electrolyte|films?|layers?|thick)|layers of (?:\d+(?:\.\d+)?)-(\d+(?:\.\d+)?) µm/g,
      );
      for (const [, single, upperOfRange, upperOfLayers] of thicknesses) {
        const thickestNm = Number(upperOfRange ?? upperOfLayers ?? single) * 1000;
        const hours = thickestNm / lower(entry.results.rate!) / 60;
        expect(hours, `${entry.id}: ${thickestNm} nm at ${lower(entry.results.rate!)} nm/min`).toBeLessThanOrEqual(20);
      }
    }
  });
});

describe('uniformity figures', () => {
  /** The largest wafer each substrate material is made in, where it is below 200 mm. */
  const LARGEST_WAFER: [RegExp, number][] = [
    [/GaAs|AlGaAs/, 150],
    [/InP/, 150],
    [/LiNbO₃|LiTaO₃/, 150],
  ];

  it('name wafer sizes the system takes and the material comes in', () => {
    for (const entry of processes.filter((candidate) => candidate.results.uniformity)) {
      const { waferMm } = entry.results.uniformity!;
      const standard = products.find((product) => product.slug === entry.system)!.waferSizesMm.standard;
      for (const size of waferMm) expect(standard, `${entry.id}: ${size} mm`).toContain(size);
      for (const [material, largest] of LARGEST_WAFER) {
        if (material.test(entry.material)) expect(Math.max(...waferMm), entry.id).toBeLessThanOrEqual(largest);
      }
    }
  });
});

describe('measured results, each with the method behind it', () => {
  const named = (entry: ProcessEntry, property: string) => entry.results.filmProperties?.find((film) => film.property === property);
  const expectMeasured = (entry: ProcessEntry, properties: string[]) => {
    for (const property of properties) {
      const film = named(entry, property);
      expect(film, `${entry.id}: ${property}`).toBeDefined();
      expect(film!.value, `${entry.id}: ${property}`).toMatch(/\d/);
      expect(film!.method.length, `${entry.id}: ${property} method`).toBeGreaterThan(10);
    }
  };
  const depositions = processes.filter((entry) => entry.kind === 'deposition');

  it('gives every measured figure a value and a method', () => {
    for (const entry of processes) {
      const { filmProperties = [], sidewallRoughness, loading } = entry.results;
      for (const figure of [...filmProperties, ...(sidewallRoughness ? [sidewallRoughness] : [])]) {
        expect(figure.property.length, entry.id).toBeGreaterThan(1);
        expect(figure.value.length, `${entry.id}: ${figure.property}`).toBeGreaterThan(1);
        expect(figure.method.length, `${entry.id}: ${figure.property}`).toBeGreaterThan(10);
      }
      if (loading) {
        const [low, high] = loading.openAreaPercent;
        expect(low, entry.id).toBeGreaterThan(0);
        expect(low, entry.id).toBeLessThanOrEqual(high);
        expect(high, entry.id).toBeLessThanOrEqual(100);
        expect(loading.method.length, entry.id).toBeGreaterThan(10);
      }
    }
  });

  it('states the open area every etch rate was measured at, and how the rate moves with it', () => {
    const etches = processes.filter((entry) => entry.kind === 'etch' && entry.results.rate);
    expect(etches.length).toBeGreaterThan(40);
    for (const entry of etches) {
      expect(entry.results.loading, entry.id).toBeDefined();
      expect(processRow(entry).measured?.[0]?.value, entry.id).toMatch(/^rate (measured|stated) at \d+(-\d+)?%; /);
    }
  });

  it('gives ITO its resistivity and transmittance', () => {
    const ito = depositions.filter((entry) => /\bITO\b/.test(entry.material));
    expect(ito.length).toBeGreaterThan(0);
    for (const entry of ito) expectMeasured(entry, ['Resistivity', 'Transmittance']);
  });

  it('gives sputtered AlN its rocking-curve width and stress, and every AlN film its crystal quality', () => {
    const aln = depositions.filter((entry) => /^AlN\b/.test(entry.material));
    expect(aln.map((entry) => entry.system).sort()).toEqual(['ald', 'sputter']);
    for (const entry of aln) {
      if (entry.system === 'sputter') expectMeasured(entry, ['Rocking curve', 'Stress']);
      else expectMeasured(entry, ['Refractive index', 'Crystal structure']);
    }
  });

  it('gives every gate dielectric its permittivity and leakage', () => {
    const dielectrics = depositions.filter((entry) => entry.system === 'ald' && /^(Al₂O₃|HfO₂|ZrO₂)/.test(entry.material));
    expect(dielectrics.length).toBeGreaterThanOrEqual(6);
    for (const entry of dielectrics) {
      expectMeasured(entry, ['Dielectric constant', 'Leakage current density']);
      expect(named(entry, 'Leakage current density')!.value, entry.id).toMatch(/A\/cm² at \d+(\.\d+)? MV\/cm/);
    }
  });

  it('gives every silicon nitride, oxide and oxynitride its index, and the waveguide films their optical loss', () => {
    const films = depositions.filter((entry) => /^(SiNx|SiO₂|SiOxNy)/.test(entry.material));
    expect(films.length).toBeGreaterThan(15);
    for (const entry of films) {
      expectMeasured(entry, ['Refractive index']);
      const waveguide = ['pecvd', 'hdp-cvd'].includes(entry.system) && !/gap fill|lift-off/.test(entry.material);
      if (waveguide) {
        expectMeasured(entry, ['Optical loss']);
        expect(named(entry, 'Optical loss')!.value, entry.id).toMatch(/dB\/cm at \d+ nm/);
      }
    }
  });

  it('gives sidewall roughness where the profile is the point: Bosch, waveguides, III-V mesas, fused silica', () => {
    const profileEtches = processes.filter(
      (entry) =>
        entry.kind === 'etch' &&
        (/Bosch/.test(entry.technique) ||
          /waveguide|LiNbO₃|LiTaO₃|fused silica/i.test(entry.material) ||
          (entry.technique === 'ICP-RIE' && /GaAs|InP|GaN/.test(entry.material) && !/recess/.test(entry.material))),
    );
    expect(profileEtches.length).toBeGreaterThanOrEqual(12);
    for (const entry of profileEtches) {
      const roughness = entry.results.sidewallRoughness;
      expect(roughness, entry.id).toBeDefined();
      expect(roughness!.property, entry.id).toBe(/Bosch/.test(entry.technique) ? 'Scallop depth' : 'Sidewall roughness');
      expect(roughness!.value, entry.id).toMatch(/\d+(-\d+)? nm/);
    }
  });

  it("marks a starting window's figures as the window's expectation, and only those", () => {
    for (const entry of processes) {
      for (const result of measuredResults(entry)) {
        expect(result.value.endsWith(`, ${WINDOW_EXPECTATION}`), `${entry.id}: ${result.label}`).toBe(entry.basis === 'starting window');
      }
    }
  });

  it('says a figure once: no free-text property repeats a measured one', () => {
    for (const entry of processes) {
      const words = (entry.results.properties ?? []).join(' ');
      for (const film of entry.results.filmProperties ?? []) {
        const figure = film.value.match(/[-+]?\d[\d.,]*(?:(?:-| to )[-+]?\d[\d.,]*)?/)?.[0];
        if (figure) expect(words, `${entry.id}: ${film.property}`).not.toContain(figure);
      }
    }
  });
});
