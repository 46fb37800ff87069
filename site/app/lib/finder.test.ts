import { describe, expect, it } from 'vitest';
import { processes } from '~/content/processes';
import { products } from '~/content/products';
import { answerRequest, entryCost, findSystems, materialMatches, requestFromParams, requestToParams, type FinderRequest } from './finder';
import { finderRequests } from './finder-requests';
import { finderSystem } from './finder-systems';

const systemsForSale = products.map(finderSystem);
const find = (request: FinderRequest) => findSystems(request, processes, systemsForSale);
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

  it('silicon nitride at 350 °C: PECVD, the cheaper, before HDP-CVD, and no ALD', () => {
    // A limit admits a process only if the top of its range stays within it: the PECVD nitrides run at 300-350 °C
    // or 300-400 °C, so at 300 °C (where this test used to find them) they are out, and at 350 °C the first three are in.
    expect(systems({ need: 'deposit', material: 'silicon nitride', maxTemperatureC: 350 })).toEqual(['pecvd', 'hdp-cvd']);
    expect(systems({ need: 'deposit', material: 'silicon nitride', maxTemperatureC: 300 })).toEqual(['hdp-cvd']);
    // At 250 °C the PECVD nitrides drop out too; HDP-CVD's runs at 100-200 °C.
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
    // Asked for gap fill, the stated gap fill fits better than a conformal film.
    expect(systems({ need: 'deposit', material: 'SiO2 gap fill', aspectRatio: 3 })).toEqual(['hdp-cvd', 'ald']);
    // Asked only to cover 3:1 features, both fit as well, and the cheaper ALD ($150k against $300k) comes first.
    expect(systems({ need: 'deposit', material: 'SiO2', aspectRatio: 3 })).toEqual(['ald', 'hdp-cvd']);
    // A 4:1 gap is past what the HDP gap fill states.
    expect(systems({ need: 'deposit', material: 'SiO2', aspectRatio: 4 })).toEqual(['ald']);
  });

  it('LiNbO3 waveguides: ICP-RIE and ion beam etching', () => {
    expect(systems({ need: 'etch', material: 'lithium niobate' }).sort()).toEqual(['ibe-ribe', 'icp-etcher']);
  });

  it('a wafer size a system does not take leaves it out, and one only on request is named apart, never as a match', () => {
    expect(systems({ need: 'etch', material: 'gold', waferMm: 300 })).toEqual([]);
    const answer = answerRequest({ need: 'etch', material: 'GaAs', waferMm: 300 }, processes, systemsForSale);
    expect(answer.matches).toEqual([]);
    expect(answer.onRequest).toEqual(['icp-etcher']);
    // GaAs data is measured on 100-150 mm wafers (GaAs stops at 150 mm): 200 mm is not shown, though the ICP takes it.
    expect(systems({ need: 'etch', material: 'GaAs', waferMm: 150 })).toEqual(['icp-etcher']);
    expect(systems({ need: 'etch', material: 'GaAs', waferMm: 200 })).toEqual([]);
  });

  it('says nothing until it knows what to do or on what', () => {
    expect(find({ waferMm: 200 })).toEqual([]);
  });
});

describe('requests as buyers write them', () => {
  it('holds at least 40 requests', () => {
    expect(finderRequests.length).toBeGreaterThanOrEqual(40);
  });

  it.each(finderRequests.map((entry) => [entry.name, entry] as const))('%s', (_, { address, expect: expected }) => {
    const answer = answerRequest(requestFromParams(new URLSearchParams(address)), processes, systemsForSale);
    const found = answer.matches.map((match) => match.system);
    if (expected.systems) expect(found).toEqual(expected.systems);
    if (expected.first) expect(found[0]).toBe(expected.first);
    for (const [earlier, later] of expected.before ?? []) {
      expect(found).toContain(earlier);
      if (found.includes(later)) expect(found.indexOf(earlier)).toBeLessThan(found.indexOf(later));
    }
    if (expected.notFirst) {
      expect(found).toContain(expected.notFirst);
      expect(found[0]).not.toBe(expected.notFirst);
    }
    for (const system of expected.excludes ?? []) expect(found).not.toContain(system);
    if (expected.firstProcess) expect(answer.matches[0]!.processes[0]!.id).toBe(expected.firstProcess);
    expect(answer.onRequest).toEqual(expected.onRequest ?? []);
    expect(answer.read.unknown.map((word) => word.word)).toEqual(expected.unknown ?? []);
    expect(answer.read.ignored).toEqual(expected.ignored ?? []);
  });

  it('costs an entry as the cheapest sale that runs it: the DRIE configuration for Bosch, options added', () => {
    const icp = systemsForSale.find((system) => system.slug === 'icp-etcher')!;
    const byId = (id: string) => processes.find((entry) => entry.id === id)!;
    expect(entryCost(byId('icp-sio2-c4f8'), icp.prices)).toBe(200_000);
    expect(entryCost(byId('drie-si-bosch'), icp.prices)).toBe(400_000);
    expect(entryCost(byId('icp-si-cryo'), icp.prices)).toBe(260_000);
  });

  it('names the known terms nearest to a word it does not know', () => {
    const { read } = answerRequest({ material: 'tungstn etch' }, processes, systemsForSale);
    expect(read.unknown).toEqual([{ word: 'tungstn', closest: expect.arrayContaining(['tungsten']) }]);
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
    ['W, Mo', 'moly', true],
    ['W, Mo', 'W', true],
    ['Fused silica (deep channels)', 'quartz', true],
    ['SiO₂, fused silica', 'quartz', true],
    ['Parylene C, polyimide', 'Kapton', true],
    ['Resist on Cu or Ag', 'copper', false],
    ['Si (smooth, selective to SiO₂)', 'SiO2', false],
    ['a-Si:H', 'Si', false],
    ['a-Si:H', 'a-Si', true],
    ['Ta (α-phase)', 'a', false],
    ['Al₂O₃', 'sapphire', true],
    ['Borosilicate glass', 'quartz', false],
    ['Borosilicate glass', 'glass', true],
    ['Au, Ag', 'noble metals', true],
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
