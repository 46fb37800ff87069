import { company } from '~/config/company';
import type { PageLink } from './catalogue';
import { maintenancePlans, warranty } from '../commercial';
import { serviceProcessGuide } from '../documents';
import { serviceResponse } from '../trust';
import { typesetDeep } from '../../lib/typeset';
import { askAboutAmc, compareService, discussTco, downloadServiceGuide, requestService, talkToExpert } from '../calls-to-action';

/**
 * A comparison table. `columns[0]` heads the row-label column; each row's `values` line up with
 * `columns[1..]` (here: Ionvale Systems, then typical suppliers).
 */
type ComparisonTableData = { columns: string[]; rows: { label: string; values: string[] }[] };

type ServicePlan = {
  name: string;
  /** Display price, e.g. '$12,000', or 'By quote'. */
  price: string;
  /** Price in US dollars per year; null when the plan is quoted individually. */
  priceUsdPerYear: number | null;
  period: string;
  description: string;
  features: string[];
  cta: PageLink;
};

export type ServiceSupportPage = {
  meta: { title: string; description: string };
  hero: { title: string; lead: string; actions: PageLink[] };
  warranty: { title: string; lead: string; items: { title: string; body: string }[] };
  comparison: { title: string; lead: string; caption: string; table: ComparisonTableData; cta: PageLink };
  /** The 5-year cost-of-ownership donut; `percent` values add up to 100. */
  costOfOwnership: {
    title: string;
    lead: string;
    /** Accessible name of the chart. */
    chartLabel: string;
    shares: { label: string; percent: number; body: string }[];
    note: string;
    cta: PageLink;
  };
  plans: { title: string; lead: string; items: ServicePlan[] };
  process: { title: string; lead: string; steps: { title: string; body: string }[] };
  /** The service process guide, served at the site root. */
  guide: { title: string; description: string; href: string; fileName: string; label: string };
  hours: { title: string; items: { label: string; value: string }[] };
  /** Calls to action to /contact, keyed by topic. */
  ctas: { compare: PageLink; tco: PageLink; expert: PageLink; amc: PageLink; service: PageLink };
  closing: { title: string; body: string };
};

const ctas = {
  compare: { label: compareService, href: '/contact?topic=compare' },
  tco: { label: discussTco, href: '/contact?topic=tco' },
  expert: { label: talkToExpert, href: '/contact?topic=expert' },
  amc: { label: askAboutAmc, href: '/contact?topic=amc' },
  service: { label: requestService, href: '/contact?topic=service' },
} satisfies ServiceSupportPage['ctas'];

