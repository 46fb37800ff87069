import { halfRange } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [] };

export const product: ProductCopy = {
  name: 'IBE/RIBE Ion Beam Etching System',
  shortName: 'IBE/RIBE',
  category: 'Etching',
  tagline:
    'Directional ion beam etching of materials that plasma chemistry cannot remove, with a tilting, rotating, cooled stage for profile control and angled structures.',
  summary:
    'Ion beam milling and reactive ion beam etching for noble metals, magnetic stacks, LiNbO3 and oxides. Tilt 0-90°, rotation 1-10 rpm, 5-20 °C stage, base < 7×10⁻⁷ Torr.',
  description: [
    'Ion beam etching (IBE), also called ion milling, removes material by physical sputtering. A gridded ion source extracts a collimated, neutralised beam of argon ions and directs it at the wafer. Because removal does not depend on forming a volatile compound, IBE etches materials that reactive plasmas cannot: gold, platinum, iridium and other noble metals, magnetic alloys and multilayers, complex oxides such as PZT and lithium niobate, and mixed stacks of all of these in one step.',
    'Reactive ion beam etching (RIBE) feeds a reactive gas such as CHF3, CF4 or O2 into the ion source alongside argon. The beam then carries chemically active species as well, which raises the etch rate of materials such as SiO2 and quartz and improves selectivity over the mask compared with pure argon milling. One gas line (argon) is standard, and up to three are fitted according to the processes you need.',
    'The wafer stage tilts from 0 to 90° relative to the beam and rotates at 1-10 rpm. Tilt is the main profile control in ion beam etching: etching at an angle, with the wafer rotating, limits redeposition of sputtered material on the sidewalls, and a short high-angle step at the end removes what remains. Fixed tilt without rotation produces slanted structures such as blazed and slanted gratings. The stage is cooled to 5-20 °C so that resist masks survive long etches, and the chamber pumps to a base pressure below 7×10⁻⁷ Torr.',
  ],
  keyFeatures: [
    {
      title: 'Etches any solid material',
      body: 'Physical sputtering removes noble metals, magnetic alloys and complex oxides that form no volatile etch products in plasma chemistry.',
    },
    {
      title: 'Tilt 0-90° and rotation 1-10 rpm',
      body: 'Set the beam angle to control sidewall profile and redeposition, or etch at a fixed angle for slanted gratings and angled features.',
    },
    {
      title: 'IBE and RIBE in one tool',
      body: '1-3 gas lines (argon standard, up to three): argon for pure milling, plus CHF3, CF4 or O2 for reactive ion beam etching with higher rate and selectivity.',
    },
    {
      title: 'Cooled substrate stage',
      body: 'Stage cooling at 5-20 °C keeps photoresist masks and temperature-sensitive stacks from overheating under the beam.',
    },
    {
      title: 'Independent beam energy and current',
      body: 'Ion energy and ion flux are set separately at the gridded source, and the wafer sits outside the plasma, away from its electrical and thermal load.',
    },
    {
      title: 'Endpoint on multilayer stacks',
      body: 'Optional secondary ion mass spectrometry (SIMS) endpoint detection identifies each layer as it is reached, so an etch can stop inside a stack of nanometre-thin films.',
    },
  ],
  applications: [
    {
      title: 'Magnetic and spintronic devices',
      body: 'Patterning of magnetic tunnel junctions, spin valves and magnetic sensors, stopping on the barrier or in the free layer with SIMS endpoint.',
    },
    {
      title: 'Noble-metal structures',
      body: 'Au, Pt and Ir electrodes, plasmonic antennas and heaters where lift-off is not an option.',
    },
    {
      title: 'Lithium niobate and piezoelectric photonics',
      body: 'Ridge waveguides and resonators in thin-film LiNbO3 and LiTaO3, and PZT patterning for actuators.',
    },
    {
      title: 'Slanted and blazed gratings',
      body: 'Angled gratings in quartz, glass and high-index layers for diffractive optics and waveguide couplers.',
    },
    {
      title: 'Surface cleaning and thinning',
      body: 'Low-energy milling to remove native oxide before contact deposition, and controlled thinning of films and samples.',
    },
  ],
  specifications: [
    { parameter: 'Stage tilt', value: '0-90°' },
    { parameter: 'Stage rotation', value: '1-10 rpm' },
    { parameter: 'Stage cooling', value: '5-20 °C' },
    { parameter: 'Gas lines (standard / maximum)', value: '1-3: 1 (Ar) / 3, mass-flow controlled (CHF3, CF4 or O2 for RIBE)' },
    { parameter: 'Base pressure', value: '< 7×10⁻⁷ Torr' },
    {
      parameter: 'Ion source',
      value: 'Gridded RF ion source with beam neutraliser; beam energy 100-1000 eV, current density up to 1.5 mA/cm² at the wafer',
    },
    { parameter: 'Typical uniformity', value: `${formatUniformity(halfRange('±5%', 'etch depth', [150]))}, with rotation` },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces on a carrier` },
    { parameter: 'Endpoint detection', value: 'Optional: secondary ion mass spectrometry (SIMS)' },
    { parameter: 'Wafer transfer', value: 'Single-wafer load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular or cryogenic pump with dry backing pump' },
    { parameter: 'Control', value: 'PC-based recipe control of beam, angle and rotation, with run data logging' },
  ],
  keyFigures: [
    { parameter: 'Ion source', value: '100-1000 eV', label: 'ion beam energy' },
    { parameter: 'Stage tilt', value: '0-90°', label: 'stage tilt, with rotation' },
    { parameter: 'Base pressure', value: '< 7×10⁻⁷ Torr', label: 'base pressure' },
    { parameter: 'Typical uniformity', value: '±5%', label: 'etch uniformity, with rotation' },
  ],
  waferSizesMm: wafers,
  processCapabilitiesNote:
    'Milling rates are given for an argon beam at 500 eV and 1 mA/cm² at normal incidence; they scale roughly linearly with beam current density and rise with ion energy and incidence angle up to about 50-70° from normal. We qualify recipes on your own stacks and masks.',
  materials: [
    'Au, Pt, Ir, Pd, Ag, Cu',
    'Magnetic alloys and multilayers (CoFeB, NiFe, CoPt)',
    'MgO and other tunnel barriers',
    'LiNbO3, LiTaO3, PZT',
    'SiO2, quartz and glass',
    'Any mixed stack of the above',
  ],
  relatedLinks: [
    { label: 'Reactive Ion Etching vs Ion Beam Milling', href: '/insights/reactive-ion-etching-vs-ion-milling' },
    { label: 'ICP-RIE Etching System', href: '/products/icp-etcher' },
    { label: 'Sputter Deposition System', href: '/products/sputter' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'ibe-ribe-system-datasheet.pdf' },
  meta: {
    title: 'IBE/RIBE Ion Beam Etching System',
    description:
      'Ion beam milling and reactive ion beam etching for noble metals, magnetic stacks and LiNbO3: tilt 0-90°, rotation 1-10 rpm, 5-20 °C stage, base < 7×10⁻⁷ Torr.',
  },
};
