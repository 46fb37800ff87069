import { priceNote, systemPrices } from '../../commercial';
import { halfRange } from '../../processes/build';
import { formatPressureSpan, formatUniformity } from '../../../lib/process-format';
import { processes } from './processes';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'ICP-RIE Etching System',
  shortName: 'ICP-RIE',
  category: 'Etching',
  tagline:
    'High-density inductively coupled plasma with an independent RF bias, for anisotropic, low-damage etching of silicon, dielectrics, compound semiconductors and hard materials.',
  summary:
    'Independent ICP source and bias generators, a -70 to 200 °C stage and a DRIE configuration: anisotropic, low-damage etching of Si, III-V, GaN, SiC, oxides and LiNbO3.',
  description: [
    'In a conventional RIE chamber one RF supply both creates the plasma and accelerates ions into the wafer, so raising the etch rate also raises ion energy, damage and resist erosion. The ICP-RIE separates the two. An inductively coupled source (generator rated 1000-3000 W) produces a dense plasma at low pressure, and an independent RF bias on the substrate electrode (generator rated 300-1000 W) sets the energy of the ions that reach the wafer. The ratings are headroom, not operating points: low-damage recipes run the bias at 5-60 W, most etches at a few tens to a few hundred watts, and the full rating serves hard materials and chamber cleans. You can run high ion flux at low ion energy for fast, smooth, selective etches, or raise the bias for a more physical, more vertical profile.',
    'Low operating pressure, typically a few mTorr to a few tens of mTorr, gives ions a long mean free path and a directional arrival at the wafer. This is what allows near-vertical sidewalls in materials that etch slowly or form involatile by-products, such as GaN, SiC, InP and lithium niobate, while keeping mask selectivity at a useful level.',
    'The substrate stage runs from -70 to 200 °C with helium backside cooling. Cold operation slows spontaneous chemical etching and strengthens sidewall passivation in silicon and polymers; heated operation makes indium chlorides volatile, so InP and related materials can be etched in chlorine chemistry with clean, vertical sidewalls. Wafers enter through a vacuum load-lock, so the process chamber stays below 1×10^-6 Torr and free of moisture between runs.',
    'Five mass-flow-controlled gas lines come as standard, up to eight in total, assigned to your chemistries when the system is ordered: a fluorine set for silicon and dielectrics, a chlorine set for compound semiconductors and metals, or a combination. The same platform, with fast-switching gas delivery, a high-throughput pump and an electrostatic chuck, is our DRIE (Bosch process) configuration, described below.',
  ],
  keyFeatures: [
    {
      title: 'Independent ion density and ion energy',
      body: 'The ICP source sets plasma density; the substrate bias sets ion energy, stably from 5 W up to its rating. Rate, selectivity, profile and damage can be tuned separately instead of trading one against the other.',
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
      body: 'Five mass-flow-controlled lines as standard and up to eight, with corrosion-resistant components and interlocked gas handling when chlorine or boron trichloride is specified.',
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
    { parameter: 'ICP source generator (rating)', value: '1000-3000 W by configuration, 13.56 MHz; processes run from about 150 W up to the rating' },
    {
      parameter: 'RF bias generator (rating)',
      value: '300-1000 W by configuration, 13.56 MHz; stable from 5 W, so low-damage recipes run at 5-60 W',
    },
    { parameter: 'Gas lines (standard / maximum)', value: '5 / 8, mass-flow controlled (chemistries specified at order)' },
    { parameter: 'Substrate stage temperature', value: '-70 to 200 °C' },
    {
      parameter: 'Cryogenic stage (option)',
      value: 'Liquid-nitrogen-cooled electrode, -140 to 20 °C, for cryogenic silicon etching at about -100 °C',
    },
    { parameter: 'Etch non-uniformity (system specification)', value: formatUniformity(halfRange('±5%', 'etch depth', [200])) },
    { parameter: 'Typical uniformity, qualified processes', value: formatUniformity(halfRange('±3%', 'etch depth', [150, 200])) },
    { parameter: 'Base pressure', value: '≤ 1×10^-6 Torr' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces on a carrier wafer` },
    { parameter: 'Wafer cooling', value: 'Helium backside cooling with wafer clamping' },
    {
      parameter: 'Process pressure',
      value: `Automatic pressure control; the processes below run at ${formatPressureSpan(processes)}, anisotropic etches at the low end, isotropic release and Bosch steps at the high end`,
    },
    { parameter: 'Wafer transfer', value: 'Single-wafer vacuum load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Endpoint detection', value: 'Optional: optical emission spectroscopy or laser interferometry' },
    { parameter: 'Control', value: 'PC-based recipe control with user levels and run data logging' },
    { parameter: 'Footprint', value: '1.0 m × 1.5 m (main unit; pumps and chiller placed separately)' },
    { parameter: 'DRIE (Bosch process)', value: 'Available as a configuration of this platform: see the DRIE section' },
  ],
  keyFigures: [
    { parameter: 'ICP source generator (rating)', value: '1000-3000 W', label: 'ICP source rating' },
    { parameter: 'RF bias generator (rating)', value: '300-1000 W', label: 'independent RF bias rating' },
    { parameter: 'Substrate stage temperature', value: '-70 to 200 °C', label: 'substrate stage temperature' },
    { parameter: 'Etch non-uniformity (system specification)', value: '±5%', label: 'etch non-uniformity, specified' },
  ],
  waferSizesMm: wafers,
  specificationsNote:
    'Generator figures are ratings, the most the generator delivers; the text after each rating gives the range processes use. Non-uniformity ±5% is the system specification; ±3% is typical of qualified standard processes, measured the same way on the wafer sizes each process states: 150-200 mm for silicon and dielectrics, 100-150 mm for GaAs, whose wafers stop at 150 mm.',
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
    { label: 'Deep Reactive Ion Etching and the Bosch Process', href: '/insights/deep-reactive-ion-etching-bosch-process' },
    { label: 'RIE Etching System', href: '/products/rie-etcher' },
    { label: 'IBE/RIBE Ion Beam Etching System', href: '/products/ibe-ribe' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'icp-etcher-datasheet.pdf' },
  sections: [
    {
      id: 'drie',
      title: 'DRIE configuration (Bosch process)',
      navLabel: 'DRIE',
      paragraphs: [
        'Deep reactive ion etching makes silicon trenches, holes and membranes tens to hundreds of micrometres deep with near-vertical sidewalls. It is a configuration of this ICP-RIE platform, quoted as its own system: a parallel-plate RIE cannot run the Bosch process, because a high fluorine radical flux at low pressure needs a high-density source with the ion energy set separately and kept low.',
        'The Bosch process cycles two steps a few seconds long. In the etch step, SF6 plasma supplies fluorine radicals that remove silicon, while ion bombardment clears the floor of the feature. In the passivation step, C4F8 plasma coats every surface with a thin fluorocarbon film. At the next etch step the ions remove that film from the floor much faster than from the sidewalls, so the feature grows downwards while the walls stay protected. Each cycle leaves a small ripple, or scallop, on the sidewall; shorter steps give smaller scallops at a lower average rate.',
        'Rate, selectivity and scallop size are in the process table below. The rate falls as more silicon is exposed and as features deepen, and narrow features etch more slowly than wide ones (aspect-ratio-dependent etching), so parameters are ramped through long etches. With those selectivities, etching through a 525-675 µm wafer (4 and 6 inch) consumes 5-14 µm of photoresist or 1.8-6.8 µm of oxide before any margin for faceting and overetch, so the mask is a thick resist or an oxide hard mask several micrometres thick. Through-wafer etches need the wafer mounted on a carrier, and etches stopping on a buried oxide need conditions that limit notching at the interface.',
        'What the configuration adds to the platform: fast-switching gas delivery mounted close to the chamber, so that SF6 and C4F8 steps change cleanly within a fraction of a second; a high-throughput turbomolecular pump with a fast pressure-control valve that follows each step; an electrostatically clamped, helium-cooled stage that keeps the resist cool through long etches; low-frequency pulsed bias against notching on silicon-on-insulator wafers; and software that ramps step times, pressures and bias through the etch. For nanoscale features where scallops matter, the mixed-mode SF6/C4F8 process on the same hardware gives smooth sidewalls at lower rates.',
      ],
      specifications: [
        { parameter: 'Platform', value: 'ICP-RIE: source generator rated 1000-3000 W, bias generator rated 300-1000 W' },
        { parameter: 'Process', value: 'Bosch: alternating SF6 etch and C4F8 passivation steps; mixed-mode SF6/C4F8 for nanoscale features' },
        { parameter: 'Gas delivery', value: 'Fast-switching lines for SF6, C4F8, O2 and Ar, mounted close to the chamber' },
        { parameter: 'Pumping', value: 'High-throughput turbomolecular pump with fast automatic pressure control' },
        { parameter: 'Wafer stage', value: 'Electrostatic clamp with helium backside cooling, 0-20 °C for Bosch processes' },
        { parameter: 'Bias options', value: 'Low-frequency pulsed bias for notch-free landing on buried oxide' },
        { parameter: 'Indicative price', value: `${systemPrices.drie}, quoted as its own configuration. ${priceNote}` },
      ],
      processConfiguration: 'DRIE',
      links: [{ label: 'Deep Reactive Ion Etching and the Bosch Process', href: '/insights/deep-reactive-ion-etching-bosch-process' }],
    },
  ],
  meta: {
    title: 'ICP-RIE Etching System',
    description:
      'ICP-RIE for research labs: ICP source rated 1000-3000 W, bias rated 300-1000 W, -70 to 200 °C stage, 5 gas lines, DRIE configuration. Si, III-V, GaN and SiC.',
  },
};
