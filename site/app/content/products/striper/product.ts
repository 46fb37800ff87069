import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [] };

export const product: ProductCopy = {
  name: 'Plasma Stripping System',
  shortName: 'Striper',
  category: 'Cleaning/Stripping',
  tagline:
    'Downstream oxygen-plasma stripping, descum and surface cleaning with a temperature-controlled platen from 5 to 200 °C, for resist removal without solvents or damage to the layers beneath.',
  summary:
    'Downstream plasma strip, descum and surface activation: RF rated 300-1000 W, platen 5-200 °C, 2 gas lines. Removes resists and etch residues without solvents or ion damage.',
  description: [
    'After an etch or implant, photoresist has to come off completely without attacking the device underneath. Wet solvents struggle with resist that has been hardened by plasma, ion implantation or high-temperature bakes, and they leave residues of their own. The plasma stripping system removes organic material with oxygen radicals, which convert it into CO, CO2 and water vapour that are pumped away. It is a downstream design: the plasma burns in a source above a grounded baffle, and radicals, not ions, reach the wafer, so the strip is isotropic and free of ion damage and charging. Wafers and pieces are loaded one at a time onto the platen; there is no cassette handling.',
    'The RF generator is rated 300-1000 W by configuration; descum and gentle treatments run from about 100 W, bulk strips near the rating. Platen temperature, adjustable from 5 to 200 °C, is the strongest lever on strip rate: oxygen-radical ashing speeds up sharply with temperature, so bulk resist strips quickly on a hot platen, while descum and gentle cleaning run cool, with little change to the dimensions of the remaining resist. Two gas lines as standard (up to four) carry oxygen and a second gas chosen for your processes, typically CF4 to accelerate stripping and remove fluorinated residues, or a nitrogen-hydrogen mixture for strips next to metals that must not oxidise.',
    'The same tool serves as a surface-preparation station: short oxygen or argon plasma treatments remove organic contamination before bonding, deposition or wire bonding, and activate PDMS and glass surfaces for microfluidic bonding.',
  ],
  keyFeatures: [
    {
      title: 'Temperature-controlled platen, 5-200 °C',
      body: 'Hot for fast bulk stripping, cool for descum and temperature-sensitive samples; the temperature is part of every recipe.',
    },
    {
      title: 'Downstream plasma, generator rated 300-1000 W',
      body: 'High radical density near the rating for stripping thick resist, low-power settings from about 100 W for gentle treatments, and no ion bombardment of the wafer at any power.',
    },
    {
      title: 'Two gas lines',
      body: 'Two as standard, up to four: oxygen plus CF4, forming gas (N2/H2) or argon, chosen for your resists, residues and underlying materials.',
    },
    {
      title: 'Solvent-free process',
      body: 'Dry removal of hardened resist and polymer residues, with no solvent waste and no redeposited contamination from a wet bath.',
    },
    {
      title: 'Recipe control',
      body: 'Stored recipes with power, pressure, flow, temperature and time, so descum and strip steps are the same for every user of a shared facility.',
    },
  ],
  applications: [
    {
      title: 'Photoresist stripping',
      body: 'Complete removal of positive and negative resists after etching or deposition, including plasma-hardened crusts.',
    },
    {
      title: 'Descum before etch or plating',
      body: 'Removal of thin resist residue from developed openings so the following etch, deposition or plating starts on a clean surface.',
    },
    {
      title: 'Post-etch residue removal',
      body: 'Cleaning of fluorocarbon polymers left on sidewalls and surfaces after dielectric and DRIE etching.',
    },
    {
      title: 'Surface activation and bonding',
      body: 'Plasma activation of PDMS, glass and silicon for microfluidic and wafer bonding, and cleaning before wire bonding.',
    },
    {
      title: 'Removal of polymer layers',
      body: 'Stripping or thinning of polyimide, BCB and other polymer layers, and removal of sacrificial polymer to release MEMS structures.',
    },
  ],
  specifications: [
    { parameter: 'Plasma configuration', value: 'Downstream: plasma source above a grounded baffle; radicals reach the wafer, ions do not' },
    { parameter: 'RF generator (rating)', value: '300-1000 W by configuration (13.56 MHz); descum from about 100 W, bulk strip near the rating' },
    { parameter: 'Platen temperature', value: '5-200 °C' },
    { parameter: 'Gas lines (standard / maximum)', value: '2 / 4, mass-flow controlled (O2 plus CF4, N2/H2 or Ar)' },
    { parameter: 'Base pressure', value: '< 1×10⁻² Torr' },
    { parameter: 'Wafer handling', value: 'Single wafer or pieces, loaded by hand; no cassette handling' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces` },
    { parameter: 'Process pressure', value: 'Typically 0.2-2 Torr, automatic pressure control' },
    { parameter: 'Pumping', value: 'Dry pump, oxygen-compatible' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging' },
  ],
  keyFigures: [
    { parameter: 'RF generator (rating)', value: '300-1000 W', label: 'RF generator rating' },
    { parameter: 'Platen temperature', value: '5-200 °C', label: 'platen temperature' },
    { parameter: 'Gas lines (standard / maximum)', value: '2 / 4', label: 'gas lines, standard / maximum' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch', label: 'wafers, and pieces' },
  ],
  waferSizesMm: wafers,
  specificationsNote: 'The generator figure is a rating; the text gives the power processes use.',
  processCapabilitiesNote:
    'Strip rates are typical values and depend on resist type and bake history, loading and platen temperature; we set up recipes for your resists.',
  materials: [
    'Positive and negative photoresists',
    'Organic e-beam resists such as PMMA',
    'Polyimide, BCB, parylene',
    'Fluorocarbon etch residues',
    'Organic contamination on Si, glass, PDMS and metals',
  ],
  relatedLinks: [
    { label: 'Plasma Cleaning and Surface Activation: A Practical Guide', href: '/insights/plasma-cleaning-precision-surface-preparation' },
    { label: 'Coater/Developer System', href: '/products/coater-developer' },
    { label: 'RIE Etching System', href: '/products/rie-etcher' },
    { label: 'Service and Support', href: '/service-support' },
  ],
  datasheet: { fileName: 'striper-system-datasheet.pdf' },
  meta: {
    title: 'Plasma Stripping System',
    description:
      'Downstream plasma stripper for resist removal, descum and surface activation: RF rated 300-1000 W, 5-200 °C platen, 2 gas lines, solvent-free and ion-free.',
  },
};
