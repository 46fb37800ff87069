/**
 * What can be added to each system. An option's id is stable: configurations and quotes refer to it, so a
 * renamed option keeps its id and a withdrawn one is removed, never reused. Prices are not stated here.
 */
import type { ProductOption, ProductSlug } from './types';

const extraGasLine: ProductOption = {
  id: 'extra-gas-line',
  name: 'Additional gas line',
  description: 'One more mass-flow-controlled line in the gas box, for a chemistry beyond the standard set.',
};

const opticalEmissionEndpoint: ProductOption = {
  id: 'oes-endpoint',
  name: 'Optical emission endpoint',
  description: 'A spectrometer on a chamber window that ends the step when the layer being removed has cleared.',
};

const laserEndpoint: ProductOption = {
  id: 'laser-endpoint',
  name: 'Laser interferometry endpoint',
  description: 'Follows etch depth in a test area through a top window, for stopping partway through a layer.',
};

const cassetteLoadLock: ProductOption = {
  id: 'cassette-load-lock',
  name: 'Cassette load-lock',
  description: 'Loads up to 25 wafers from a cassette instead of one at a time, for unattended runs.',
};

const burnWetScrubber: ProductOption = {
  id: 'point-of-use-scrubber',
  name: 'Point-of-use scrubber',
  description: 'A burn-wet unit that burns silane and washes out the acid gases of the chamber clean before the house exhaust, interlocked with the system.',
};

const silaneGasCabinet: ProductOption = {
  id: 'silane-gas-cabinet',
  name: 'Silane gas cabinet',
  description: 'Ventilated single-cylinder cabinet with purge panel, excess-flow shut-off and gas detection, interlocked with the system.',
};

const cryogenicPump: ProductOption = {
  id: 'cryogenic-pump',
  name: 'Cryogenic pump',
  description: 'Pumps water vapour faster than a turbomolecular pump, for the lowest base pressure; adds a water-cooled compressor.',
};

