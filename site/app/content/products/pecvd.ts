import type { Product } from './types';

export const pecvd: Product = {
  slug: 'pecvd',
  name: 'PECVD System',
  shortName: 'PECVD',
  category: 'Deposition',
  tagline:
    'Plasma-enhanced chemical vapour deposition of silicon oxide, nitride, oxynitride and amorphous silicon from 20 to 400 °C, with dual-frequency RF for film stress control.',
  summary:
    'SiO2, SiNx, SiOxNy and a-Si:H films at 20-400 °C. 13.56 MHz and/or 400 kHz RF at 500-2000 W, 6 gas lines, non-uniformity < 5%, stress tuned by frequency mixing.',
  description: [
    'PECVD deposits dielectric and silicon films at temperatures far below those of thermal CVD. The plasma breaks up precursor gases such as silane, nitrous oxide and ammonia, so films grow at 20-400 °C instead of 600-800 °C. That makes it possible to passivate finished devices, clad photonic waveguides, build MEMS membranes and deposit on substrates that cannot be heated, including polymers and lift-off resist.',
    'The system can be fitted with a 13.56 MHz generator, a 400 kHz generator, or both, at 500-2000 W. Silicon nitride deposited at 13.56 MHz alone is usually in tensile stress; low-frequency power adds ion bombardment that densifies the film and drives its stress compressive. Mixing the two frequencies lets you set silicon nitride stress near zero for free-standing membranes, or at the value a device needs.',
    'Process gases enter through a showerhead electrode above a heated platen, and six mass-flow-controlled lines cover the usual set: diluted silane, N2O, NH3 and N2 for the films, and CF4 with O2 for chamber cleaning. Lines can be assigned differently, for example to Ar, H2 or CH4, for other films. Film thickness non-uniformity is below 5%. An in-situ plasma clean between runs removes deposits from the chamber walls and keeps particle levels and film properties stable.',
  ],
  keyFeatures: [
    {
      title: 'Dual-frequency RF for stress control',
      body: '13.56 MHz and/or 400 kHz at 500-2000 W. Mixed-frequency deposition adjusts SiNx stress from tensile to compressive without changing the gas chemistry.',
    },
    {
      title: 'Low-temperature deposition',
      body: 'Substrate temperature from 20 to 400 °C: 300-350 °C for dense films, 80-150 °C for lift-off patterning, polymers and temperature-sensitive devices.',
    },
    {
      title: 'Six gas lines',
      body: 'Enough for oxide, nitride, oxynitride and amorphous silicon processes plus a chamber-clean chemistry, with toxic and pyrophoric gases handled through interlocked lines.',
    },
    {
      title: 'Showerhead gas distribution',
      body: 'Uniform gas injection across the wafer keeps thickness non-uniformity below 5% and refractive index consistent from centre to edge.',
    },
    {
      title: 'In-situ chamber clean',
      body: 'A fluorine plasma clean removes wall deposits between runs, limiting particles and keeping deposition rates repeatable.',
    },
    {
      title: 'Load-lock and recipe control',
      body: 'Wafers transfer through a load-lock into a heated chamber; step recipes and logged process data make every film traceable.',
    },
  ],
  applications: [
    {
      title: 'Device passivation',
      body: 'SiNx and SiO2 layers that protect III-V, GaN and silicon devices from moisture and surface states, deposited after metallisation.',
    },
    {
      title: 'Photonic waveguides and cladding',
      body: 'Silicon nitride and oxynitride cores with refractive index chosen by gas ratio, and oxide upper cladding for low-loss waveguides.',
    },
    {
      title: 'MEMS membranes and hard masks',
      body: 'Stress-controlled nitride membranes and oxide or nitride masks for subsequent wet or dry etching.',
    },
    {
      title: 'Thin-film solar cells and electronics',
      body: 'Hydrogenated amorphous silicon absorber and passivation layers, and gate or interlayer dielectrics for thin-film transistors.',
    },
    {
      title: 'Low-temperature dielectrics for lift-off',
      body: 'Oxide and nitride deposited at about 100 °C over patterned resist, so the film can be lifted off instead of etched.',
    },
  ],
  specifications: [
    { parameter: 'RF frequency', value: '13.56 MHz and/or 400 kHz' },
    { parameter: 'RF power', value: '500-2000 W' },
    { parameter: 'Substrate temperature', value: '20-400 °C' },
    { parameter: 'Gas lines', value: '6, mass-flow controlled' },
    { parameter: 'Film thickness non-uniformity', value: '< 5%' },
    { parameter: 'Typical uniformity, qualified SiO2 and SiNx processes', value: '±3% on 150-200 mm wafers' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; 12 inch on request; pieces' },
    { parameter: 'Electrode', value: 'Showerhead gas distribution over a heated platen' },
    { parameter: 'Process pressure', value: 'Typically 0.3-2 Torr, automatic pressure control' },
    { parameter: 'Chamber cleaning', value: 'In-situ fluorine plasma clean (e.g. CF4/O2)' },
    { parameter: 'Wafer transfer', value: 'Single-wafer load-lock' },
    { parameter: 'Pumping', value: 'Dry pump sized for process gas loads; turbomolecular pump optional' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging and gas safety interlocks' },
  ],
  specificationsNote:
    'Non-uniformity < 5% is the system specification; ±3% is typical of qualified SiO2 and SiNx processes on 150-200 mm wafers.',
  processCapabilities: [
    {
      material: 'SiO2',
      chemistry: 'SiH4/N2O, 300 °C',
      result: '30-100 nm/min, refractive index ~1.46',
    },
    {
      material: 'SiNx',
      chemistry: 'SiH4/NH3/N2, 300 °C, mixed frequency',
      result: '10-40 nm/min, refractive index 1.9-2.0, stress tunable from tensile to compressive',
    },
    {
      material: 'SiOxNy',
      chemistry: 'SiH4/N2O/NH3',
      result: 'Refractive index set between ~1.46 and ~1.9 by the N2O:NH3 ratio',
    },
    {
      material: 'a-Si:H',
      chemistry: 'SiH4 (with H2 or Ar), 200-250 °C',
      result: '10-30 nm/min, hydrogenated amorphous silicon for absorbers and passivation',
    },
    {
      material: 'SiO2, low temperature',
      chemistry: 'SiH4/N2O, 80-120 °C',
      result: 'Compatible with lift-off resist; lower density and higher wet-etch rate than 300 °C oxide',
    },
    {
      material: 'a-SiC:H',
      chemistry: 'SiH4/CH4',
      result: 'Chemically resistant layers for masks and protective coatings',
    },
  ],
  processCapabilitiesNote:
    'Results are typical values from process development; rate, refractive index and stress depend on power, pressure, temperature and gas ratios, and we qualify recipes for your application.',
  materials: ['SiO2', 'SiNx', 'SiOxNy', 'a-Si:H (doped on request)', 'a-SiC:H'],
  relatedLinks: [
    { label: 'PECVD Silicon Nitride and Silicon Oxide: A Practical Guide', href: '/insights/pecvd-silicon-nitride-and-oxide-guide' },
    { label: 'HDP-CVD System', href: '/products/hdp-cvd' },
    { label: 'ALD System', href: '/products/ald' },
    { label: 'Startup Package for new labs', href: '/startup-package' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'pecvd-system-datasheet.pdf' },
  meta: {
    title: 'PECVD System',
    description:
      'PECVD for research labs: SiO2, SiNx, SiOxNy and a-Si:H at 20-400 °C; 13.56 MHz and/or 400 kHz at 500-2000 W, 6 gas lines, film non-uniformity under 5%.',
  },
};
