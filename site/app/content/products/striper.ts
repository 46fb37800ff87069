import type { Product } from './types';

export const striper: Product = {
  slug: 'striper',
  name: 'Plasma Stripping System',
  shortName: 'Striper',
  category: 'Cleaning/Stripping',
  tagline:
    'Oxygen-plasma stripping, descum and surface cleaning with a temperature-controlled platen from 5 to 200 °C, for resist removal without solvents or damage to the layers beneath.',
  summary:
    'Plasma resist strip, descum and surface activation: RF 300-1000 W, platen 5-200 °C, 2 gas lines. Removes photoresist, e-beam resist and etch residues without wet solvents.',
  description: [
    'After an etch or implant, photoresist has to come off completely without attacking the device underneath. Wet solvents struggle with resist that has been hardened by plasma, ion implantation or high-temperature bakes, and they leave residues of their own. The plasma stripping system removes organic material with oxygen radicals, which convert it into CO, CO2 and water vapour that are pumped away.',
    'The RF plasma runs at 300-1000 W. Platen temperature, adjustable from 5 to 200 °C, is the strongest lever on strip rate: oxygen-radical ashing speeds up sharply with temperature, so bulk resist strips quickly on a hot platen, while descum and gentle cleaning run cool, with little change to the dimensions of the remaining resist. Two gas lines carry oxygen and a second gas chosen for your processes, typically CF4 to accelerate stripping and remove fluorinated residues, or a nitrogen-hydrogen mixture for strips next to metals that must not oxidise.',
    'The same tool serves as a surface-preparation station: short oxygen or argon plasma treatments remove organic contamination before bonding, deposition or wire bonding, and activate PDMS and glass surfaces for microfluidic bonding.',
  ],
  keyFeatures: [
    {
      title: 'Temperature-controlled platen, 5-200 °C',
      body: 'Hot for fast bulk stripping, cool for descum and temperature-sensitive samples; the temperature is part of every recipe.',
    },
    {
      title: 'RF plasma, 300-1000 W',
      body: 'Enough power for high radical density when stripping thick resist, and low-power settings for gentle surface treatments.',
    },
    {
      title: 'Two gas lines',
      body: 'Oxygen plus CF4, forming gas (N2/H2) or argon, chosen for your resists, residues and underlying materials.',
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
    { parameter: 'RF power', value: '300-1000 W (13.56 MHz)' },
    { parameter: 'Platen temperature', value: '5-200 °C' },
    { parameter: 'Gas lines', value: '2, mass-flow controlled (O2 plus CF4, N2/H2 or Ar)' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; pieces' },
    { parameter: 'Process pressure', value: 'Typically 0.2-2 Torr, automatic pressure control' },
    { parameter: 'Pumping', value: 'Dry pump, oxygen-compatible' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging' },
  ],
  processCapabilities: [
    {
      material: 'Positive photoresist',
      chemistry: 'O2, platen 150-200 °C',
      result: 'Bulk strip at roughly 0.3-1.5 µm/min, leaving no organic residue',
    },
    {
      material: 'Resist residue in developed openings (descum)',
      chemistry: 'O2, low power, platen near room temperature',
      result: 'Removes residual tens of nanometres in under a minute with minimal change to resist features',
    },
    {
      material: 'Plasma-hardened or implanted resist',
      chemistry: 'O2 with a few % CF4, cool start then heated',
      result: 'Crust opened at low temperature first to avoid resist popping, then bulk stripped hot',
    },
    {
      material: 'Fluorocarbon etch residues',
      chemistry: 'O2 with CF4',
      result: 'Removes sidewall polymer after oxide and DRIE etching; check the CF4 effect on exposed Si and oxide',
    },
    {
      material: 'Resist on Cu or Ag',
      chemistry: 'N2/H2 (forming gas)',
      result: 'Slower strip without oxidising the metal surface',
    },
    {
      material: 'PDMS, glass, Si surfaces',
      chemistry: 'O2, short exposure',
      result: 'Hydrophilic, activated surfaces for bonding within minutes of treatment',
    },
  ],
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
      'Plasma stripper for resist removal, descum and surface activation: RF 300-1000 W, 5-200 °C platen, 2 gas lines. Solvent-free stripping for research cleanrooms.',
  },
};
