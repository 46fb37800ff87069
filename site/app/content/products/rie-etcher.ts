import type { Product } from './types';

export const rieEtcher: Product = {
  slug: 'rie-etcher',
  name: 'RIE Etching System',
  shortName: 'RIE',
  category: 'Etching',
  tagline:
    'A compact capacitively coupled reactive ion etcher for dielectrics, silicon, polymers and refractory metals, with a DRIE (Bosch process) configuration for deep silicon etching.',
  summary:
    'Parallel-plate RIE, 13.56 MHz up to 600 W, 4 gas lines and a 20-80 °C electrode: a dependable first etcher for SiO2, SiNx, Si, polymers and metals. DRIE option.',
  description: [
    'Reactive ion etching is the workhorse of a research cleanroom. The RIE is a parallel-plate system: a 13.56 MHz generator of up to 600 W drives the lower electrode that carries the wafer, and the negative self-bias that forms on it accelerates ions from the plasma towards the surface. Chemically reactive radicals and directional ion bombardment act together, which gives anisotropic profiles in materials whose etch products are volatile, such as SiO2, SiNx, silicon, polymers and tungsten.',
    'Because one generator sets both plasma density and ion energy, a capacitively coupled RIE is simpler and less expensive to buy and maintain than an ICP system. For most dielectric patterning, hard-mask opening, polymer etching and descum work in a university lab it gives all the control that is needed, at rates of tens to a few hundred nanometres per minute.',
    'The electrode is temperature-controlled between 20 and 80 °C, so the wafer temperature, and with it etch rate and polymer deposition, stays constant through long runs. Four mass-flow-controlled gas lines cover a typical fluorine and oxygen set, for example CHF3, CF4 or SF6, O2 and Ar. The chamber pumps to a base pressure of ≤ 5×10⁻⁶ Torr, which removes water vapour and air that would otherwise change the chemistry of the first wafers.',
    'When a project needs trenches or through-wafer structures tens to hundreds of micrometres deep, the platform is also offered as a DRIE (Bosch process) configuration, described below.',
  ],
  keyFeatures: [
    {
      title: 'Proven parallel-plate design',
      body: 'A 13.56 MHz RF supply of up to 600 W with automatic matching drives the wafer electrode; the self-bias gives directional ion bombardment without a second generator.',
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
      body: 'Mass-flow-controlled lines for fluorine-based, oxygen and inert gases, chosen for your materials; lines are added or changed if your processes change.',
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
      body: 'Shallow silicon etching for gratings, alignment marks and channels, and, with the DRIE configuration, deep trenches and through-wafer features.',
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
    { parameter: 'RF generator', value: '13.56 MHz, up to 600 W, automatic matching network' },
    { parameter: 'Gas lines', value: '4, mass-flow controlled' },
    { parameter: 'Electrode temperature', value: '20-80 °C' },
    { parameter: 'Base pressure', value: '≤ 5×10⁻⁶ Torr' },
    { parameter: 'Process pressure', value: 'Typically 10-200 mTorr, automatic pressure control' },
    { parameter: 'Typical uniformity, qualified processes', value: '±3% on 150-200 mm wafers' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer' },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Wafer loading', value: 'Single-wafer load-lock' },
    { parameter: 'Endpoint detection', value: 'Optional: laser interferometry or optical emission spectroscopy' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging' },
    { parameter: 'Footprint', value: '1.0 m × 1.0 m (main unit)' },
    { parameter: 'DRIE (Bosch process)', value: 'Available as a configuration: see the DRIE section' },
  ],
  processCapabilities: [
    {
      material: 'SiO2',
      chemistry: 'CHF3/Ar',
      result: '30-70 nm/min; selectivity ~3:1 to photoresist and up to ~10:1 to Si',
    },
    {
      material: 'SiNx',
      chemistry: 'CF4/O2 or CHF3/O2',
      result: '40-100 nm/min, anisotropic with CHF3-rich mixtures',
    },
    {
      material: 'Si and poly-Si',
      chemistry: 'SF6/O2',
      result: '100-300 nm/min; O2 addition reduces undercut',
    },
    {
      material: 'Photoresist, polyimide, PMMA',
      chemistry: 'O2 (with a few % CF4 for polyimide)',
      result: '150-400 nm/min; short low-power steps for descum',
    },
    {
      material: 'W, Mo',
      chemistry: 'SF6 or CF4/O2',
      result: '40-100 nm/min for electrode and heater patterning',
    },
    {
      material: 'SiC',
      chemistry: 'SF6/O2',
      result: '20-60 nm/min with a metal hard mask',
    },
    {
      material: 'Si, deep structures (DRIE configuration)',
      chemistry: 'SF6/C4F8, alternating (Bosch)',
      result: '2-5 µm/min, aspect ratios of 20:1 routinely, vertical sidewalls',
    },
  ],
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
    { label: 'Deep Reactive Ion Etching and the Bosch Process', href: '/insights/deep-reactive-ion-etching-bosch-process' },
    { label: 'ICP-RIE Etching System', href: '/products/icp-etcher' },
    { label: 'Startup Package for new labs', href: '/startup-package' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'rie-etcher-datasheet.pdf' },
  sections: [
    {
      id: 'drie',
      title: 'DRIE (Bosch process)',
      paragraphs: [
        'Deep reactive ion etching makes silicon trenches, holes and membranes tens to hundreds of micrometres deep with near-vertical sidewalls. The Bosch process does this by cycling two steps a few seconds long. In the etch step, SF6 plasma supplies fluorine radicals that remove silicon, while ion bombardment clears the floor of the feature. In the passivation step, C4F8 plasma coats every surface with a thin fluorocarbon film. At the next etch step the ions remove that film from the floor much faster than from the sidewalls, so the feature grows downwards while the walls stay protected. Each cycle leaves a small ripple, or scallop, on the sidewall; shorter etch steps give smaller scallops at a lower average rate.',
        'Typical silicon etch rates are 2-5 µm/min, depending on how much silicon is exposed (higher open area lowers the rate) and on feature size. Aspect ratios of 20:1 are routine for trenches a few micrometres wide; 30:1 and beyond is possible with parameters ramped over the etch, since narrow features etch more slowly as they deepen (aspect-ratio-dependent etching). Selectivity is typically 50-100:1 to photoresist and above 100:1 to SiO2, so etching through a standard wafer calls for a thick resist mask or an oxide hard mask several micrometres thick. Through-wafer etches need the wafer mounted on a carrier, and etches stopping on a buried oxide need conditions that limit notching at the interface.',
        'The Bosch process needs more than a parallel-plate RIE can give. A high fluorine radical flux at low pressure calls for a high-density plasma source, with the ion energy set separately and kept low. The DRIE configuration is therefore built on our ICP platform: an inductively coupled source of 1000-3000 W with an independent 300-1000 W substrate bias, fast-switching gas delivery mounted close to the chamber so that SF6 and C4F8 steps change cleanly within a fraction of a second, a high-throughput turbomolecular pump with a fast pressure-control valve that follows each step, and an electrostatically clamped, helium-cooled stage that keeps the resist cool through long etches. Pulsed or low-frequency bias is available to suppress notching on silicon-on-insulator wafers, and the control software ramps step times, pressures and bias through the etch.',
        'DRIE suits MEMS (inertial sensors, resonators, micro-mirrors), microfluidic channels and silicon moulds, through-silicon vias and membranes. For nanoscale features where scallops matter, a continuous mixed SF6/C4F8 process on the same hardware gives smooth sidewalls at lower rates. The right configuration depends on wafer size, etch depth and throughput; send us your structures and we will recommend one.',
      ],
      specifications: [
        { parameter: 'Process', value: 'Bosch: alternating SF6 etch and C4F8 passivation steps; mixed-mode SF6/C4F8 for nanoscale features' },
        { parameter: 'Plasma source', value: 'ICP, 1000-3000 W, with independent 300-1000 W substrate bias' },
        { parameter: 'Gas delivery', value: 'Fast-switching lines for SF6, C4F8, O2 and Ar, mounted close to the chamber' },
        { parameter: 'Pumping', value: 'High-throughput turbomolecular pump with fast automatic pressure control' },
        { parameter: 'Wafer stage', value: 'Electrostatic clamp with helium backside cooling' },
        { parameter: 'Typical Si etch rate', value: '2-5 µm/min (depends on exposed area and feature size)' },
        { parameter: 'Typical aspect ratio', value: '20:1 routinely; 30:1 and beyond with ramped parameters' },
        { parameter: 'Typical selectivity', value: '50-100:1 to photoresist; above 100:1 to SiO2' },
      ],
    },
  ],
  meta: {
    title: 'RIE Etching System with DRIE (Bosch Process) Option',
    description:
      'Reactive ion etcher for research labs: 13.56 MHz up to 600 W, 4 gas lines, 20-80 °C electrode, base ≤ 5×10⁻⁶ Torr. DRIE (Bosch process) configuration available.',
  },
};
