import { flows, halfRange, measured, openArea, range, rate } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * Ion beam milling rates at the reference condition: argon beam at 500 eV and 1 mA/cm², normal
 * incidence, stage rotating and cooled to 5-20 °C. Rates scale roughly linearly with beam current
 * density and rise with ion energy; they follow the sputter yield of each material.
 */
const reference = {
  flows: flows('Ar', 5, 10),
  pressure: { typical: 0.1, unit: 'mTorr' as const, approx: true },
  temperature: range(5, 20, '°C'),
  other: ['Beam 500 eV, 1 mA/cm², normal incidence, rotation 5 rpm'],
};

const ibe = { kind: 'etch', technique: 'IBE', process: 'Ar ion beam', basis: 'qualified' } as const;

/**
 * The beam brings everything the etch uses, so the open area barely changes an ion beam rate; the rates are
 * step heights on half-masked blanket films.
 */
const beamLoading = openArea(
  50,
  50,
  'the same at other open areas, as the beam supplies everything the etch uses; slower in narrow trenches, where redeposition builds up',
  'step height by stylus profiler on a half-masked blanket film, timed etch',
);

export const processes: ProcessData[] = [
  {
    ...ibe,
    id: 'ibe-au',
    material: 'Au, Ag',
    mask: 'Photoresist or a hard mask (Ta, Ti, C)',
    conditions: reference,
    results: {
      loading: beamLoading,
      rate: rate(120, 200, 'nm/min'),
      selectivity: ['3-5:1 to photoresist'],
      uniformity: halfRange('±5%', 'etch depth', [150]),
    },
    notes: 'Faster than most masks, so plan mask thickness; Ag mills faster than Au',
  },
  {
    ...ibe,
    id: 'ibe-cu',
    material: 'Cu, Pd',
    mask: 'Photoresist or a hard mask',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(80, 120, 'nm/min') },
    notes: 'No practical RIE chemistry near room temperature for either; Pd mills a little faster than Cu',
  },
  {
    ...ibe,
    id: 'ibe-pt-ir',
    material: 'Pt, Ir',
    mask: 'Photoresist or a hard mask',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(50, 90, 'nm/min'), selectivity: ['about 2:1 to photoresist'] },
    notes:
      'No practical RIE chemistry near room temperature; Ir mills at the lower end of the range; an angled clean-up step removes sidewall redeposition',
  },
  {
    ...ibe,
    id: 'ibe-magnetic',
    material: 'NiFe, CoFe, CoFeB, CoPt',
    mask: 'Ta, TiN or photoresist',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(40, 80, 'nm/min') },
  },
  {
    ...ibe,
    id: 'ibe-mtj-stack',
    material: 'Magnetic tunnel junction stacks (CoFeB/MgO)',
    process: 'Ar ion beam with SIMS endpoint',
    mask: 'Ta or TiN hard mask',
    conditions: { ...reference, other: ['Main etch 10-30° from normal, clean-up 60-80° from normal, both with rotation'] },
    results: { properties: ['Stops on or just below the MgO barrier'] },
    notes: 'The grazing-angle step removes redeposit that would short the junction',
  },
  {
    ...ibe,
    id: 'ibe-si-sio2-ta',
    material: 'Si, SiO2, Ta',
    mask: 'Photoresist or a hard mask',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(30, 50, 'nm/min') },
    notes: 'Similar rates: little selectivity between them',
  },
  {
    ...ibe,
    id: 'ibe-photoresist',
    material: 'Photoresist (as a mask)',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(25, 50, 'nm/min') },
    notes: 'Depends on bake and cooling; O2 added to the beam raises the resist rate',
  },
  {
    ...ibe,
    id: 'ibe-al2o3-mgo',
    material: 'Al2O3, MgO',
    conditions: reference,
    results: { loading: beamLoading, rate: rate(10, 25, 'nm/min') },
    notes: 'Low sputter yield: useful as a hard mask or stop layer',
  },
  {
    ...ibe,
    id: 'ibe-linbo3',
    material: 'LiNbO3, LiTaO3 (thin film)',
    mask: 'HSQ, a-Si or Cr',
    conditions: reference,
    results: {
      sidewallRoughness: measured(
        'Sidewall roughness',
        '3-8 nm RMS after the tilted clean-up step',
        'top-view SEM edge-roughness analysis of ridge waveguides',
      ),
      loading: beamLoading,
      rate: rate(10, 30, 'nm/min'),
      selectivity: ['0.5-2:1 to HSQ, a-Si or Cr'],
    },
    profile: 'Sidewall angle set by beam tilt; a tilted final step cleans and steepens the walls',
  },
  {
    ...ibe,
    id: 'ibe-pzt',
    material: 'PZT (lead zirconate titanate)',
    mask: 'Photoresist or a Pt, Ti or Cr hard mask',
    conditions: reference,
    results: { rate: rate(10, 30, 'nm/min'), loading: beamLoading },
    profile: 'Sidewalls 60-75°; an angled clean-up step removes Pb-rich redeposition',
    notes: 'Milling damages the ferroelectric surface: a recovery anneal in O2 (about 400-600 °C) restores polarisation',
    basis: 'starting window',
  },
  {
    ...ibe,
    id: 'ribe-sio2-chf3',
    needsOptions: ['ribe-gas-lines'],
    technique: 'RIBE',
    material: 'SiO2, quartz',
    process: 'CHF3/Ar reactive ion beam',
    mask: 'Photoresist or Cr',
    conditions: { ...reference, flows: flows('CHF3', 5, 10, 'Ar', 5, 10) },
    results: { loading: beamLoading, rate: rate(50, 100, 'nm/min'), selectivity: ['1.5-3:1 to photoresist'] },
    profile: 'Fixed tilt without rotation gives slanted gratings',
    notes: 'About twice the Ar milling rate of SiO2, with better selectivity to resist',
  },
];
