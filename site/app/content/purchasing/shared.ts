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
};

export const cryogenicPump: ProductOption = {
  id: 'cryogenic-pump',
  name: 'Cryogenic pump',
  description: 'Pumps water vapour faster than a turbomolecular pump, for the lowest base pressure; adds a water-cooled compressor.',
};
