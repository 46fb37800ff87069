import { sigma } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/** Spin coating, baking and developing at 23 ± 0.5 °C and 45 ± 5% RH. */
const coat = { kind: 'coating', technique: 'Spin coating', basis: 'qualified' } as const;

export const processes: ProcessData[] = [
  {
    ...coat,
    id: 'coat-dnq-resist',
    material: 'Positive photoresist (DNQ/novolac)',
    process: 'HMDS prime, spin, bake; TMAH 2.38% develop',
    conditions: { other: ['Spin 3000-5000 rpm', 'Soft bake 90-100 °C', 'TMAH 2.38% puddle develop'] },
    results: { uniformity: sigma('< 0.5%', 'resist thickness', [150]), properties: ['0.5-2 µm films'] },
  },
  {
    ...coat,
    id: 'coat-su8',
    material: 'Epoxy negative resist (SU-8 type)',
    process: 'Multi-step spin, ramped bakes; PGMEA develop',
    conditions: { other: ['Spread at 500 rpm, spin 1000-3000 rpm', 'Bakes at 65 and 95 °C with slow ramps', 'PGMEA-based develop, IPA rinse'] },
    results: { properties: ['5-100 µm films for moulds and microfluidics'] },
    notes: 'Remove the edge bead before contact exposure',
  },
  {
    ...coat,
    id: 'coat-pmma',
    material: 'PMMA (e-beam resist)',
    process: 'Anisole solution, spin, bake; MIBK:IPA develop',
    conditions: { other: ['Spin 2000-6000 rpm', 'Bake 180 °C', 'MIBK:IPA develop'] },
    results: { properties: ['50-500 nm films for e-beam lithography and lift-off'] },
  },
  {
    ...coat,
    id: 'coat-bcb',
    material: 'BCB (benzocyclobutene)',
    process: 'Adhesion promoter, spin, soft bake; cure under nitrogen',
    conditions: { other: ['Adhesion promoter spun on first', 'Spin 1000-5000 rpm', 'Soft bake 80-150 °C on the hotplate'] },
    results: { properties: ['1-25 µm films, depending on the formulation, for dielectric layers and bonding'] },
    notes:
      'Final cure at about 250 °C in a nitrogen oven, with oxygen below about 100 ppm; photosensitive grades are exposed and developed before the cure',
    basis: 'starting window',
  },
  {
    ...coat,
    id: 'coat-liftoff-bilayer',
    material: 'Lift-off bilayer (LOR/PMGI + photoresist)',
    process: 'Two coats with separate bakes; TMAH develop sets the undercut',
    conditions: { other: ['LOR bake 150-190 °C, then photoresist coat and bake'] },
    results: { properties: ['Undercut profile for clean metal lift-off'] },
  },
  {
    ...coat,
    id: 'coat-polyimide',
    material: 'Polyimide',
    process: 'Spin, staged soft bake',
    conditions: { other: ['Spin 2000-5000 rpm', 'Staged soft bake up to 200 °C on the hotplate'] },
    results: { properties: ['Uniform films for passivation and flexible substrates'] },
    notes: 'Final cure in a furnace',
  },
];
