/**
 * Requests as buyers write them, each as the finder address that holds it, with the systems it must
 * return. The unit test runs every one; the end-to-end test opens those marked `endToEnd` in a browser.
 */
import type { ProductSlug } from '../content/products/registry';

type FinderExpectation = {
  /** Exactly these systems, in this order. */
  systems?: ProductSlug[];
  /** This system first. */
  first?: ProductSlug;
  /** Each pair in this order (the first may be the only one found). */
  before?: [ProductSlug, ProductSlug][];
  /** Found, though not first. */
  notFirst?: ProductSlug;
  /** Not found. */
  excludes?: ProductSlug[];
  /** The entry the first system shows first. */
  firstProcess?: string;
  /** Systems named as taking the wafer size only on request. */
  onRequest?: ProductSlug[];
  /** Words reported as unknown to the data. */
  unknown?: string[];
  /** Words not searched on their own. */
  ignored?: string[];
};

export type FinderRequestCase = { name: string; address: string; expect: FinderExpectation; endToEnd?: boolean };

export const finderRequests: FinderRequestCase[] = [
  // A material and what it is for, a common or trade name, a process word: two words, no form fields.
  { name: 'moly etch', address: 'material=moly+etch', expect: { systems: ['rie-etcher', 'icp-etcher'] }, endToEnd: true },
  { name: 'alumina deposition', address: 'material=alumina+deposition', expect: { systems: ['ald', 'sputter'] } },
  { name: 'sapphire etch', address: 'material=sapphire+etch', expect: { systems: ['ibe-ribe'], firstProcess: 'ibe-al2o3-mgo' } },
  {
    name: 'polymer etch: the RIE or the stripper before the ICP',
    address: 'material=polymer+etch',
    expect: { systems: ['striper', 'rie-etcher', 'icp-etcher'] },
    endToEnd: true,
  },
  {
    name: 'resist ashing',
    address: 'material=resist+ashing',
    expect: { first: 'striper', firstProcess: 'strip-resist-bulk', excludes: ['icp-etcher'] },
  },
  {
    name: 'implanted resist',
    address: 'material=implanted+resist',
    expect: { first: 'striper', firstProcess: 'strip-hardened-resist' },
    endToEnd: true,
  },
  { name: 'quartz etch', address: 'material=quartz+etch', expect: { systems: ['icp-etcher', 'ibe-ribe', 'rie-etcher'], excludes: ['striper'] } },
  {
    name: 'silicon nitride waveguide',
    address: 'material=silicon+nitride+waveguide',
    expect: { first: 'pecvd', before: [['icp-etcher', 'rie-etcher']] },
  },
  { name: 'hafnia gate dielectric', address: 'material=hafnia+gate+dielectric', expect: { systems: ['ald'], firstProcess: 'ald-hfo2-amide' } },
  { name: 'chrome photomask', address: 'material=chrome+photomask', expect: { systems: ['icp-etcher'], firstProcess: 'icp-cr-cl2' }, endToEnd: true },
  { name: 'Kapton etch', address: 'material=Kapton+etch', expect: { systems: ['striper', 'rie-etcher', 'icp-etcher'] } },
  { name: 'PMMA spin', address: 'material=PMMA+spin', expect: { systems: ['coater-developer'], firstProcess: 'coat-pmma' } },
  { name: 'ITO sputtering', address: 'material=ITO+sputtering', expect: { systems: ['sputter'], firstProcess: 'sputter-ito' } },
  { name: 'poly etch', address: 'material=poly+etch', expect: { first: 'rie-etcher', firstProcess: 'rie-si-sf6', excludes: ['striper'] } },
  { name: 'GaN mesa', address: 'material=GaN+mesa', expect: { systems: ['icp-etcher'] } },
  { name: 'Bosch silicon', address: 'material=Bosch+silicon', expect: { first: 'icp-etcher', firstProcess: 'drie-si-bosch' } },
  { name: 'oxide passivation', address: 'material=oxide+passivation', expect: { first: 'pecvd', firstProcess: 'pecvd-sio2' } },
  { name: 'nitride membrane', address: 'material=nitride+membrane', expect: { first: 'pecvd', firstProcess: 'pecvd-sinx-mixed' }, endToEnd: true },
  { name: 'aluminum etch', address: 'material=aluminum+etch', expect: { systems: ['rie-etcher', 'icp-etcher'] } },
  { name: 'silver ion milling', address: 'material=silver+ion+milling', expect: { systems: ['ibe-ribe'], firstProcess: 'ibe-au' } },
  {
    name: 'titania low temperature',
    address: 'material=titania+low+temperature',
    expect: { systems: ['ald', 'sputter'], firstProcess: 'ald-tio2-low-temp' },
  },
  { name: 'through-wafer silicon', address: 'material=through-wafer+silicon', expect: { first: 'icp-etcher', firstProcess: 'drie-si-bosch' } },
  { name: 'MEMS release', address: 'material=MEMS+release', expect: { systems: ['icp-etcher'], firstProcess: 'icp-si-isotropic' } },
  { name: 'descum', address: 'material=descum', expect: { systems: ['striper', 'rie-etcher'] } },
  // Classes of materials.
  { name: 'noble metals', address: 'need=etch&material=noble+metals', expect: { systems: ['ibe-ribe'] } },
  { name: 'refractory metals etch', address: 'material=refractory+metals+etch', expect: { first: 'rie-etcher', excludes: ['sputter'] } },
  { name: 'III-V etch', address: 'material=III-V+etch', expect: { systems: ['icp-etcher'] } },
  { name: '2D materials', address: 'material=2D+materials', expect: { systems: ['rie-etcher'], firstProcess: 'rie-graphene-o2' } },
  { name: 'a chemistry: Cl2', address: 'material=Cl2', expect: { systems: ['rie-etcher', 'icp-etcher'] } },
  { name: 'the element symbol W', address: 'material=W+etch', expect: { systems: ['rie-etcher', 'icp-etcher'] } },
  // Fitness before cost before evidence.
  {
    name: 'lift-off at low temperature: PECVD and sputtering before ALD',
    address: 'need=deposit&material=lift-off+low+temperature',
    expect: {
      first: 'pecvd',
      before: [
        ['pecvd', 'ald'],
        ['sputter', 'ald'],
        ['hdp-cvd', 'ald'],
      ],
      notFirst: 'ald',
    },
    endToEnd: true,
  },
  {
    name: 'SiO2 lift-off under 120 °C',
    address: 'need=deposit&material=SiO2+lift-off&maxTemp=120',
    expect: { systems: ['pecvd', 'hdp-cvd', 'sputter'], firstProcess: 'pecvd-sio2-low-temp' },
  },
  { name: 'SiO2 gap fill at 3:1', address: 'need=deposit&material=SiO2+gap+fill&aspect=3', expect: { systems: ['hdp-cvd', 'ald'] }, endToEnd: true },
  {
    name: 'quartz deep etch: the deep fused-silica process',
    address: 'material=quartz+deep+etch',
    expect: { first: 'icp-etcher', firstProcess: 'icp-fused-silica-deep' },
    endToEnd: true,
  },
  // Temperature: the top of the stated range must stay within the limit.
  {
    name: 'SiO2 at 90 °C: the 80-120 °C PECVD oxide is out',
    address: 'need=deposit&material=SiO2&maxTemp=90',
    expect: { systems: ['sputter', 'hdp-cvd'], excludes: ['pecvd'] },
    endToEnd: true,
  },
  {
    name: 'SiO2 at 120 °C: the 80-120 °C PECVD oxide is in',
    address: 'need=deposit&material=SiO2&maxTemp=120',
    expect: { first: 'pecvd', firstProcess: 'pecvd-sio2-low-temp' },
  },
  {
    name: 'TiO2 at 100 °C: the low-temperature ALD',
    address: 'need=deposit&material=TiO2&maxTemp=100',
    expect: { systems: ['ald'], firstProcess: 'ald-tio2-low-temp' },
    endToEnd: true,
  },
  {
    name: 'silicon nitride at 300 °C: only HDP-CVD stays within it',
    address: 'need=deposit&material=silicon+nitride&maxTemp=300',
    expect: { systems: ['hdp-cvd'] },
  },
  // Wafer sizes.
  {
    name: '300 mm silicon etch: no match, on request from two',
    address: 'need=etch&material=Si&wafer=300',
    expect: { systems: [], onRequest: ['icp-etcher', 'rie-etcher'] },
    endToEnd: true,
  },
  {
    name: '300 mm SiO2 film: no match',
    address: 'need=deposit&material=SiO2&wafer=300',
    expect: { systems: [], onRequest: ['hdp-cvd', 'pecvd', 'ald', 'sputter'] },
  },
  { name: '200 mm oxide etch', address: 'need=etch&material=SiO2&wafer=200', expect: { first: 'rie-etcher', firstProcess: 'rie-sio2-chf3' } },
  // Words the data does not know.
  { name: 'a single letter', address: 'material=a', expect: { systems: [], ignored: ['a'] }, endToEnd: true },
  { name: 'an unknown word', address: 'material=unobtainium', expect: { systems: [], unknown: ['unobtainium'] }, endToEnd: true },
  { name: 'an extra irrelevant word', address: 'material=gold+etch+urgent', expect: { systems: ['ibe-ribe'], unknown: ['urgent'] }, endToEnd: true },
  { name: 'a typo', address: 'material=tungstn', expect: { systems: [], unknown: ['tungstn'] } },
];
