import { halfRange } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'HDP-CVD System',
  shortName: 'HDP-CVD',
  category: 'Deposition',
  tagline:
    'High-density plasma CVD that deposits dense, low-hydrogen oxide and nitride at 20 to 200 °C, with substrate bias for gap fill and film densification.',
  summary:
    'Dense SiO2, SiNx and SiOxNy at 20-200 °C: ICP source rated 1000-3000 W, bias rated 300-1000 W, 6 gas lines, non-uniformity < 5%, gap fill and lift-off films.',
  description: [
    'High-density plasma CVD uses an inductively coupled source (generator rated 1000-3000 W; films are deposited at 1000-2500 W) to dissociate precursor gases far more completely than a parallel-plate PECVD reactor, at pressures of a few mTorr. The result is dense, low-hydrogen silicon oxide and nitride at substrate temperatures of 20-200 °C, well below the 300-400 °C of conventional PECVD.',
    'A separate RF bias on the substrate electrode (generator rated 300-1000 W, used from 0 W for gentle blanket films up to about 800 W for gap fill) adds controlled ion bombardment while the film grows. Moderate bias densifies the film and improves its wet-etch resistance; higher bias sputters material from the corners of features while deposition continues at their bottoms. Balancing deposition against sputtering lets the film fill narrow gaps and trenches without the voids that form when a conformal film closes over the top. The bombardment also heats the wafer: at gap-fill bias it runs well above the stage setpoint, at the wafer temperature the gap-fill process states, so the 20-200 °C stage range describes blanket and lift-off films, not gap fill.',
    'Because deposition runs at low temperature and low pressure, HDP-CVD suits devices that cannot tolerate heat or that are patterned with resist for lift-off: III-V lasers and detectors, GaN transistors, superconducting circuits and polymer substrates. Six mass-flow-controlled gas lines as standard (up to eight) cover SiH4, O2, N2, Ar, a dopant or hydrogen line and a chamber-clean gas, and film thickness non-uniformity is below 5%.',
  ],
  keyFeatures: [
    {
      title: 'High-density ICP source',
      body: 'An inductively coupled source rated 1000-3000 W decomposes silane, oxygen and nitrogen efficiently at low pressure, giving dense films without high substrate temperature.',
    },
    {
      title: 'Independent substrate bias',
      body: 'An RF bias rated 300-1000 W tunes ion bombardment during growth: off or low for gentle films and film density, higher for gap fill by simultaneous sputtering.',
    },
    {
      title: 'Low-temperature stage',
      body: 'Substrate temperature from 20 to 200 °C with helium backside cooling keeps resist, polymers and finished devices within their thermal budget.',
    },
    {
      title: 'Low-hydrogen nitride',
      body: 'Silicon nitride from SiH4 and N2 instead of ammonia contains less bonded hydrogen, which matters for optical loss and device stability.',
    },
    {
      title: 'Six gas lines',
      body: 'Six mass-flow-controlled lines as standard, up to eight, for precursors, dilution and chamber cleaning, with interlocked handling of silane.',
    },
    {
      title: 'Load-lock and recipe control',
      body: 'Wafer transfer through a load-lock into a chamber held under vacuum; step recipes and logged process data for every run.',
    },
  ],
  applications: [
    {
      title: 'Passivation of compound-semiconductor devices',
      body: 'Dense SiNx and SiO2 on GaAs, InP and GaN lasers, detectors and transistors, deposited with little plasma damage at low temperature.',
    },
    {
      title: 'Gap fill and planarisation',
      body: 'Void-free oxide fill between metal lines and in shallow trenches by balancing deposition with bias sputtering.',
    },
    {
      title: 'Photonic cladding',
      body: 'Low-hydrogen oxide and nitride with low absorption in the near infrared for waveguide cores and claddings.',
    },
    {
      title: 'Lift-off dielectrics',
      body: 'Dense oxide deposited at 20-90 °C over patterned resist; directional growth at millitorr pressure leaves the resist sidewalls thinly coated, so the film lifts off cleanly.',
    },
    {
      title: 'Temperature-sensitive substrates',
      body: 'Insulation and encapsulation of polymer, flexible and superconducting devices that cannot be heated to PECVD temperatures.',
    },
  ],
  specifications: [
    { parameter: 'ICP source generator (rating)', value: '1000-3000 W by configuration; films are deposited at 1000-2500 W' },
    { parameter: 'RF bias generator (rating)', value: '300-1000 W by configuration; used from 0 W (blanket films) to about 800 W (gap fill)' },
    { parameter: 'Substrate temperature', value: '20-200 °C' },
    { parameter: 'Gas lines (standard / maximum)', value: '6 / 8, mass-flow controlled' },
    { parameter: 'Film thickness non-uniformity (system specification)', value: formatUniformity(halfRange('< 5%', 'film thickness', [200])) },
    { parameter: 'Base pressure', value: '≤ 5×10⁻⁶ Torr' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces on a carrier wafer` },
    { parameter: 'Process pressure', value: 'Typically 2-20 mTorr, automatic pressure control' },
    { parameter: 'Wafer cooling', value: 'Helium backside cooling with wafer clamping' },
    { parameter: 'Wafer transfer', value: 'Single-wafer vacuum load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Chamber cleaning', value: 'In-situ fluorine plasma clean' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging and gas safety interlocks' },
  ],
  keyFigures: [
    { parameter: 'ICP source generator (rating)', value: '1000-3000 W', label: 'ICP source rating' },
    { parameter: 'RF bias generator (rating)', value: '300-1000 W', label: 'RF bias rating, for gap fill' },
    { parameter: 'Substrate temperature', value: '20-200 °C', label: 'substrate temperature' },
    { parameter: 'Film thickness non-uniformity (system specification)', value: '< 5%', label: 'film non-uniformity, specified' },
  ],
  waferSizesMm: wafers,
  specificationsNote:
    'Generator figures are ratings; the text gives the power processes use. Qualified SiO2 processes reach ±3% on 150-200 mm wafers, measured the same way as the specification.',
  processCapabilitiesNote:
    'Results are typical values from process development; rate, stress and refractive index depend on power, bias, pressure and gas ratios, and we qualify recipes for your devices.',
  materials: ['SiO2', 'SiNx', 'SiOxNy', 'a-Si', 'Doped oxides (on request)'],
  relatedLinks: [
    { label: 'HDP-CVD Guide: Gap Fill and Low-Temperature Dielectrics', href: '/insights/hdp-cvd-high-density-plasma-deposition-guide' },
    { label: 'PECVD System', href: '/products/pecvd' },
    { label: 'ICP-RIE Etching System', href: '/products/icp-etcher' },
    { label: 'Service and Support', href: '/service-support' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'hdp-cvd-system-datasheet.pdf' },
  meta: {
    title: 'HDP-CVD System',
    description:
      'HDP-CVD for research labs: dense SiO2 and SiNx at 20-200 °C. ICP source rated 1000-3000 W, bias rated 300-1000 W, 6 gas lines, non-uniformity < 5%, gap fill.',
  },
};