/** The /service-support page copy. */
export const serviceSupport: ServiceSupportPage = typesetDeep({
  meta: {
    title: 'Service and Support',
    description: `${warranty.standardWithVisit}, service response in ${serviceResponse.ours}, and annual maintenance contracts from ${maintenancePlans.basic.perYear}.`,
  },
  hero: {
    title: 'Service and Support',
    lead: 'A plasma tool is only useful when it runs. We keep yours running with a long warranty, fast service response, planned maintenance and engineers who know the processes as well as the hardware.',
    actions: [ctas.service, ctas.amc],
  },
  warranty: {
    title: 'Warranty',
    lead: 'Every system we sell is covered from the day it is handed over.',
    items: [
      {
        title: warranty.standard,
        body: 'Repairs during the first two years cost you nothing: replacement parts and the engineer’s time are both covered.',
      },
      {
        title: 'One free preventive maintenance visit',
        body: 'An engineer inspects the chamber, pumps, RF and gas systems, checks calibration and replaces worn parts before they cause downtime.',
      },
      {
        title: `Service response in ${serviceResponse.ours}`,
        body: `When something goes wrong, an engineer responds within ${serviceResponse.ours}, with remote diagnosis first so the right parts arrive with the visit.`,
      },
    ],
  },
  comparison: {
    title: 'How our service compares',
    lead: 'What you can expect from us, next to what research labs commonly report from other equipment suppliers.',
    caption: 'Service terms of Ionvale Systems compared with typical suppliers',
    table: {
      columns: ['Service', 'Ionvale Systems', 'Typical suppliers'],
      rows: [
        { label: 'Service response time', values: [serviceResponse.ours, serviceResponse.typical] },
        {
          label: 'Standard warranty',
          values: [warranty.standardTerm, 'Often 12 months; labor or travel may be billed separately'],
        },
        {
          label: 'Preventive maintenance in warranty',
          values: ['One free preventive maintenance visit', 'Usually billed as a separate service visit'],
        },
        {
          label: 'Process recipes',
          values: ['Qualified on your materials before handover', 'Often generic baseline recipes; custom development quoted separately'],
        },
        {
          label: 'Maintenance contract pricing',
          values: [
            `Published plans: ${maintenancePlans.basic.price} or ${maintenancePlans.premium.perYear}, or custom`,
            'Usually quoted case by case',
          ],
        },
        {
          label: 'Support hours',
          values: [`${company.hours.support}; 24/7 phone with Premium AMC`, 'Business hours; extended hours often at extra cost'],
        },
      ],
    },
    cta: ctas.compare,
  },
  costOfOwnership: {
    title: 'Five-year cost of ownership',
    lead: 'The purchase price is less than half of what a system costs over five years. An illustrative breakdown for a research etch or deposition system:',
    chartLabel: 'Five-year cost of ownership: equipment purchase 40%, maintenance and service 25%, operating costs 25%, downtime impact 10%',
    shares: [
      {
        label: 'Equipment purchase',
        percent: 40,
        body: 'The system with its options, installation and initial training.',
      },
      {
        label: 'Maintenance and service',
        percent: 25,
        body: 'Preventive maintenance, repairs, spare parts and chamber consumables such as O-rings, quartz parts and electrodes.',
      },
      {
        label: 'Operating costs',
        percent: 25,
        body: 'Process gases, electricity, cooling water, exhaust treatment and the cleanroom space the system occupies.',
      },
      {
        label: 'Downtime impact',
        percent: 10,
        body: 'Experiments delayed while the tool is down: lost student time, missed deadlines and repeated runs.',
      },
    ],
    note: 'Maintenance, operating costs and downtime together outweigh the purchase price, which is why service response and planned maintenance matter when you compare offers.',
    cta: ctas.tco,
  },
  plans: {
    title: 'Annual maintenance contracts',
    lead: 'After the warranty, an annual maintenance contract (AMC) keeps maintenance planned and costs predictable.',
    items: [
      {
        name: maintenancePlans.basic.name,
        price: maintenancePlans.basic.price,
        priceUsdPerYear: maintenancePlans.basic.usdPerYear,
        period: 'per year',
        description: 'Planned maintenance for a single system in a lab that handles day-to-day operation itself.',
        features: [
          '2 preventive maintenance visits per year',
          '15% discount on parts',
          `Service response in ${serviceResponse.ours}`,
          `Phone and e-mail support, ${company.hours.support}`,
        ],
        cta: ctas.amc,
      },
      {
        name: maintenancePlans.premium.name,
        price: maintenancePlans.premium.price,
        priceUsdPerYear: maintenancePlans.premium.usdPerYear,
        period: 'per year',
        description: 'For heavily used tools and shared facilities where downtime holds up many users.',
        features: ['4 preventive maintenance visits per year', '48-hour on-site response', '25% discount on parts', '24/7 phone support'],
        cta: ctas.amc,
      },
      {
        name: 'Custom AMC',
        price: 'By quote',
        priceUsdPerYear: null,
        period: 'tailored to your facility',
        description: 'For several systems, unusual duty cycles or specific uptime needs, with terms agreed around your facility.',
        features: [
          'Coverage across several systems',
          'Visit schedule matched to your usage',
          'Spare-parts plans for critical components',
          'Terms agreed with your facility manager',
        ],
        cta: ctas.amc,
      },
    ],
  },
  process: {
    title: 'Our service process',
    lead: 'Whether you need a repair, a maintenance plan or support for a growing facility, we work in four steps.',
    steps: [
      {
        title: 'Initial Assessment',
        body: 'We review your systems, their usage and service history with you, remotely or on site, and identify risks to uptime.',
      },
      {
        title: 'Service Planning',
        body: 'We propose a maintenance schedule, spare-parts plan and contract level that fit your usage and budget.',
      },
      {
        title: 'Implementation',
        body: 'Our engineers carry out the agreed maintenance and repairs, and record what was done and what was measured after each visit.',
      },
      {
        title: 'Ongoing Support',
        body: 'Remote diagnosis, service response and process help continue between visits, and the plan is reviewed as your lab changes.',
      },
    ],
  },
  guide: {
    ...serviceProcessGuide,
    description:
      'A short PDF describing our warranty terms, the four-step service process, what happens during a preventive maintenance visit and how to prepare a system for service.',
    label: downloadServiceGuide,
  },
  hours: {
    title: 'Business hours',
    items: [
      { label: 'Sales', value: company.hours.sales },
      { label: 'Support', value: company.hours.support },
    ],
  },
  ctas,
  closing: {
    title: 'Need help with a system?',
    body: 'Tell us which system you have and what is happening. A support engineer will come back to you with next steps.',
  },
});
