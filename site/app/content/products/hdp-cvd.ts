import type { Product } from './types';

export const hdpCvd: Product = {
  slug: 'hdp-cvd',
  name: 'HDP-CVD System',
  shortName: 'HDP-CVD',
  category: 'Deposition',
  tagline:
    'High-density plasma CVD that deposits dense, low-hydrogen oxide and nitride at 20 to 200 °C, with substrate bias for gap fill and film densification.',
  summary:
    'Dense SiO2, SiNx and SiOxNy at 20-200 °C from an ICP source of 1000-3000 W with 300-1000 W bias. 6 gas lines, non-uniformity < 5%, gap fill and low-damage films.',
  description: [
    'High-density plasma CVD uses an inductively coupled source of 1000-3000 W to dissociate precursor gases far more completely than a parallel-plate PECVD reactor, at pressures of a few mTorr. The result is dense, low-hydrogen silicon oxide and nitride at substrate temperatures of 20-200 °C, well below the 300-400 °C of conventional PECVD.',
    'A separate RF bias of 300-1000 W on the substrate electrode adds controlled ion bombardment while the film grows. Moderate bias densifies the film and improves its wet-etch resistance; higher bias sputters material from the corners of features while deposition continues at their bottoms. Balancing deposition against sputtering lets the film fill narrow gaps and trenches without the voids that form when a conformal film closes over the top.',
    'Because deposition runs at low temperature and low pressure, HDP-CVD suits devices that cannot tolerate heat or that are patterned with resist for lift-off: III-V lasers and detectors, GaN transistors, superconducting circuits and polymer substrates. Six mass-flow-controlled gas lines cover SiH4, O2, N2, Ar, a dopant or hydrogen line and a chamber-clean gas, and film thickness non-uniformity is below 5%.',
  ],
  keyFeatures: [
    {
      title: 'High-density ICP source',
      body: 'A 1000-3000 W inductively coupled source decomposes silane, oxygen and nitrogen efficiently at low pressure, giving dense films without high substrate temperature.',
    },
    {
      title: 'Independent substrate bias',
      body: 'A 300-1000 W RF bias tunes ion bombardment during growth: for film density and stress at low bias, for gap fill by simultaneous sputtering at higher bias.',
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
      body: 'Mass-flow-controlled lines for precursors, dilution and chamber cleaning, with interlocked handling of silane.',
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
      body: 'Oxide and nitride deposited below 100 °C over patterned resist, for insulating pads and masks defined without an etch step.',
    },
    {
      title: 'Temperature-sensitive substrates',
      body: 'Insulation and encapsulation of polymer, flexible and superconducting devices that cannot be heated to PECVD temperatures.',
    },
  ],
  specifications: [
    { parameter: 'ICP source power', value: '1000-3000 W' },
    { parameter: 'RF bias power', value: '300-1000 W' },
    { parameter: 'Substrate temperature', value: '20-200 °C' },
    { parameter: 'Gas lines', value: '6, mass-flow controlled' },
    { parameter: 'Film thickness non-uniformity', value: '< 5%' },
    { parameter: 'Wafer sizes', value: '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer' },
    { parameter: 'Process pressure', value: 'Typically 2-20 mTorr, automatic pressure control' },
    { parameter: 'Wafer cooling', value: 'Helium backside cooling with wafer clamping' },
    { parameter: 'Wafer transfer', value: 'Single-wafer vacuum load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular pump with dry backing pump' },
    { parameter: 'Chamber cleaning', value: 'In-situ fluorine plasma clean' },
    { parameter: 'Control', value: 'PC-based recipe control with run data logging and gas safety interlocks' },
  ],
  processCapabilities: [
    {
      material: 'SiO2',
      chemistry: 'SiH4/O2/Ar, 100-200 °C',
      result: '20-150 nm/min, refractive index ~1.46, lower wet-etch rate than PECVD oxide deposited at the same temperature',
    },
    {
      material: 'SiNx',
      chemistry: 'SiH4/N2/Ar, 100-200 °C',
      result: '10-50 nm/min, refractive index ~1.9-2.0, low bonded hydrogen',
    },
    {
      material: 'SiOxNy',
      chemistry: 'SiH4/O2/N2/Ar',
      result: 'Refractive index between ~1.46 and ~1.9 set by the O2:N2 ratio',
    },
    {
      material: 'SiO2, low temperature',
      chemistry: 'SiH4/O2/Ar, 20-90 °C',
      result: 'Dense oxide over resist for lift-off patterning',
    },
    {
      material: 'SiO2 gap fill',
      chemistry: 'SiH4/O2/Ar with increased bias',
      result: 'Void-free fill of gaps up to about 3:1 aspect ratio, depending on profile',
    },
    {
      material: 'a-Si',
      chemistry: 'SiH4/Ar or SiH4/H2',
      result: 'Low-temperature amorphous silicon for optical and sacrificial layers',
    },
  ],
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
      'HDP-CVD for research labs: dense SiO2 and SiNx at 20-200 °C. ICP source 1000-3000 W, bias 300-1000 W, 6 gas lines, film non-uniformity below 5%, gap fill.',
  },
};
