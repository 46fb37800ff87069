import { sigma } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'ALD System',
  shortName: 'ALD',
  category: 'Deposition',
  tagline:
    'Atomic layer deposition of conformal oxide, nitride and metal films with ångström-level thickness control, thermal or with a remote plasma, on wafers and 3D structures at 20 to 400 °C.',
  summary:
    'Conformal oxides, TiN, AlN and Pt at 0.5-2 Å/cycle, uniformity < 1%, wafer 20-400 °C, 2-6 heated precursor lines, remote plasma option with O2, N2, H2 and NH3.',
  description: [
    'Atomic layer deposition builds a film one sub-monolayer at a time. Two precursors are pulsed into the reactor in turn and separated by inert-gas purges; each reacts only with the surface left by the other, so each cycle adds a fixed amount of material, typically 0.5-2 Å. Film thickness is set by counting cycles, and because the reactions are self-limiting the film follows every surface it can reach, including trenches, pores and the sidewalls of high-aspect-ratio structures.',
    'The substrate can be held anywhere between 20 and 400 °C. Most oxide processes run at 150-300 °C, inside the temperature window where growth per cycle is stable; lower temperatures allow coating of polymers and biological samples, at the price of longer purges and somewhat lower film density. ALD is not a lift-off deposition: it coats the resist sidewalls as evenly as the floor, so the film bridges the stencil edge and tears. For lift-off, use a directional film instead: evaporation, sputtering, low-temperature PECVD or HDP-CVD.',
    'Two to six precursor lines are fitted with fast pulse valves. Precursor sources are temperature-controlled from 20 to 150 °C, and up to 200 °C for low-vapour-pressure compounds, with heated delivery lines so that vapour does not condense on the way to the reactor. The chamber reaches a base pressure below 5×10⁻⁵ Torr before deposition, and thickness non-uniformity is below 1% across the wafer.',
    'Thermal ALD with H2O (and O3 or O2 as options) covers the oxides, thermal TiN from TiCl4 and NH3, and Pt from MeCpPtMe3 and O2. The remote plasma option adds an inductively coupled plasma source above the reactor with its own O2, N2, H2, NH3 and Ar lines: plasma-enhanced ALD of TiN and AlN, and oxides at temperatures down to room temperature. Most oxide processes grow 0.5-2 Å per cycle; TiN and Pt grow more slowly, as the process data shows.',
  ],
  keyFeatures: [
    {
      title: 'Thickness set by cycle count',
      body: 'Growth of 0.5-2 Å per cycle for the oxide processes, and less for TiN and Pt, gives sub-nanometre control of gate dielectrics, barriers, electrodes and optical layers.',
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
      title: 'Remote plasma option',
      body: 'An inductively coupled remote plasma with O2, N2, H2, NH3 and Ar lines for plasma-enhanced ALD of nitrides and low-temperature oxides, with the plasma kept away from the wafer to limit ion damage.',
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
    {
      title: 'Conductive nitrides and metals',
      body: 'TiN electrodes, barriers and superconducting layers by plasma-enhanced ALD, and Pt catalyst particles and films from MeCpPtMe3.',
    },
  ],
  specifications: [
    { parameter: 'Substrate (wafer) temperature', value: '20-400 °C' },
    { parameter: 'Precursor source temperature', value: '20-150 °C (up to 200 °C)' },
    { parameter: 'Growth per cycle', value: '0.5-2 Å/cycle for the oxide processes (chemistry dependent); TiN and Pt grow more slowly' },
    { parameter: 'Thickness non-uniformity', value: formatUniformity(sigma('< 1%', 'Al2O3 or HfO2 film thickness', [150, 200])) },
    { parameter: 'Precursor lines', value: '2-6, with fast ALD pulse valves and heated delivery lines' },
    { parameter: 'Base pressure', value: '< 5×10⁻⁵ Torr' },
    { parameter: 'Process pressure', value: 'Typically 0.1-1 Torr with continuous N2 or Ar carrier flow' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces and 3D parts` },
    { parameter: 'Co-reactants', value: 'H2O standard; O3 generator, O2 and NH3 lines as options' },
    { parameter: 'Remote plasma option', value: 'Inductively coupled remote source with O2, N2, H2, NH3 and Ar lines (4 standard / 5 maximum)' },
    { parameter: 'Control', value: 'PC-based recipe control of pulse and purge times, with run data logging' },
  ],
  keyFigures: [
    { parameter: 'Substrate (wafer) temperature', value: '20-400 °C', label: 'substrate temperature' },
    { parameter: 'Growth per cycle', value: '0.5-2 Å/cycle', label: 'growth per cycle, oxides' },
    { parameter: 'Thickness non-uniformity', value: '< 1%', label: 'thickness non-uniformity' },
    { parameter: 'Precursor lines', value: '2-6', label: 'precursor lines' },
  ],
  waferSizesMm: wafers,
  processCapabilitiesNote:
    'Growth per cycle and film properties are typical values; they depend on temperature, precursor dose and purge times, and we qualify processes for your substrates. Processes marked as starting windows are published windows this hardware supports, qualified on your samples.',
  materials: [
    'Al2O3',
    'HfO2',
    'ZrO2 and YSZ',
    'TiO2',
    'ZnO and doped ZnO',
    'SnO2',
    'SiO2 (plasma option)',
    'TiN (plasma option, or thermal with NH3)',
    'AlN (plasma option)',
    'Pt',
  ],
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
      'ALD for research labs: oxides, TiN, AlN and Pt; 0.5-2 Å/cycle, uniformity < 1%, wafer 20-400 °C, 2-6 precursor lines, remote plasma with O2, N2, H2 and NH3.',
  },
};
