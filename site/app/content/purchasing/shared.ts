/**
 * Purchasing data that several systems state word for word: the gas-box connection, and the options
 * offered on more than one system. A product's purchasing.ts takes them from here.
 */
import type { ProductOption } from './types';

/** Gas delivery common to the systems with a gas box. */
export const vcrGasBox = '1/4 in. VCR at the gas box, regulated to 1-2 bar (15-29 psi)';

export const extraGasLine: ProductOption = {
  id: 'extra-gas-line',
  name: 'Additional gas line',
  description: 'One more mass-flow-controlled line in the gas box, for a chemistry beyond the standard set.',
};

export const opticalEmissionEndpoint: ProductOption = {
  id: 'oes-endpoint',
  name: 'Optical emission endpoint',
  description: 'A spectrometer on a chamber window that ends the step when the layer being removed has cleared.',
};

export const laserEndpoint: ProductOption = {
  id: 'laser-endpoint',
  name: 'Laser interferometry endpoint',
  description: 'Follows etch depth in a test area through a top window, for stopping partway through a layer.',
};

export const cassetteLoadLock: ProductOption = {
  id: 'cassette-load-lock',
  name: 'Cassette load-lock',
  description: 'Loads up to 25 wafers from a cassette instead of one at a time, for unattended runs.',
};

export const burnWetScrubber: ProductOption = {
  id: 'point-of-use-scrubber',
  name: 'Point-of-use scrubber',
  description:
    'A burn-wet unit that burns silane and washes out the acid gases of the chamber clean before the house exhaust, interlocked with the system.',
};

export const silaneGasCabinet: ProductOption = {
  id: 'silane-gas-cabinet',
  name: 'Silane gas cabinet',
  description: 'Ventilated single-cylinder cabinet with purge panel, excess-flow shut-off and gas detection, interlocked with the system.',
  // Silane is pyrophoric: what leaves the pump has to be burnt before the house exhaust.
  requires: ['point-of-use-scrubber'],
};

export const corrosiveGasCabinet: ProductOption = {
  id: 'corrosive-gas-cabinet',
  name: 'Corrosive gas cabinet',
  description: 'Ventilated two-cylinder cabinet for Cl₂ and BCl₃ with purge panels and leak detection, extracted to the acid house exhaust.',
};

export const cryogenicPump: ProductOption = {
  id: 'cryogenic-pump',
  name: 'Cryogenic pump',
  description: 'Pumps water vapour faster than a turbomolecular pump, for the lowest base pressure; adds a water-cooled compressor.',
};

/**
 * The top generator ratings of an ICP source platform (ICP-RIE, HDP-CVD), whose generators are rated by
 * configuration: the base configuration has a 1 kW source and a 300 W bias generator, and the process library's
 * high-density recipes run their source above 1 kW and their bias above 300 W.
 */
export const topRatedIcpGenerators: ProductOption = {
  id: 'top-rated-icp-generators',
  name: '3 kW source and 1 kW bias generators',
  description: 'In place of the standard 1 kW source and 300 W bias generators, for recipes run above those ratings.',
  generatorRatings: [
    { power: 'sourcePower', standardW: 1000, optionW: 3000 },
    { power: 'biasPower', standardW: 300, optionW: 1000 },
  ],
};
