import type { Product } from './types';

export const ald: Product = {
  slug: 'ald',
  name: 'ALD System',
  shortName: 'ALD',
  category: 'Deposition',
  tagline:
    'Atomic layer deposition of conformal oxide and metal films with ångström-level thickness control, on wafers and 3D structures at 20 to 400 °C.',
  summary:
    'Conformal Al2O3, HfO2, ZrO2, TiO2 and ZnO films at 0.5-2 Å/cycle, uniformity < 1%, wafer at 20-400 °C, 2-6 heated precursor lines (sources 20-150 °C, up to 200 °C).',
  description: [
    'Atomic layer deposition builds a film one sub-monolayer at a time. Two precursors are pulsed into the reactor in turn and separated by inert-gas purges; each reacts only with the surface left by the other, so each cycle adds a fixed amount of material, typically 0.5-2 Å. Film thickness is set by counting cycles, and because the reactions are self-limiting the film follows every surface it can reach, including trenches, pores and the sidewalls of high-aspect-ratio structures.',
    'The substrate can be held anywhere between 20 and 400 °C. Most oxide processes run at 150-300 °C, inside the temperature window where growth per cycle is stable; lower temperatures allow coating of polymers, biological samples and lift-off patterns, at the price of longer purges and somewhat lower film density.',
    'Two to six precursor lines are fitted with fast pulse valves. Precursor sources are temperature-controlled from 20 to 150 °C, and up to 200 °C for low-vapour-pressure compounds, with heated delivery lines so that vapour does not condense on the way to the reactor. The chamber reaches a base pressure below 5×10⁻⁵ Torr before deposition, and thickness non-uniformity is below 1% across the wafer.',
  ],
  keyFeatures: [
    {
      title: 'Thickness set by cycle count',
      body: 'Growth of 0.5-2 Å per cycle, depending on the chemistry, gives sub-nanometre control of gate dielectrics, barriers and optical layers.',
    },
    {
      title: 'Conformal on 3D structures',
      body: 'Self-limiting surface reactions coat trenches, pores and overhangs evenly, where line-of-sight and plasma deposition cannot.',
    },
    {
      title: 'Uniformity below 1%',
      body: 'Thickness non-uniformity < 1% across the wafer, so optical and electrical properties are the same at the edge as in the centre.',
    },
    {
      title: 'Heated precursor sources',
      body: '2-6 precursor lines with sources from 20 to 150 °C (up to 200 °C) and heated delivery lines, for liquid and solid precursors of different volatility.',
    },
    {
      title: 'Wide substrate temperature range',
      body: 'Substrates from 20 to 400 °C, covering temperature-sensitive samples as well as dense, crystalline films.',
    },
    {
      title: 'Clean reactor',
      body: 'Base pressure below 5×10⁻⁵ Torr before each deposition limits oxygen and water contamination of the first cycles.',
    },
  ],
  applications: [
    {
      title: 'High-k gate dielectrics',
      body: 'HfO2, ZrO2 and Al2O3 for transistors on silicon, III-V, GaN and 2D materials, with thickness controlled to a few ångström.',
    },
    {
      title: 'Surface passivation for solar cells',
      body: 'Al2O3 passivation of silicon surfaces and encapsulation of perovskite and organic cells at low temperature.',
    },
    {
      title: 'Barrier and encapsulation layers',
      body: 'Pinhole-free moisture barriers on flexible electronics, OLEDs and sensors.',
    },
    {
      title: 'Optical coatings',
      body: 'TiO2 and Al2O3 stacks for anti-reflection coatings, filters and conformal coating of nanophotonic structures.',
    },
    {
      title: 'Energy storage and catalysis',
      body: 'Nanometre-thin Al2O3 and TiO2 coatings that stabilise battery electrodes and catalyst supports without blocking ion transport.',
    },
    {
      title: 'MEMS and nanofabrication',
      body: 'Conformal insulating liners, etch stops and spacer layers for pattern multiplication.',
    },
  ],
  specifications: [
    { parameter: 'Substrate (wafer) temperature', value: '20-400 °C' },
    { parameter: 'Precursor source temperature', value: '20-150 °C (up to 200 °C)' },
    { parameter: 'Growth per cycle', value: '0.5-2 Å/cycle (chemistry dependent)' },
    { parameter: 'Thickness non-uniformity', value: '< 1%' },
    { parameter: 'Precursor lines', value: '2-6, with fast ALD pulse valves and heated delivery lines' },
    { parameter: 'Base pressure', value: '< 5×10⁻⁵ Torr' },
    { parameter: 'Process pressure', value: 'Typically 0.1-1 Torr with continuous N2 or Ar carrier flow' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; 12 inch on request; pieces and 3D parts' },
    { parameter: 'Oxidant options', value: 'H2O; O3 or remote O2 plasma as options' },
    { parameter: 'Control', value: 'PC-based recipe control of pulse and purge times, with run data logging' },
  ],
  processCapabilities: [
    {
      material: 'Al2O3',
      chemistry: 'TMA/H2O, 150-300 °C',
      result: '~1.1 Å/cycle, refractive index ~1.6-1.65; usable down to ~80 °C with longer purges',
    },
    {
      material: 'HfO2',
      chemistry: 'TEMAHf/H2O, 200-250 °C',
      result: '~1 Å/cycle, amorphous as deposited, for high-k dielectrics',
    },
    {
      material: 'ZrO2',
      chemistry: 'TEMAZr/H2O, 200-250 °C',
      result: '~1 Å/cycle, high-k dielectric',
    },
    {
      material: 'TiO2',
      chemistry: 'TDMAT/H2O, 150-200 °C',
      result: '~0.5 Å/cycle, refractive index above 2.2, for optical layers',
    },
    {
      material: 'ZnO',
      chemistry: 'DEZ/H2O, 100-200 °C',
      result: '~1.8-2 Å/cycle, transparent semiconductor and seed layers',
    },
    {
      material: 'SiO2',
      chemistry: 'Aminosilane with O3 or O2 plasma (option)',
      result: '~1 Å/cycle at 100-250 °C, conformal low-temperature oxide',
    },
  ],
  processCapabilitiesNote:
    'Growth per cycle and film properties are typical values; they depend on temperature, precursor dose and purge times, and we qualify processes for your substrates.',
  materials: ['Al2O3', 'HfO2', 'ZrO2', 'TiO2', 'ZnO and doped ZnO', 'SiO2 (with O3 or plasma option)', 'Ta2O5'],
  relatedLinks: [
    { label: 'Atomic Layer Deposition for Research Labs', href: '/insights/atomic-layer-deposition-for-research-labs' },
    { label: 'PECVD System', href: '/products/pecvd' },
    { label: 'Sputter Deposition System', href: '/products/sputter' },
    { label: 'Startup Package for new labs', href: '/startup-package' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'ald-system-datasheet.pdf' },
  meta: {
    title: 'ALD System',
    description:
      'Atomic layer deposition for research labs: 0.5-2 Å/cycle, uniformity < 1%, wafer 20-400 °C, 2-6 precursor lines, sources 20-150 °C (up to 200 °C).',
  },
};
