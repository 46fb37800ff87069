import { priceNote, systemPrices } from '../../commercial';
import { halfRange } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'RIE Etching System',
  shortName: 'RIE',
  category: 'Etching',
  tagline:
    'A compact capacitively coupled reactive ion etcher for dielectrics, shallow silicon, polymers and refractory metals: the dependable first etcher of a research cleanroom.',
  summary:
    'Parallel-plate RIE, 13.56 MHz generator up to 600 W, 4 gas lines, 20-80 °C electrode, base ≤ 5×10⁻⁶ Torr: a dependable first etcher for SiO2, SiNx, Si, polymers and metals.',
  description: [
    'Reactive ion etching is the workhorse of a research cleanroom. The RIE is a parallel-plate system: a 13.56 MHz generator rated up to 600 W drives the lower electrode that carries the wafer, and the negative self-bias that forms on it accelerates ions from the plasma towards the surface. Chemically reactive radicals and directional ion bombardment act together, which gives anisotropic profiles in materials whose etch products are volatile, such as SiO2, SiNx, silicon, polymers and tungsten.',
    'Because one generator sets both plasma density and ion energy, a capacitively coupled RIE is simpler and less expensive to buy and maintain than an ICP system. For most dielectric patterning, hard-mask opening, polymer etching and descum work in a university lab it gives all the control that is needed, at rates of tens to a few hundred nanometres per minute.',
    'The electrode is temperature-controlled between 20 and 80 °C, so the wafer temperature, and with it etch rate and polymer deposition, stays constant through long runs. Four mass-flow-controlled gas lines (up to six) cover a typical fluorine and oxygen set, for example CHF3, CF4 or SF6, O2 and Ar. The chamber pumps to a base pressure of ≤ 5×10⁻⁶ Torr, which removes water vapour and air that would otherwise change the chemistry of the first wafers.',
    'The RIE is built for features up to a few micrometres deep. Trenches and through-wafer structures tens to hundreds of micrometres deep need the Bosch process, which runs on the DRIE configuration of our ICP-RIE platform, not on a parallel-plate RIE; see the DRIE section below.',
  ],
  keyFeatures: [
    {
      title: 'Proven parallel-plate design',
      body: 'A 13.56 MHz RF generator rated up to 600 W, with automatic matching, drives the wafer electrode; most recipes run at 30-300 W, and the self-bias gives directional ion bombardment without a second generator.',
    },
    {
      title: 'Temperature-controlled electrode',
      body: 'Electrode temperature is held between 20 and 80 °C, which keeps etch rates and fluorocarbon polymer deposition repeatable from wafer to wafer.',
    },
    {
      title: 'Clean vacuum',
      body: 'Turbomolecular pumping to a base pressure of ≤ 5×10⁻⁶ Torr before each process limits the influence of moisture and residual air on etch chemistry.',
    },
    {
      title: 'Four configurable gas lines',
      body: 'Four mass-flow-controlled lines as standard, up to six, for fluorine-based, oxygen and inert gases chosen for your materials; lines are added or changed if your processes change.',
    },
    {
      title: 'Compact footprint',
      body: 'The main unit occupies about 1.0 m × 1.0 m, small enough for a crowded university cleanroom bay.',
    },
    {
      title: 'Endpoint and recipe control',
      body: 'Optional laser interferometry or optical emission endpoint detection, step recipes and logged process data for every run.',
    },
  ],
  applications: [
    {
      title: 'Dielectric patterning',
      body: 'Opening SiO2 and SiNx for contacts, passivation windows and hard masks, with good selectivity to silicon underneath.',
    },
    {
      title: 'Polymer and resist processing',
      body: 'O2 plasma etching of polyimide, PMMA and parylene, bilayer pattern transfer, and short descum steps after development.',
    },
    {
      title: 'Silicon structures for MEMS and microfluidics',
      body: 'Shallow silicon etching for gratings, alignment marks and channels a few micrometres deep; deep trenches and through-wafer features belong on the DRIE configuration of the ICP-RIE.',
    },
    {
      title: 'Refractory metals and electrodes',
      body: 'Fluorine-based etching of W, Mo and Ti for electrodes, heaters and superconducting circuits.',
    },
    {
      title: 'Teaching and shared facilities',
      body: 'A robust, easily understood process platform for training students and for the many short jobs of a shared cleanroom.',
    },
  ],
  specifications: [
    { parameter: 'RF generator (rating)', value: '13.56 MHz, up to 600 W, automatic matching network; recipes run at 30-300 W' },
    { parameter: 'Gas lines (standard / maximum)', value: '4 / 6, mass-flow controlled' },
    { parameter: 'Electrode temperature', value: '20-80 °C' },
    { parameter: 'Base pressure', value: '≤ 5×10⁻⁶ Torr' },
    { parameter: 'Process pressure', value: 'Typically 10-200 mTorr, automatic pressure control' },
    { parameter: 'Typical uniformity, qualified processes', value: formatUniformity(halfRange('±3%', 'etch depth', [150, 200])) },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces on a carrier wafer` },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Wafer loading', value: 'Single-wafer load-lock' },
    { parameter: 'Endpoint detection', value: 'Optional: laser interferometry or optical emission spectroscopy' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging' },
    { parameter: 'Footprint', value: '1.0 m × 1.0 m (main unit)' },
  ],
  keyFigures: [
    { parameter: 'RF generator (rating)', value: '600 W', label: '13.56 MHz RF generator rating' },
    { parameter: 'Gas lines (standard / maximum)', value: '4 / 6', label: 'gas lines, standard / maximum' },
    { parameter: 'Electrode temperature', value: '20-80 °C', label: 'electrode temperature' },
    { parameter: 'Base pressure', value: '≤ 5×10⁻⁶ Torr', label: 'base pressure' },
  ],
  waferSizesMm: wafers,
  processCapabilitiesNote:
    'Results are typical values from process development. Rates and selectivities depend on mask, exposed area, feature size and chamber condition; we qualify recipes on your own samples.',
  materials: [
    'SiO2, fused silica and quartz',
    'SiNx and SiOxNy',
    'Si, poly-Si and amorphous Si',
    'SiC',
    'Photoresists, polyimide, PMMA, parylene, BCB',
    'W, Mo, Ti, TiN',
  ],
  relatedLinks: [
    { label: 'Reactive Ion Etching: A Practical Guide for Research Labs', href: '/insights/reactive-ion-etching-guide' },
    { label: 'ICP-RIE Etching System', href: '/products/icp-etcher' },
    { label: 'DRIE configuration of the ICP-RIE', href: '/products/icp-etcher#drie' },
    { label: 'Startup Package for new labs', href: '/startup-package' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'rie-etcher-datasheet.pdf' },
  sections: [
    {
      id: 'drie',
      title: 'DRIE (Bosch process)',
      navLabel: 'DRIE',
      paragraphs: [
        'Deep reactive ion etching is not a configuration of this RIE. The Bosch process, which cuts silicon tens to hundreds of micrometres deep by cycling SF6 etch steps with C4F8 passivation steps, needs a high fluorine radical flux at low pressure with the ion energy set separately and kept low: that takes a high-density ICP source and an independent bias, which a parallel-plate RIE does not have.',
        `We therefore build DRIE as a configuration of our ICP-RIE platform, with fast-switching gas delivery, a high-throughput pump and an electrostatically clamped, helium-cooled stage. It is quoted as its own system, at an indicative ${systemPrices.drie} against ${systemPrices.rie} for this RIE. ${priceNote} Its specifications, typical rates, selectivities and scallop sizes are on the ICP-RIE page.`,
      ],
      links: [
        { label: 'DRIE configuration of the ICP-RIE', href: '/products/icp-etcher#drie' },
        { label: 'Deep Reactive Ion Etching and the Bosch Process', href: '/insights/deep-reactive-ion-etching-bosch-process' },
      ],
    },
  ],
  meta: {
    title: 'RIE Etching System',
    description:
      'Reactive ion etcher for research labs: 13.56 MHz up to 600 W, 4 gas lines, 20-80 °C electrode, base ≤ 5×10⁻⁶ Torr, for dielectrics, silicon and polymers.',
  },
};
