/**
 * The labels of the site's calls to action, one per destination: a page takes the words for the action
 * it offers from here, so the same destination reads the same wherever it is offered. A view offers
 * one primary action and at most one secondary beside it.
 *
 * A few destinations have a second label where the place asks for its own words: the product pages
 * name the sales team (they are about one system), the startup page names its package, the 404 page
 * and the menu say "All Products". `site/e2e/calls-to-action.spec.ts` checks that every button on
 * every page says one of these. Each label is its own export, so a page's JavaScript carries only the
 * labels it shows.
 */

/** The quote dialog (or /contact?topic=quote where a link must do). */
export const requestQuote = 'Request a Quote';
/** The quote dialog, on a product's page, with the product filled in. */
export const contactSales = 'Contact Sales Team';
/** The quote dialog, on the startup package page, for the package. */
export const startupQuote = 'Request Your Startup Package Quote';
/** A product's datasheet, through the download form. */
export const downloadDatasheet = 'Download Product Datasheet';
/** A product's site-readiness sheet, through the download form. */
export const downloadSiteReadiness = 'Download Site-Readiness Sheet';
/** A product's sole-source justification draft as a Word file, through the download form. */
export const downloadSoleSourceDocx = 'Download Draft (Word)';
/** The same draft as plain text, through the download form. */
export const downloadSoleSourceText = 'Download Draft (Text)';
/** From the startup budget kit to a system's estimate picker, where the buyer ticks the processes its sole-source draft states. */
export const prepareSoleSourceDraft = 'Prepare Sole-Source Draft';
/** The equipment guide, through the download form. */
export const downloadGuide = 'Download Equipment Guide';
/** The same guide, from the startup package page's first screen. */
export const downloadGuidePdf = 'Download Equipment Guide (PDF)';
/** The same guide, offered as the company's brochure on the catalogue's first screen. */
export const downloadBrochure = 'Download Brochure';
/** The service process guide, through the download form. */
export const downloadServiceGuide = 'Download the Service Process Guide (PDF)';
/** /contact?topic=expert: a process engineer. */
export const talkToExpert = 'Talk to an Expert';
/** /contact?topic=service: a service request. */
export const requestService = 'Request Service';
/** /contact?topic=amc: the maintenance contracts. */
export const askAboutAmc = 'Ask About an AMC Plan';
/** /contact?topic=compare: the service options side by side. */
export const compareService = 'Compare Service Options';
/** /contact?topic=tco: cost of ownership. */
export const discussTco = 'Discuss Your Cost of Ownership';
/** /contact. */
export const contactTeam = 'Contact Our Team';
/** The catalogue. */
export const exploreProducts = 'Explore Products';
/** The catalogue, from the 404 page. */
export const browseProducts = 'Browse All Products';
/** The catalogue, from the menu. */
export const allProducts = 'All Products';
/** /about. */
export const aboutUs = 'About Us';
/** /products/finder: the system finder. */
export const findSystem = 'Find Your System';
/** From a product page's first screen to its estimate picker, where the buyer configures the system. */
export const configureAndEstimate = 'Configure and estimate';
/** A budgetary estimate of the configuration chosen, as a PDF through the download form. */
export const getEstimate = 'Get Budgetary Estimate (PDF)';
/** /products/compare: the systems ticked on the catalogue's cards, side by side. */
export const compareSelected = (count: number) => `Compare selected (${count})`;
/** /products/compare, from a product page, with that product chosen. */
export const compareWithOthers = 'Compare with other systems';
/** /products/compare, from the finder's results, with the top matches. */
export const compareTheseSystems = 'Compare these systems';
/** The comparison shown, as a spreadsheet. */
export const downloadCsv = 'Download CSV';
/** The comparison shown, printed. */
export const printComparison = 'Print';
/** A product series' page, from its card: 'View the RIE Etcher Series'. */
export const viewSeries = (series: string) => `View the ${series}`;

/** Every fixed label above, for the test that checks the pages use no other. */
export const fixedLabels: string[] = [
  requestQuote,
  configureAndEstimate,
  getEstimate,
  contactSales,
  startupQuote,
  downloadDatasheet,
  downloadSiteReadiness,
  downloadSoleSourceDocx,
  downloadSoleSourceText,
  prepareSoleSourceDraft,
  downloadGuide,
  downloadGuidePdf,
  downloadBrochure,
  downloadServiceGuide,
  talkToExpert,
  requestService,
  askAboutAmc,
  compareService,
  discussTco,
  contactTeam,
  exploreProducts,
  browseProducts,
  allProducts,
  aboutUs,
  findSystem,
  compareWithOthers,
  compareTheseSystems,
  downloadCsv,
  printComparison,
];
