import type { GatedDownload, PageLink } from './catalogue';
import type { EstimateRequest } from '../../lib/estimate';
import { systemPriceIncludes, warranty } from '../commercial';
import { equipmentGuide } from '../documents';
import { trackRecord } from '../trust';
import { typesetDeep } from '../../lib/typeset';
import { downloadGuidePdf, startupQuote, talkToExpert } from '../calls-to-action';

export type StartupPackagePage = {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Opens the quote dialog; `productName` is what the dialog and the stored lead name. */
    primary: { label: string; productName: string };
    /** Opens the gated download dialog for the equipment guide. */
    secondary: GatedDownload;
  };
  eligibility: { title: string; body: string; criteria: string[] };
  benefits: { title: string; lead: string; items: { title: string; body: string }[] };
  includes: { title: string; lead: string; items: { title: string; body: string }[] };
  products: { title: string; lead: string; items: { name: string; body: string; href: string }[] };
  /** A typical first tool set, each system with its estimate and purchasing documents. */
  budgetKit: { title: string; lead: string; systems: EstimateRequest[]; totalLabel: string };
  /** The claim of over 300 research institutions. */
  trust: { value: string; label: string; body: string };
  warranty: { title: string; body: string };
  steps: { title: string; items: { title: string; body: string }[] };
  cta: { title: string; body: string; quote: { label: string }; contact: PageLink };
};

/** The /startup-package page copy. */
export const startupPackage: StartupPackagePage = typesetDeep({
  meta: {
    title: 'Startup Package for New Faculty Labs',
    description: `For new principal investigators in their first 2 years: etch, deposition and lithography tools with installation, training, recipes and a ${warranty.startup}.`,
  },
  hero: {
    eyebrow: 'For new principal investigators',
    title: 'The Startup Package for New Research Labs',
    lead: 'Setting up a lab on a startup budget means choosing the right first tools and getting them working fast. The package brings the systems, the facility planning, the recipes and the training together, so your group can start fabricating devices instead of commissioning equipment.',
    primary: { label: startupQuote, productName: 'Startup Package' },
    secondary: { label: downloadGuidePdf, ...equipmentGuide },
  },
  eligibility: {
    title: 'Who it is for',
    body: 'The Startup Package is for new principal investigators within their first 2 years of appointment who are equipping a lab, whether at a university, a research institute or a corporate R&D group.',
    criteria: [
      'You are a principal investigator within the first 2 years of your appointment.',
      'You are buying process equipment for your own group or for a facility you lead.',
      'You are still deciding, or negotiating startup funds: early conversations are the most useful.',
    ],
  },
  benefits: {
    title: 'What the package gives you',
    lead: 'The first tools decide how quickly a new group produces results. These are the things that save the most time.',
    items: [
      {
        title: warranty.startup,
        body: `The ${warranty.standard} of every system, extended by up to one more year in the package: cover for the period in which your group is building its first results.`,
      },
      {
        title: 'Recipes qualified on your materials',
        body: 'We develop and qualify the first processes your research needs on your own samples, and hand them over with the measured data.',
      },
      {
        title: 'Facility-planning review',
        body: 'Before you order, our engineers review floor space, power, cooling water, gases and exhaust with you and your facility staff, so installation is not held up by building work.',
      },
      {
        title: 'Training for your group',
        body: 'On-site training for you, your students and your lab staff, covering operation, safety interlocks, recipes and routine maintenance.',
      },
      {
        title: 'Quotes that fit startup negotiations',
        body: 'Budgetary quotes and specification sheets you can use while negotiating startup funds or writing equipment grants, updated as your plans change.',
      },
      {
        title: 'A tool set planned as a whole',
        body: 'Etch, deposition and lithography tools configured together, so they share gases and facilities sensibly and can be bought in phases.',
      },
    ],
  },
  includes: {
    title: 'What the package includes',
    lead: 'Every Startup Package quote covers these four services alongside the systems themselves.',
    items: [
      {
        title: 'Installation',
        body: systemPriceIncludes.installation,
      },
      {
        title: 'Training',
        body: systemPriceIncludes.training,
      },
      {
        title: 'Recipe development',
        body: 'Development and qualification of starting recipes for your materials, documented so that new students can run them.',
      },
      {
        title: 'Facility-planning review',
        body: 'A review of your lab layout and services before the order, with a requirements sheet for each system.',
      },
    ],
  },
  products: {
    title: 'Systems for a new lab',
    lead: 'Most new micro- and nanofabrication groups start with an etcher, a low-temperature deposition tool and a spin coater.',
    items: [
      {
        name: 'ICP-RIE',
        body: 'For III-V, GaN, SiC, lithium niobate and smooth, anisotropic nanostructures; deep silicon with its DRIE configuration.',
        href: '/products/icp-etcher',
      },
      {
        name: 'RIE',
        body: 'An economical first etcher for dielectrics, shallow silicon and polymers.',
        href: '/products/rie-etcher',
      },
      {
        name: 'Low-temperature PECVD',
        body: 'Oxide, nitride and amorphous silicon at 20-400 °C, including thin oxide over an undercut resist for lift-off.',
        href: '/products/pecvd',
      },
      {
        name: 'Low-temperature ALD',
        body: 'Conformal oxides with ångström thickness control at substrate temperatures from 20 °C.',
        href: '/products/ald',
      },
      {
        name: 'Spin coater',
        body: 'Resist coating, baking and developing in a controlled environment for repeatable lithography.',
        href: '/products/coater-developer',
      },
    ],
  },
  budgetKit: {
    title: 'Startup budget kit',
    lead: 'A typical first tool set for a new micro- and nanofabrication group, with what a startup negotiation and a purchasing office ask for: a budgetary estimate of each system, a sole-source justification draft to edit, and a site-readiness sheet for your facilities team.',
    systems: [
      { product: 'icp-etcher', waferSizeMm: 150, options: ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet', 'oes-endpoint'] },
      { product: 'pecvd', waferSizeMm: 150, options: ['point-of-use-scrubber', 'silane-gas-cabinet'] },
      { product: 'coater-developer', waferSizeMm: 150, options: ['hmds-vapour-prime'] },
    ],
    totalLabel: 'The three systems together, budgetary range',
  },
  trust: {
    value: `${trackRecord.institutions}+`,
    label: 'research institutions',
    body: `Systems built on the same platforms are used at over ${trackRecord.institutions} research institutions, so the configurations in your package are proven in labs like yours.`,
  },
  warranty: {
    title: `A ${warranty.startup}`,
    body: `Every system carries a ${warranty.standardWithVisit}. Startup Package systems carry a ${warranty.startupExplained}, so the tools stay covered while your group builds its first results and its first grant renewals.`,
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Tell us your research plan',
        body: 'Materials, devices, wafer sizes and the processes you expect to need in the first years.',
      },
      {
        title: 'Review and configuration',
        body: 'We review your facility and propose a tool set, with budgetary quotes you can use in startup negotiations.',
      },
      {
        title: 'Order and installation',
        body: 'We install, commission and acceptance-test the systems on site.',
      },
      {
        title: 'Training and recipes',
        body: 'Your group is trained and receives qualified recipes for its materials.',
      },
    ],
  },
  cta: {
    title: 'Planning a new lab?',
    body: 'Tell us about your research and your timeline. A process engineer replies within 1 business day.',
    quote: { label: startupQuote },
    contact: { label: talkToExpert, href: '/contact?topic=expert' },
  },
});
