/**
 * The product pages' copy around each system's own data (which is in `products/<slug>/`): the same words on
 * every product page, with '{name}', '{shortName}' or '{title}' where the system's or section's name goes.
 */
export const productPage = {
  hero: {
    /** The key figures' name: 'ICP-RIE key specifications'. */
    keyFigures: '{shortName} key specifications',
    /** The system's terms under its key figures: the budgetary price of the base configuration and the lead time. */
    price: 'Budgetary price, base configuration',
    leadTime: 'Lead time',
  },
  /** The in-page navigation under the header, a word or two for each section. */
  sectionNav: {
    label: 'On this page',
    overview: 'Overview',
    specifications: 'Specifications',
    processes: 'Processes',
    facility: 'Facility',
    estimate: 'Estimate',
    downloads: 'Downloads',
  },
  overview: { title: 'Overview', keyFeatures: 'Key features', applications: 'Applications' },
  specifications: {
    title: 'Specifications',
    /** 'ICP-RIE Etching System specifications' */
    caption: '{name} specifications',
  },
  processes: {
    title: 'Process capabilities',
    /** 'Typical ICP-RIE processes' */
    caption: 'Typical {shortName} processes',
    /** A link to the system's entries in the process library, and the rest of its sentence. */
    library: { label: 'All processes in the process library', rest: ', with the articles that cite them and the catalogue as CSV or JSON.' },
    materials: 'Materials',
    /** Above the table: the strongest results shown here, of how many. */
    shown: 'The {shown} strongest of the {shortName}’s {count} processes.',
    /** The link to the page with every process of the system. */
    all: 'All {count} {shortName} processes, with conditions and measurement methods',
  },
  /** The page with every process of a system, conditions and methods included. */
  allProcesses: {
    /** 'ICP-RIE processes' */
    crumb: '{shortName} processes',
    /** 'ICP-RIE Etching System: every process' */
    title: '{name}: every process',
    lead:
      'Each result with the conditions behind it and how it was measured. Entries marked “Starting window” are published windows the ' +
      'hardware supports; our applications team qualified the rest.',
    /** 'Typical ICP-RIE processes' */
    caption: 'Typical {shortName} processes',
    back: 'Back to the {shortName}',
    /** Meta description. */
    description: 'Every {name} process with its conditions, results and measurement methods, from the process library.',
  },
  /** The tables of a section on a configuration of the system (DRIE on the ICP-RIE). */
  configuration: {
    /** 'DRIE (Bosch process) specifications' */
    specifications: '{title} specifications',
    /** 'DRIE (Bosch process): typical processes' */
    processes: '{title}: typical processes',
  },
  estimate: {
    title: 'Budgetary estimate',
    lead:
      'Choose a wafer size and options and get a PDF with the price range, what is included, the lead time and a code that names the ' +
      'configuration: for a startup budget, a grant or a purchase request.',
    /** 'Configure the ICP-RIE' */
    picker: 'Configure the {shortName}',
  },
  /** The system's documents, each with who it is for and what it holds; the datasheet and guide are titled by their files. */
  downloads: {
    title: 'Downloads',
    datasheet: {
      kind: 'Datasheet · PDF',
      description: 'Specifications, process capabilities and facility requirements of the {shortName}, on two pages.',
    },
    siteReadiness: {
      kind: 'For your facilities team · PDF',
      description: "The {shortName}'s power, water, gas, exhaust and floor needs on one page, with a sign-off line for each trade.",
    },
    soleSource: {
      kind: 'For your purchasing office · Word or text',
      title: 'Sole-Source Justification Draft',
      description:
        'Generated for the configuration and processes you choose in the budgetary estimate above: your requirements beside the ' +
        "{shortName}'s figures, a record of the other makers you contacted to complete, a price comparison with the estimate's figure and " +
        'the country of origin, ready to edit into your purchasing form.',
      /** Shown instead of the download buttons until the picker names at least one process. */
      chooseProcesses: 'Tick the processes your project needs in the estimate above: the draft lists only those.',
      /** Shown instead of the download buttons while the picker's configuration is incomplete. */
      completeConfiguration: 'Complete the configuration in the estimate above first:',
      /** Under the buttons: what the draft is generated for. */
      generatedFor: 'For {configuration}; {count}.',
      /** The link from the card to the picker. */
      pickerLink: 'Choose the configuration and processes',
    },
    guide: {
      kind: 'Guide · PDF',
      description: 'How to choose between etching and deposition systems for a research lab, with every system side by side.',
    },
  },
  /** The card beside the reading column: the system's terms at a glance. */
  terms: {
    price: 'Indicative price, base configuration',
    leadTime: 'Lead time after order',
    warranty: 'Warranty',
    reply: 'A process engineer replies within 1 business day with a configuration and a quote.',
  },
  related: {
    title: 'Related',
    /** What a related link leads to, shown above its label, by how its address starts; `other` for any other page. */
    kinds: {
      '/insights/': 'Article',
      '/products/': 'Product',
      '/contact': 'Contact',
      '/service-support': 'Service',
      '/startup-package': 'Program',
    },
    other: 'Page',
  },
  requestInformation: {
    title: 'Request Information',
    body:
      'Tell us about your materials and wafer sizes: a process engineer replies within 1 business day with a configuration and a quote ' +
      'for the {shortName}.',
  },
};
