import type { Product } from './types';

export const icpEtcher: Product = {
  slug: 'icp-etcher',
  name: 'ICP-RIE Etching System',
  shortName: 'ICP-RIE',
  category: 'Etching',
  tagline:
    'High-density inductively coupled plasma with an independent RF bias, for anisotropic, low-damage etching of silicon, dielectrics, compound semiconductors and hard materials.',
  summary:
    'ICP source 1000-3000 W with separate 300-1000 W bias and a -70 to 200 °C stage: fast, anisotropic etching of Si, III-V, GaN, SiC, oxides and LiNbO3.',
  description: [
    'In a conventional RIE chamber one RF supply both creates the plasma and accelerates ions into the wafer, so raising the etch rate also raises ion energy, damage and resist erosion. The ICP-RIE separates the two. An inductively coupled source of 1000-3000 W produces a dense plasma at low pressure, and an independent 300-1000 W RF bias on the substrate electrode sets the energy of the ions that reach the wafer. You can run high ion flux at moderate ion energy for fast, smooth, selective etches, or raise the bias for a more physical, more vertical profile.',
    'Low operating pressure, typically a few mTorr to a few tens of mTorr, gives ions a long mean free path and a directional arrival at the wafer. This is what allows near-vertical sidewalls in materials that etch slowly or form involatile by-products, such as GaN, SiC, InP and lithium niobate, while keeping mask selectivity at a useful level.',
    'The substrate stage runs from -70 to 200 °C with helium backside cooling. Cold operation slows spontaneous chemical etching and strengthens sidewall passivation in silicon and polymers; heated operation makes indium chlorides volatile, so InP and related materials can be etched in chlorine chemistry with clean, vertical sidewalls. Wafers enter through a vacuum load-lock, so the process chamber stays under vacuum and free of moisture between runs.',
    'Five mass-flow-controlled gas lines are assigned to your chemistries when the system is ordered: a fluorine set for silicon and dielectrics, a chlorine set for compound semiconductors and metals, or a combination. The same platform, with fast gas switching and a high-throughput pump, is the basis of our DRIE (Bosch process) configuration.',
  ],
  keyFeatures: [
    {
      title: 'Independent ion density and ion energy',
      body: 'The ICP source (1000-3000 W) sets plasma density; the substrate bias (300-1000 W) sets ion energy. Rate, selectivity, profile and damage can be tuned separately instead of trading one against the other.',
    },
    {
      title: 'Wide stage temperature range',
      body: 'A -70 to 200 °C stage with helium backside cooling covers low-temperature silicon and polymer processes as well as heated chlorine etching of InP and other indium compounds.',
    },
    {
      title: 'Load-lock transfer',
      body: 'Wafers are loaded through a pumped load-lock, which keeps water vapour and air out of the process chamber, shortens pump-down and makes etch rates repeatable from the first wafer of the day.',
    },
    {
      title: 'Chemistry-specific gas configuration',
      body: 'Five mass-flow-controlled lines, with corrosion-resistant components and interlocked gas handling when chlorine or boron trichloride is specified.',
    },
    {
      title: 'Endpoint detection options',
      body: 'Optical emission spectroscopy or laser interferometry can stop an etch on an interface, which matters for thin barrier layers, heterostructures and etches into a buried stop layer.',
    },
    {
      title: 'Recipe control and run logging',
      body: 'PC-based control with step recipes, user permissions and a full log of power, pressure, flows and temperature for every run, so a result can be traced back to its conditions.',
    },
  ],
  applications: [
    {
      title: 'Photonic waveguides and resonators',
      body: 'Smooth, near-vertical sidewalls in silicon, silicon nitride and thin-film lithium niobate reduce scattering loss in waveguides, ring resonators and modulators.',
    },
    {
      title: 'III-V lasers and detectors',
      body: 'Ridge and mesa etching in GaAs/AlGaAs and InP/InGaAsP with controlled depth and profile, including heated chlorine processes for InP.',
    },
    {
      title: 'GaN and SiC power devices',
      body: 'Mesa isolation, recess and trench etching in GaN/AlGaN and SiC, where low-damage conditions protect channel and surface properties.',
    },
    {
      title: 'Nanostructures and metasurfaces',
      body: 'Pillars, gratings and metasurface elements in silicon and dielectrics, patterned by electron-beam lithography and transferred with high anisotropy.',
    },
    {
      title: 'Hard masks and pattern transfer',
      body: 'Opening SiO2 and SiNx hard masks with steep profiles as the first step of a deeper etch or a multi-layer stack.',
    },
  ],
  specifications: [
    { parameter: 'ICP source power', value: '1000-3000 W (13.56 MHz)' },
    { parameter: 'RF bias power', value: '300-1000 W (13.56 MHz)' },
    { parameter: 'Gas lines', value: '5, mass-flow controlled (chemistries specified at order)' },
    { parameter: 'Substrate stage temperature', value: '-70 to 200 °C' },
    { parameter: 'Etch non-uniformity', value: '±5%' },
    { parameter: 'Typical uniformity, qualified processes', value: '±3% on 150-200 mm wafers' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer' },
    { parameter: 'Wafer cooling', value: 'Helium backside cooling with wafer clamping' },
    { parameter: 'Process pressure', value: 'Typically 1-50 mTorr, automatic pressure control' },
    { parameter: 'Wafer transfer', value: 'Single-wafer vacuum load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Endpoint detection', value: 'Optional: optical emission spectroscopy or laser interferometry' },
    { parameter: 'Control', value: 'PC-based recipe control with user levels and run data logging' },
    { parameter: 'Footprint', value: '1.0 m × 1.5 m (main unit; pumps and chiller placed separately)' },
  ],
  specificationsNote:
    'Non-uniformity ±5% is the system specification; ±3% is typical of qualified standard processes on 150-200 mm wafers.',
  processCapabilities: [
    {
      material: 'Si (nanostructures)',
      chemistry: 'SF6/C4F8, simultaneous (mixed mode)',
      result: '100-300 nm/min, smooth near-vertical sidewalls for sub-100 nm features',
    },
    {
      material: 'SiO2',
      chemistry: 'C4F8/Ar or CHF3/Ar',
      result: '200-400 nm/min, vertical profile, selectivity to photoresist ~3-5:1',
    },
    {
      material: 'SiNx',
      chemistry: 'CHF3/O2 or SF6/CHF3',
      result: '100-300 nm/min, steep sidewalls for waveguides and hard masks',
    },
    {
      material: 'GaAs/AlGaAs',
      chemistry: 'Cl2/BCl3/Ar',
      result: '300-1000 nm/min, smooth vertical ridges with SiO2 or SiNx mask',
    },
    {
      material: 'GaN/AlGaN',
      chemistry: 'Cl2/BCl3/Ar',
      result: '100-400 nm/min; low-bias conditions for reduced surface damage',
    },
    {
      material: 'InP/InGaAsP',
      chemistry: 'Cl2/H2/Ar, stage at 150-200 °C',
      result: '0.5-1 µm/min, vertical sidewalls, heated stage keeps InClx volatile',
    },
    {
      material: 'SiC',
      chemistry: 'SF6/O2',
      result: '100-400 nm/min with a Ni or Al hard mask',
    },
    {
      material: 'LiNbO3 (thin film)',
      chemistry: 'Ar (physical etch)',
      result: '20-50 nm/min, sidewall angle 60-75°, redeposition removed in a post-etch clean',
    },
  ],
  processCapabilitiesNote:
    'Results are typical values from process development. Rates and selectivities depend on mask, exposed area, feature size and chamber condition; we qualify recipes on your own samples.',
  materials: [
    'Si, poly-Si and amorphous Si',
    'SiO2, fused silica and quartz',
    'SiNx and SiOxNy',
    'GaAs, AlGaAs, InP, InGaAsP',
    'GaN, AlGaN, AlN',
    'SiC',
    'LiNbO3 and LiTaO3',
    'Al, Ti, Cr, Mo, W',
    'Photoresists and polymers',
  ],
  relatedLinks: [
    { label: 'ICP-RIE Technology: Advanced Etching for Demanding Materials', href: '/insights/icp-rie-technology-advanced-etching' },
    { label: 'DRIE (Bosch process) configuration', href: '/products/rie-etcher#drie' },
    { label: 'RIE Etching System', href: '/products/rie-etcher' },
    { label: 'IBE/RIBE Ion Beam Etching System', href: '/products/ibe-ribe' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'icp-etcher-datasheet.pdf' },
  meta: {
    title: 'ICP-RIE Etching System',
    description:
      'ICP-RIE etcher for research labs: 1000-3000 W ICP source, 300-1000 W bias, -70 to 200 °C stage, 5 gas lines. Anisotropic etching of Si, III-V, GaN and SiC.',
  },
};
