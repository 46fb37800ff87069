import { typesetDeep } from '../../lib/typeset';
import { homeCrumb } from './breadcrumbs';

/** The /processes page copy: the process library. */
export const processesPage = typesetDeep({
  meta: {
    title: 'Process Library: Etch and Deposition Processes',
    description:
      'Every process our nine systems run, with conditions, rates, selectivity and uniformity with its definition; filter by material, technique or system, or download it.',
  },
  trail: [homeCrumb, { name: 'Process library', path: '/processes' }],
  hero: {
    eyebrow: 'Process library',
    title: 'Etch and deposition processes, with the numbers behind them',
    lead: 'Every process our systems run, as our applications team qualified it or as a published starting window the hardware supports: gases and flows, pressure, power, temperature, and the rate, selectivity and uniformity you can expect. Product pages, datasheets and articles print their figures from this same data.',
  },
  filters: {
    title: 'Filter the processes',
    system: 'System',
    technique: 'Technique',
    material: 'Material or chemistry',
    materialPlaceholder: 'e.g. SiO2, GaN, Cl2',
    all: 'All',
    reset: 'Show all processes',
  },
  downloads: {
    title: 'Download the catalogue',
    lead: 'The same entries as data, each naming its system by the product page it belongs to.',
    csv: { label: 'Process catalogue (CSV)', href: '/processes.csv' },
    json: { label: 'Process catalogue (JSON)', href: '/processes.json' },
  },
  note: 'Results are typical values. Rates and selectivities depend on mask, exposed area, feature size and chamber condition, and we qualify recipes on your own samples. Uniformity figures state their formula, measurement points, edge exclusion and wafer size.',
  labels: {
    /** The list's name. */
    list: 'Processes',
    selectivity: 'Selectivity',
    uniformity: 'Uniformity',
    conditions: 'Conditions',
    citedIn: 'Cited in',
    onSystem: 'On the product page',
    startingWindow: 'Starting window',
    startingWindowHelp: 'a published window the hardware supports, qualified on your samples',
    /** '{shown} of {total} processes' while a filter hides some, '{total} processes' otherwise. */
    count: '{shown} of {total} processes',
    countAll: '{total} processes',
    none: 'No process matches this filter.',
  },
});
