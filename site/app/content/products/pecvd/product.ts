import { halfRange } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'PECVD System',
  shortName: 'PECVD',
  category: 'Deposition',
  tagline:
    'Plasma-enhanced chemical vapour deposition of silicon oxide, nitride, oxynitride and amorphous silicon from 20 to 400 °C, with dual-frequency RF for film stress control.',
  summary:
    'SiO2, SiNx, SiOxNy and a-Si:H at 20-400 °C. 13.56 MHz and/or 400 kHz generators rated 500-2000 W, 6 gas lines, non-uniformity < 5%, stress set by frequency mixing.',
  description: [
    'PECVD deposits dielectric and silicon films at temperatures far below those of thermal CVD. The plasma breaks up precursor gases such as silane, nitrous oxide and ammonia, so films grow at 20-400 °C instead of 600-800 °C. That makes it possible to passivate finished devices, clad photonic waveguides, build MEMS membranes and deposit on substrates that cannot be heated, including polymers and patterned resist.',
    'The system can be fitted with a 13.56 MHz generator, a 400 kHz generator, or both, each rated 500-2000 W by configuration. Films are deposited at 5-150 W on the 200 mm electrode (about 0.02-0.5 W/cm²); the rating serves larger electrodes, high-rate oxides and in-situ chamber cleans. Silicon nitride deposited at 13.56 MHz alone is usually in tensile stress; low-frequency power adds ion bombardment that densifies the film and drives its stress compressive. Mixing the two frequencies lets you set silicon nitride stress near zero for free-standing membranes, or at the value a device needs.',
    'Process gases enter through a showerhead electrode above a heated platen, and six mass-flow-controlled lines (up to eight) cover the usual set: diluted silane, N2O, NH3 and N2 for the films, and CF4 with O2 for chamber cleaning. Lines can be assigned differently, for example to Ar, H2 or CH4, for other films. Film thickness non-uniformity is below 5%, measured as stated in the specifications. An in-situ plasma clean between runs removes deposits from the chamber walls and keeps particle levels and film properties stable.',
  ],
  keyFeatures: [
    {
      title: 'Dual-frequency RF for stress control',
      body: '13.56 MHz and/or 400 kHz generators. Mixed-frequency deposition adjusts SiNx stress from tensile to compressive without changing the gas chemistry.',
    },
    {
      title: 'Low-temperature deposition',
      body: 'Substrate temperature from 20 to 400 °C: 300-350 °C for dense films, 80-150 °C for polymers, temperature-sensitive devices and films over patterned resist.',
    },
    {
      title: 'Six gas lines',
      body: 'Six lines as standard, up to eight: enough for oxide, nitride, oxynitride and amorphous silicon processes plus a chamber-clean chemistry, with toxic and pyrophoric gases handled through interlocked lines.',
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
      title: 'Low-temperature dielectrics over resist',
      body: 'Oxide deposited at 80-120 °C over an undercut (bilayer) resist stencil lifts off when the film is thinner than about a third of the resist; thicker or denser lift-off films belong on the HDP-CVD.',
    },
  ],
  specifications: [
    { parameter: 'RF frequency', value: '13.56 MHz and/or 400 kHz' },
    { parameter: 'RF generators (rating)', value: '500-2000 W by configuration; films are deposited at 5-150 W on the 200 mm electrode' },
    { parameter: 'Substrate temperature', value: '20-400 °C' },
    { parameter: 'Gas lines (standard / maximum)', value: '6 / 8, mass-flow controlled' },
    { parameter: 'Film thickness non-uniformity (system specification)', value: formatUniformity(halfRange('< 5%', 'film thickness', [200])) },
    { parameter: 'Typical uniformity, qualified SiO2 and SiNx processes', value: formatUniformity(halfRange('±3%', 'film thickness', [150, 200])) },
    { parameter: 'Base pressure', value: '< 1×10⁻² Torr with the dry pump; ≤ 5×10⁻⁶ Torr with the optional turbomolecular pump' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces` },
    { parameter: 'Electrode', value: 'Showerhead gas distribution over a heated platen' },
    { parameter: 'Process pressure', value: 'Typically 0.3-2 Torr, automatic pressure control' },
    { parameter: 'Chamber cleaning', value: 'In-situ fluorine plasma clean (e.g. CF4/O2)' },
    { parameter: 'Wafer transfer', value: 'Single-wafer load-lock' },
    { parameter: 'Pumping', value: 'Dry pump sized for process gas loads; turbomolecular pump optional' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging and gas safety interlocks' },
  ],
  keyFigures: [
    { parameter: 'Substrate temperature', value: '20-400 °C', label: 'substrate temperature' },
    { parameter: 'RF generators (rating)', value: '500-2000 W', label: 'RF generator rating' },
    { parameter: 'Gas lines (standard / maximum)', value: '6 / 8', label: 'gas lines, standard / maximum' },
    { parameter: 'Film thickness non-uniformity (system specification)', value: '< 5%', label: 'film non-uniformity, specified' },
  ],
  waferSizesMm: wafers,
  specificationsNote:
    'Generator figures are ratings; the text gives the power films are deposited at. Non-uniformity < 5% is the system specification; ±3% is typical of qualified SiO2 and SiNx processes, measured the same way on 150-200 mm wafers.',
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
      'PECVD for research labs: SiO2, SiNx, SiOxNy and a-Si:H at 20-400 °C; 13.56 MHz and/or 400 kHz generators rated 500-2000 W, 6 gas lines, non-uniformity < 5%.',
  },
};
