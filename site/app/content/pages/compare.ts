import { homeCrumb, productsCrumb } from './breadcrumbs';

/** The /products/compare page copy: two or three systems side by side. */
export const comparePage = {
  meta: {
    title: 'Compare Systems: Specifications, Processes, Prices and Facilities Side by Side',
    description:
      'Put two or three of our etch, deposition, coating and stripping systems side by side: specifications, process results, prices, lead times, options and facility needs.',
  },
  trail: [homeCrumb, productsCrumb, { name: 'Compare systems', path: '/products/compare' }],
  hero: {
    eyebrow: 'Compare systems',
    title: 'Compare systems side by side',
    lead: 'Choose two or three systems to see their specifications row by row, with the figures that mean the same thing aligned, the strongest results from the process library, indicative prices, lead times, options and what each needs from your building. The choice stays in the address, so a link shows the same comparison.',
  },
  chooser: {
    title: 'Choose the systems to compare',
    legend: 'Systems (choose two or three)',
    /** '1 of 3 chosen' */
    count: '{count} of {max} chosen',
    needMore: 'Choose at least two systems to see them side by side.',
    ignored: 'Part of the address named no system we offer, or more than three; it was left out.',
    finder: { text: 'Not sure which systems fit your process?', link: { label: 'Ask the system finder', href: '/products/finder' } },
  },
  table: {
    /** The section's heading: 'ICP-RIE Etching System, RIE Etching System: side by side'. */
    caption: '{names}: side by side',
    /** The table's own name, and its scrolling region's. */
    tableCaption: 'Comparison table: {names}',
    rowHeading: 'Row',
    differs: 'Differs',
    legend:
      'Rows marked Differs, with a tinted background, are where the systems state different figures for what decides a purchase: performance, price, delivery and the main facility needs. Rows that describe each system in its own words are not marked.',
    /** On paper, where the tint does not print, the mark is a sign. */
    differsSign: '≠',
    legendPrint: 'Rows marked ≠ are where the systems state different figures for performance, price, delivery or the main facility needs.',
    notStated: 'Not stated',
    onlyDifferences: 'Show only differences',
    noDifferences: 'These systems state the same figures for performance, price, delivery and the main facility needs.',
    add: 'Add a system',
    addPlaceholder: 'Choose a system',
    /** Accessible name of a remove button: 'Remove ICP-RIE from the comparison'. */
    remove: 'Remove {name} from the comparison',
    removeVisible: 'Remove',
    /** A link to the product page's estimate picker: 'Budgetary estimate for the ICP-RIE Etching System'. */
    estimate: 'Budgetary estimate for the {name}',
    estimateVisible: 'Budgetary estimate',
    full: 'Three systems is the most a comparison shows; remove one to add another.',
    actions: 'Take this comparison with you',
  },
};
