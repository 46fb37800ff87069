import { company } from '~/config/company';
import { priceNote, systemPrices, warranty } from '../commercial';
import { equipmentGuide } from '../documents';
import { serviceResponse, trackRecord } from '../trust';
import { halfRange } from '../processes/build';
import { uniformityDefinition } from '../../lib/process-format';
import { typesetDeep } from '../../lib/typeset';
import { homeCrumb, productsCrumb, type Crumb } from './breadcrumbs';
import { downloadBrochure, downloadGuide, findSystem, requestQuote, talkToExpert } from '../calls-to-action';

/** A link rendered as an anchor or a button-styled link. */
export type PageLink = { label: string; href: string };

/**
 * A file behind the gated download dialog: the dialog receives `href` (the file URL) and `fileName`;
 * `title` names the document in the dialog's heading.
 */
export type GatedDownload = { label: string; title: string; href: string; fileName: string };

export type CataloguePage = {
  meta: { title: string; description: string };
  trail: Crumb[];
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** `quote` opens the quote dialog; `brochure` opens the gated download dialog. */
    actions: { quote: { label: string }; brochure: GatedDownload };
    /** A line under the actions that leads to the system finder. */
    finder: { text: string; link: PageLink };
  };
  /** Heading and lead above the category tabs and the nine product cards. */
  productGrid: {
    title: string;
    lead: string;
    tabsLabel: string;
    /** The tick on each card that puts the system in a comparison, and the bar that leads to it. */
    compare: { label: string; bar: string; chosen: string; needMore: string; clear: string; full: string };
  };
  partner: { title: string; paragraphs: string[] };
  etchingProcesses: { title: string; lead: string; items: { name: string; body: string; link: PageLink }[]; library: PageLink };
  applications: { title: string; lead: string; items: { title: string; body: string }[]; link: PageLink };
  warranty: { title: string; lead: string; items: { title: string; body: string }[]; link: PageLink };
  relatedArticles: { title: string; items: { slug: string; title: string; excerpt: string }[] };
  faq: { title: string; items: { question: string; answer: string }[] };
  /** Closing call to action: `guide` opens the gated download dialog; the others are links. */
  cta: {
    title: string;
    body: string;
    actions: { expert: PageLink; guide: GatedDownload; application: PageLink; contact: PageLink };
    /** The line under the buttons, with the application and contact links (lower-cased) in its placeholders. */
    alternatives: string;
  };
};