export const productOptions: Record<ProductSlug, ProductOption[]> = {
  'icp-etcher': [
    {
      id: 'drie-bosch',
      name: 'DRIE (Bosch) configuration',
      description: 'Fast-switching SF₆ and C₄F₈ delivery at the chamber, a high-throughput turbo pump and an electrostatic clamp, for deep silicon etching.',
    },
    {
      id: 'cryogenic-stage',
      name: 'Cryogenic stage',
      description: 'Liquid-nitrogen-cooled electrode for cryogenic silicon etching below -100 °C; needs a liquid nitrogen supply.',
    },
    {
      id: 'chlorine-package',
      name: 'Chlorine chemistry package',
      description: 'Corrosion-resistant gas lines and chamber parts, a heated liner and scrubber interlocks for Cl₂, BCl₃ and HBr.',
    },
    {
      id: 'point-of-use-scrubber',
      name: 'Point-of-use scrubber',
      description: 'Dry-bed scrubber for chlorine and bromine exhaust, interlocked with the gas box.',
    },
    extraGasLine,
    opticalEmissionEndpoint,
    laserEndpoint,
    cassetteLoadLock,
  ],
  'rie-etcher': [
    {
      id: 'chlorine-package',
      name: 'Chlorine chemistry package',
      description: 'Corrosion-resistant gas lines and chamber parts for Cl₂ and BCl₃, for aluminium and III-V etching.',
    },
    {
      id: 'point-of-use-scrubber',
      name: 'Point-of-use scrubber',
      description: 'Dry-bed scrubber for chlorine exhaust, interlocked with the gas box.',
    },
    {
      id: 'chilled-electrode',
      name: 'Chilled electrode',
      description: 'A recirculating chiller that holds the electrode below room temperature, for resist masks that must stay cool.',
    },
    extraGasLine,
    opticalEmissionEndpoint,
    laserEndpoint,
    {
      id: 'piece-carriers',
      name: 'Carrier set for pieces',
      description: 'Carrier wafers with pockets for samples from 10 mm pieces up to 100 mm wafers.',
    },
  ],
  'hdp-cvd': [
    burnWetScrubber,
    silaneGasCabinet,
    {
      id: 'remote-plasma-clean',
      name: 'Remote plasma chamber clean',
      description: 'An NF₃ remote plasma source that cleans the chamber between depositions without ion bombardment of its walls.',
    },
    {
      id: 'in-situ-thickness',
      name: 'In-situ thickness monitor',
      description: 'A laser interferometer that follows film growth through a top window during deposition.',
    },
    extraGasLine,
    cassetteLoadLock,
  ],
  pecvd: [
    {
      id: 'second-rf-frequency',
      name: 'Second RF frequency',
      description: 'A 400 kHz generator beside the 13.56 MHz one (or the reverse), mixed to set the stress of silicon nitride films.',
    },
    {
      id: 'turbo-pump',
      name: 'Turbomolecular pump',
      description: 'A lower base pressure before deposition, for films sensitive to residual water and oxygen.',
    },
    {
      id: 'teos-source',
      name: 'TEOS liquid source',
      description: 'A heated TEOS source with vapour delivery, for TEOS-based silicon dioxide with good step coverage.',
    },
    burnWetScrubber,
    silaneGasCabinet,
    extraGasLine,
  ],
  ald: [
    {
      id: 'extra-precursor-line',
      name: 'Additional precursor line',
      description: 'One more heated source (20-150 °C, up to 200 °C) with its own fast pulse valve, up to six lines in all.',
    },
    {
      id: 'ozone',
      name: 'Ozone oxidant',
      description: 'An ozone generator with its own destruct unit, for denser oxides and for processes where water purges too slowly.',
    },
    {
      id: 'remote-plasma',
      name: 'Remote plasma source',
      description: 'A remote RF plasma for plasma-enhanced ALD at low temperature, with the gases of the process set chosen at order.',
    },
    {
      id: 'load-lock',
      name: 'Load-lock',
      description: 'Keeps the reactor hot and under vacuum between samples, shortening the wait before the first cycle.',
    },
    {
      id: 'quartz-crystal-microbalance',
      name: 'Quartz crystal microbalance',
      description: 'Measures the mass gained in each cycle inside the reactor while a recipe is developed.',
    },
    {
      id: 'ellipsometer-ports',
      name: 'Ellipsometer ports',
      description: 'Window ports at the angle an in-situ spectroscopic ellipsometer needs.',
    },
    {
      id: 'glovebox-interface',
      name: 'Glovebox interface',
      description: 'Loads samples from an inert-gas glovebox, for air-sensitive materials.',
    },
  ],
  sputter: [
    {
      id: 'extra-magnetron',
      name: 'Additional magnetron',
      description: 'One more sputter source with its shutter and cooling, up to six in all.',
    },
    {
      id: 'dc-supply',
      name: 'DC or pulsed-DC supply',
      description: 'For fast metal deposition, and arc-free reactive sputtering of oxides and nitrides.',
    },
    {
      id: 'rf-substrate-bias',
      name: 'RF substrate bias',
      description: 'An argon pre-clean of the substrate in the chamber, and bias during growth to densify films.',
    },
    {
      id: 'extra-gas-line',
      name: 'Third gas line',
      description: 'Both N₂ and O₂ fitted beside argon, so nitride and oxide processes run without a gas change.',
    },
    cryogenicPump,
    {
      id: 'rate-monitor',
      name: 'Quartz crystal rate monitor',
      description: 'Measures the deposition rate at the substrate plane, for rate calibration and shutter timing.',
    },
  ],
  'ibe-ribe': [
    {
      id: 'sims-endpoint',
      name: 'SIMS endpoint detection',
      description: 'A secondary ion mass spectrometer that shows when a layer has been milled through, for stopping on thin films.',
    },
    {
      id: 'ribe-gas-lines',
      name: 'RIBE gas lines',
      description: 'Up to two more mass-flow-controlled lines (CHF₃, CF₄ or O₂) for reactive ion beam etching.',
    },
    cryogenicPump,
    {
      id: 'piece-carriers',
      name: 'Carrier set for pieces',
      description: 'Clamped carriers for pieces and small wafers on the tilting, rotating stage.',
    },
  ],
  striper: [
    {
      id: 'load-lock',
      name: 'Load-lock',
      description: 'Keeps the chamber under vacuum between wafers, for repeatable descum times.',
    },
    {
      id: 'extra-gas-line',
      name: 'Third gas line',
      description: 'CF₄, forming gas or argon beside the two standard lines, so strip and clean recipes run without a gas change.',
    },
    opticalEmissionEndpoint,
    {
      id: 'sample-trays',
      name: 'Sample trays',
      description: 'Quartz trays for pieces, PDMS parts and glass slides, for surface activation before bonding.',
    },
  ],
  'coater-developer': [
    {
      id: 'hmds-vapour-prime',
      name: 'HMDS vapour prime',
      description: 'Vapour-phase HMDS prime on a heated plate, for resist adhesion without liquid HMDS on the wafer.',
    },
    {
      id: 'extra-resist-line',
      name: 'Additional resist line',
      description: 'One more pump-driven dispense line, so a second resist is ready without a change-over.',
    },
    {
      id: 'syringe-dispense',
      name: 'Syringe dispense arm',
      description: 'Manual syringe dispense for small volumes of costly or experimental resists.',
    },
    {
      id: 'second-hotplate',
      name: 'Additional hotplate',
      description: 'A second bake plate, so soft bake and post-exposure bake each keep their own temperature.',
    },
    {
      id: 'vacuum-pump',
      name: 'On-board vacuum pump',
      description: 'Holds the spin chucks where no house vacuum is available.',
    },
  ],
};
