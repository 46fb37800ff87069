import { describe, expect, it } from 'vitest';
import { processes } from '~/content/processes';
import { products } from '~/content/products';
import { findSystems, materialMatches, requestFromParams, requestToParams, type FinderRequest } from './finder';

const find = (request: FinderRequest) => findSystems(request, processes, products);
const systems = (request: FinderRequest) => find(request).map((match) => match.system);

describe('the system finder, for requests labs make', () => {
  it('deep silicon trenches for MEMS: the ICP-RIE in its DRIE configuration, and nothing slower', () => {
    const [first, ...rest] = find({ need: 'etch', material: 'silicon', depthUm: 100, aspectRatio: 20 });
    expect(first!.system).toBe('icp-etcher');
    expect(first!.processes[0]!.id).toBe('drie-si-bosch');
    expect(first!.reason).toBe('Bosch DRIE (DRIE configuration) · Si (deep trenches, through-wafer) · 2-10 µm/min · aspect ratio to 30:1 · 0-20 °C');
    expect(rest).toEqual([]);
  });

  it('conformal Al2O3 on high-aspect structures: ALD only', () => {
    expect(systems({ need: 'deposit', material: 'Al2O3', conformal: true, aspectRatio: 20 })).toEqual(['ald']);
    // Without the coverage, sputtering makes Al2O3 too.
    expect(systems({ need: 'deposit', material: 'Al2O3' })).toEqual(['ald', 'sputter']);
  });

  it('silicon nitride at 300 °C: PECVD, HDP-CVD and ALD-free', () => {
    const found = systems({ need: 'deposit', material: 'silicon nitride', maxTemperatureC: 300 });
    expect(found).toEqual(expect.arrayContaining(['pecvd', 'hdp-cvd']));
    expect(found).not.toContain('ald');
    // At 250 °C the PECVD nitrides (300-400 °C) drop out; HDP-CVD's runs at 100-200 °C.
    expect(systems({ need: 'deposit', material: 'silicon nitride', maxTemperatureC: 250 })).toEqual(['hdp-cvd']);
  });

  it('resist stripping: the stripper first, the RIE descum behind it', () => {
    const found = systems({ need: 'strip', material: 'resist' });
    expect(found[0]).toBe('striper');
    expect(found).toContain('rie-etcher');
  });

  it('spin coating SU-8: the coater/developer', () => {
    expect(systems({ need: 'coat', material: 'SU-8' })).toEqual(['coater-developer']);
  });

  it('ion milling of gold: the IBE/RIBE', () => {
    const [match] = find({ need: 'etch', material: 'gold' });
    expect(match!.system).toBe('ibe-ribe');
    expect(match!.processes.map((entry) => entry.id)).toEqual(['ibe-au']);
  });

  it('gap fill between metal lines: HDP-CVD, and ALD for its conformal films', () => {
    expect(systems({ need: 'deposit', material: 'SiO2', aspectRatio: 3 })).toEqual(['hdp-cvd', 'ald']);
    // A 4:1 gap is past what the HDP gap fill states.
    expect(systems({ need: 'deposit', material: 'SiO2', aspectRatio: 4 })).toEqual(['ald']);
  });

  it('LiNbO3 waveguides: ICP-RIE and ion beam etching', () => {
    expect(systems({ need: 'etch', material: 'lithium niobate' }).sort()).toEqual(['ibe-ribe', 'icp-etcher']);
  });

  it('a wafer size a system does not take leaves it out, and one on request says so', () => {
    expect(systems({ need: 'etch', material: 'gold', waferMm: 300 })).toEqual([]);
    const [match] = find({ need: 'etch', material: 'GaAs', waferMm: 300 });
    expect(match!.reason).toContain('300 mm wafers on request');
  });

  it('says nothing until it knows what to do or on what', () => {
    expect(find({ waferMm: 200 })).toEqual([]);
  });
});

describe('materials as visitors write them', () => {
  it.each([
    ['Si (deep trenches, through-wafer)', 'Si', true],
    ['SiO₂, fused silica', 'Si', false],
    ['Al₂O₃', 'al2o3', true],
    ['Al₂O₃', 'alumina', true],
    ['Si₃N₄, SiNx', 'SiN', true],
    ['Positive photoresist (bulk strip)', 'resist', true],
    ['Au, Ag', 'gold', true],
    ['Al and Al alloys', 'Al2O3', false],
  ])('%s for "%s": %s', (material, query, expected) => {
    expect(materialMatches(material, query)).toBe(expected);
  });
});

describe('the address', () => {
  it('holds the whole request and gives it back', () => {
    const request: FinderRequest = { need: 'etch', material: 'Si', waferMm: 150, maxTemperatureC: -20, depthUm: 50, aspectRatio: 10 };
    expect(requestFromParams(requestToParams(request))).toEqual({ ...request, thicknessNm: undefined, conformal: undefined });
    expect(requestToParams({ need: 'deposit', conformal: true }).toString()).toBe('need=deposit&conformal=yes');
  });

  it('leaves out what it cannot read', () => {
    expect(requestFromParams(new URLSearchParams('need=melt&wafer=125&depth=-3&aspect=lots&maxTemp='))).toEqual({
      need: undefined,
      material: undefined,
      waferMm: undefined,
      maxTemperatureC: undefined,
      depthUm: undefined,
      aspectRatio: undefined,
      thicknessNm: undefined,
      conformal: undefined,
    });
  });
});