/** The /products catalogue page copy. */
export const catalogue: CataloguePage = typesetDeep({
  meta: {
    title: 'Plasma Etching and Deposition Systems',
    description: `RIE, ICP-RIE, DRIE, IBE/RIBE, PECVD, ALD, HDP-CVD, sputter, coater/developer and stripping systems for research labs, with a ${warranty.standard}.`,
  },
  trail: [homeCrumb, productsCrumb],
  hero: {
    eyebrow: 'Product catalogue',
    title: 'Plasma Etching and Thin-Film Deposition Systems',
    lead: 'Nine process platforms for research cleanrooms, from a first reactive ion etcher to atomic layer deposition, each configured for your materials and wafer sizes and delivered with recipes qualified on your own samples.',
    actions: {
      quote: { label: requestQuote },
      // The brochure is the equipment guide: one document describes the whole range.
      brochure: { label: downloadBrochure, ...equipmentGuide },
    },
    finder: { text: 'Not sure which system runs your process?', link: { label: findSystem, href: '/products/finder' } },
  },
  productGrid: {
    title: 'Our systems',
    lead: 'Choose a category to narrow the list, or tick up to three systems to compare them side by side. Every system page gives the full specification table, typical processes and a datasheet.',
    tabsLabel: 'Product categories',
    compare: {
      label: 'Compare',
      bar: 'Systems to compare',
      /** '{names}: {count} of {max} chosen' */
      chosen: '{count} of {max} chosen: {names}',
      needMore: 'Tick one more system to compare.',
      clear: 'Clear',
      full: 'Three is the most a comparison shows.',
    },
  },
  partner: {
    title: 'Built with an experienced manufacturing partner',
    paragraphs: [
      `Ionvale Systems specifies each configuration, develops and qualifies the processes, installs the systems and supports them from San Diego. The systems are built by our manufacturing partner, a Chinese electronics equipment maker with more than ${trackRecord.years} years of experience in plasma and vacuum process equipment.`,
      `The partner has installed more than ${trackRecord.installations} systems, which are in use at more than ${trackRecord.institutions} universities, research institutes and companies. That installed base is why the platforms are mature: chamber designs, RF matching and gas distribution have been refined over many generations, and qualified processes reach ±3% uniformity (${uniformityDefinition(halfRange('±3%', 'etch depth or film thickness', [150, 200]))}).`,
    ],
  },
  etchingProcesses: {
    title: 'Etching processes',
    lead: 'Four ways to remove material with a plasma or an ion beam. Which one fits depends on the material, the profile you need and how deep you have to go.',
    items: [
      {
        name: 'RIE',
        body: 'Reactive ion etching uses one RF electrode both to sustain the plasma and to give ions their energy. Reactive radicals and directional ions together etch SiO2, SiNx, silicon, polymers and refractory metals anisotropically, at tens to hundreds of nanometres per minute. It is the simplest and most economical dry-etch tool, and covers most of the etching a new lab needs.',
        link: { label: 'RIE Etching System', href: '/products/rie-etcher' },
      },
      {
        name: 'ICP-RIE',
        body: 'Inductively coupled plasma RIE adds a separate high-density plasma source. Plasma density and ion energy are then set independently, so etches can be fast and selective while staying low in damage. This is the tool for III-V and GaN devices, SiC, lithium niobate, smooth photonic waveguides and nanostructures, over a stage temperature range of -70 to 200 °C.',
        link: { label: 'ICP-RIE Etching System', href: '/products/icp-etcher' },
      },
      {
        name: 'DRIE',
        body: 'Deep reactive ion etching cuts silicon tens to hundreds of micrometres deep with vertical walls. The Bosch process alternates short SF6 etch steps with C4F8 passivation steps, reaching aspect ratios of 20:1 and more. It needs a high-density source, fast gas switching and strong pumping, so we build it as a configuration of the ICP-RIE platform, used for MEMS, through-silicon vias and microfluidics.',
        link: { label: 'DRIE configuration of the ICP-RIE', href: '/products/icp-etcher#drie' },
      },
      {
        name: 'IBE/RIBE',
        body: 'Ion beam etching directs a collimated argon ion beam at a tilting, rotating wafer and removes material by physical sputtering, so it etches noble metals, magnetic stacks and complex oxides that form no volatile compounds. Reactive ion beam etching adds gases such as CHF3 to the beam for higher rates and better selectivity.',
        link: { label: 'IBE/RIBE Ion Beam Etching System', href: '/products/ibe-ribe' },
      },
    ],
    library: { label: 'Every process we run, with its conditions and results: the process library', href: '/processes' },
  },
  applications: {
    title: 'Applications',
    lead: 'The research areas our systems are configured for most often.',
    items: [
      {
        title: 'MEMS and sensors',
        body: 'Deep silicon etching, stress-controlled nitride membranes, piezoelectric AlN and sacrificial release for resonators, inertial sensors and micro-mirrors.',
      },
      {
        title: 'Photonics and optoelectronics',
        body: 'Low-loss waveguides in silicon nitride, silicon and lithium niobate, III-V lasers and detectors, and optical coatings.',
      },
      {
        title: 'Compound semiconductors and power electronics',
        body: 'Low-damage etching and passivation of GaAs, InP, GaN and SiC, and high-k gate dielectrics by ALD.',
      },
      {
        title: 'Quantum and superconducting devices',
        body: 'Patterning of superconducting films and magnetic stacks, dielectrics deposited at low temperature, and clean interfaces for qubits and detectors.',
      },
      {
        title: 'Energy materials',
        body: 'Surface passivation and transparent conductors for solar cells, protective coatings for battery electrodes and catalyst layers for fuel cells.',
      },
      {
        title: 'Biotechnology and microfluidics',
        body: 'Silicon and glass moulds, thick-resist channels, and plasma activation for PDMS bonding in lab-on-chip devices.',
      },
    ],
    link: { label: 'Ask about your application', href: '/contact?topic=application' },
  },
  warranty: {
    title: 'Warranty and service',
    lead: 'A research group cannot wait weeks for a repair. Our warranty and service terms are written for that.',
    items: [
      {
        title: warranty.standardShort,
        body: `Every system carries a ${warranty.standard}: replacement parts and the engineer’s time for repairs are covered.`,
      },
      {
        title: 'One free preventive maintenance visit',
        body: 'One preventive maintenance visit within the warranty period is included: chamber inspection, calibration checks and replacement of worn parts before they fail.',
      },
      {
        title: `Service response in ${serviceResponse.ours}`,
        body: `When a system needs service, an engineer responds within ${serviceResponse.ours}, compared with the ${serviceResponse.typical} common with other suppliers.`,
      },
    ],
    link: { label: 'Service plans and support', href: '/service-support' },
  },
  relatedArticles: {
    title: 'Related articles',
    items: [
      {
        slug: 'reactive-ion-etching-guide',
        title: 'Reactive Ion Etching: A Practical Guide for Research Labs',
        excerpt:
          'How RIE works, which gases etch which materials, and how pressure, power and electrode temperature shape rate, selectivity and profile.',
      },
      {
        slug: 'icp-rie-technology-advanced-etching',
        title: 'ICP-RIE Technology: Advanced Etching for Demanding Materials',
        excerpt:
          'Why separating plasma density from ion energy matters for III-V, GaN, SiC and lithium niobate, and when an ICP-RIE is worth its higher cost.',
      },
      {
        slug: 'deep-reactive-ion-etching-bosch-process',
        title: 'Deep Reactive Ion Etching and the Bosch Process',
        excerpt:
          'Etch and passivation cycles, scallops, aspect-ratio-dependent etching and notching: what controls a deep silicon etch and what hardware it needs.',
      },
      {
        slug: 'semiconductor-etchers-overview',
        title: 'Semiconductor Etchers for Research Labs: An Overview',
        excerpt:
          'RIE, ICP-RIE, DRIE and ion beam etching compared by material, profile, damage, cost and facility needs, to help a lab choose its first etcher.',
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How long does it take from order to a working process?',
        answer:
          'It depends on the configuration and on how ready your facility is, so the delivery date is stated in your quote. The schedule has four stages: building and factory-testing the system to your configuration, shipping, installation with acceptance tests on site, and training with recipe qualification on your samples. Facility work such as gas lines, exhaust, power and cooling water is often what decides the date, which is why we review it with you before you order.',
      },
      {
        question: 'What facilities does a system need?',
        answer:
          'Electrical power (usually three-phase), cooling water or a recirculating chiller, clean dry air or nitrogen for valves and venting, an exhaust connection, and the process gases. Toxic, corrosive or pyrophoric gases such as Cl2, BCl3 and SiH4 need a ventilated gas cabinet and suitable exhaust treatment. The main unit of an RIE needs about 1.0 m × 1.0 m of floor space and an ICP-RIE about 1.0 m × 1.5 m, with pumps and chiller nearby or in a service chase. You receive a facility requirements sheet with the quote.',
      },
      {
        question: 'Do you install the system and train our users?',
        answer:
          'Yes. Our engineers install and commission the system and run the acceptance tests against the agreed specifications on site. Operators are trained on the system, its safety interlocks and its recipes, and the staff who will look after it learn chamber cleaning, routine maintenance and basic fault finding.',
      },
      {
        question: 'Does a system come with process recipes?',
        answer:
          'Yes. We develop and qualify recipes for the materials and results you specify, for example an SiO2 etch with a given selectivity or a stress-free nitride film, and hand them over with the measured process data. The rates on our product pages are typical values; your recipes are qualified on your own samples.',
      },
      {
        question: 'Which wafer sizes can the systems handle?',
        answer:
          'Systems are configured for 4, 6, 8 or 12 inch wafers, depending on the platform, and pieces and small samples run on a carrier wafer. Qualified processes reach ±3% uniformity on 150-200 mm wafers, as half-range over mean on a 49-point map with 5 mm edge exclusion; each product page lists the wafer sizes and uniformity specification of that system, with how it is measured.',
      },
      {
        question: 'What does the warranty cover?',
        answer: `Every system has a ${warranty.standardWithVisit}. Systems bought through our Startup Package for new faculty carry a ${warranty.startupExplained}.`,
      },
      {
        question: 'How quickly do you respond when a system needs service?',
        answer: `An engineer responds within ${serviceResponse.ours}, compared with the ${serviceResponse.typical} common with other suppliers. Support is available ${company.hours.support}. After the warranty, annual maintenance contracts add scheduled preventive maintenance and parts discounts; the Premium AMC includes 48-hour on-site response and 24/7 phone support.`,
      },
      {
        question: 'Can a system be customised for our processes?',
        answer:
          'Yes, within each platform. Common choices are the number and type of gas lines (as standard / maximum: 4 / 6 on the RIE, 5 / 8 on the ICP-RIE and 6 / 8 on the PECVD and HDP-CVD), corrosion-resistant hardware for chlorine chemistry, endpoint detection, the PECVD frequencies, the number of sputter sources (2-6), ALD precursor lines (2-6) and the wafer size.',
      },
      {
        question: 'Should a new lab start with an RIE or an ICP-RIE?',
        answer:
          'If your work is mainly dielectrics, silicon and polymers, an RIE covers it at lower cost and with simpler maintenance. Choose an ICP-RIE if you need to etch III-V, GaN, SiC or lithium niobate, need low damage or very smooth vertical sidewalls, or expect to need deep silicon etching later. We can help you decide from your sample list.',
      },
      {
        question: 'How do I get a quote, and what should I send?',
        answer: `Use Request a Quote or contact our sales team. You get a confirmation e-mail within minutes and a reply from a process engineer within 1 business day. It helps to send your materials and film thicknesses, the results you need, wafer sizes, the number of users and any facility limits. As a planning guide, an RIE typically costs about ${systemPrices.rie}, an ICP-RIE ${systemPrices.icp} and the DRIE configuration of the ICP-RIE ${systemPrices.drie}. ${priceNote}`,
      },
    ],
  },
  cta: {
    title: 'Not sure which system fits your research?',
    body: 'Send us your materials, structures and target results. A process engineer will recommend a configuration and tell you honestly what it can and cannot do.',
    actions: {
      expert: { label: talkToExpert, href: '/contact?topic=expert' },
      guide: { label: downloadGuide, ...equipmentGuide },
      application: { label: 'Ask about your application', href: '/contact?topic=application' },
      contact: { label: 'Contact Us', href: '/contact' },
    },
    alternatives: 'Or {application}, or {contact}.',
  },
});
