import type { ProductCopy } from '../../types';

export const product: ProductCopy = {
  name: 'ALE Atomic Layer Etching System',
  shortName: 'ALE',
  category: 'Etching',
  tagline: 'A made-up system, registered only by the registry tests.',
  summary: 'A tenth system that exists only in the tests.',
  description: ['Cyclic chlorination and argon-ion removal of one atomic layer per cycle.'],
  keyFeatures: [{ title: 'Self-limiting cycles', body: 'Each cycle removes one layer.' }],
  applications: [{ title: 'Gate recess', body: 'Thinning of barrier layers by counted cycles.' }],
  specifications: [{ parameter: 'Etch per cycle', value: '0.5 nm' }],
  keyFigures: [{ parameter: 'Etch per cycle', value: '0.5 nm', label: 'etch per cycle' }],
  waferSizesMm: { standard: [150], onRequest: [] },
  materials: ['Si', 'GaN'],
  relatedLinks: [{ label: 'Discuss your application', href: '/contact?topic=application' }],
  datasheet: { fileName: 'ale-etcher-system-datasheet.pdf' },
  meta: { title: 'ALE Atomic Layer Etching System', description: 'A made-up system for the registry tests.' },
};
