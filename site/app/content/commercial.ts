/**
 * Warranty terms and prices, stated once. Pages, product data, the PDFs and the articles (through
 * the `:price[...]`, `:amc[...]` and `:warranty[...]` Markdown directives) print these phrases; the
 * content tests fail when a price or a warranty term is typed anywhere else by hand.
 *
 * System prices are indicative budget ranges for a research configuration, not an offer: the quote
 * for a configuration is the binding figure. Each product's purchasing.ts names its range by key.
 */
import { serviceResponse } from './trust';

/** A price range in US dollars. `openEnded`: a configuration can cost more than `high` (printed with a '+'). */
export type PriceRange = { low: number; high: number; openEnded?: boolean };

/**
 * Indicative system prices (USD) for a base research configuration. RIE, ICP-RIE and DRIE are the ranges
 * the articles have always quoted; the others are placed against them by what each system adds: a second
 * generator and a denser source (HDP-CVD above ICP-RIE); vacuum, heated delivery and a plasma source
 * (PECVD, ALD and sputter between RIE and ICP-RIE); an ion source and a tilting, rotating stage (IBE/RIBE
 * beside ICP-RIE); no high vacuum (the downstream stripper and the coater/developer, at or below RIE).
 */
export const systemPriceRanges = {
  /** Capacitively coupled (parallel-plate) RIE. */
  rie: { low: 80_000, high: 150_000 },
  /** ICP-RIE. */
  icp: { low: 200_000, high: 400_000 },
  /** The DRIE (Bosch process) configuration of the ICP-RIE platform. */
  drie: { low: 400_000, high: 700_000, openEnded: true },
  pecvd: { low: 150_000, high: 300_000 },
  'hdp-cvd': { low: 300_000, high: 550_000 },
  ald: { low: 150_000, high: 350_000 },
  sputter: { low: 150_000, high: 350_000 },
  'ibe-ribe': { low: 250_000, high: 500_000 },
  striper: { low: 60_000, high: 120_000 },
  'coater-developer': { low: 70_000, high: 150_000 },
} as const satisfies Record<string, PriceRange>;

export type SystemPriceKey = keyof typeof systemPriceRanges;

/** '$80k-150k', '$400k-700k+': how a range is printed everywhere. */
export function formatPriceRange({ low, high, openEnded }: PriceRange): string {
  const k = (usd: number) => `${Math.round(usd / 1000).toLocaleString('en-US')}k`;
  return `$${k(low)}-${k(high)}${openEnded ? '+' : ''}`;
}

/** Indicative system prices, as printed. */
export const systemPrices = Object.fromEntries(Object.entries(systemPriceRanges).map(([key, range]) => [key, formatPriceRange(range)])) as Record<
  SystemPriceKey,
  string
>;

/**
 * Indicative prices of the options (by the option ids in the products' purchasing.ts), added to a
 * system's range in a budgetary estimate. An option that makes the system a configuration of its own is
 * priced as that configuration instead (`configurationPrices`).
 */
export const optionPriceRanges: Record<string, PriceRange> = {
  'extra-gas-line': { low: 8_000, high: 15_000 },
  'oes-endpoint': { low: 25_000, high: 45_000 },
  'laser-endpoint': { low: 40_000, high: 70_000 },
  'cassette-load-lock': { low: 60_000, high: 120_000 },
  'point-of-use-scrubber': { low: 30_000, high: 60_000 },
  'silane-gas-cabinet': { low: 25_000, high: 45_000 },
  'cryogenic-pump': { low: 30_000, high: 50_000 },
  'cryogenic-stage': { low: 60_000, high: 120_000 },
  'chlorine-package': { low: 25_000, high: 50_000 },
  'corrosive-gas-cabinet': { low: 35_000, high: 60_000 },
  'top-rated-icp-generators': { low: 15_000, high: 30_000 },
  '1kw-rf-generator': { low: 6_000, high: 12_000 },
  'chilled-electrode': { low: 15_000, high: 30_000 },
  'piece-carriers': { low: 2_000, high: 5_000 },
  'remote-plasma-clean': { low: 35_000, high: 60_000 },
  'in-situ-thickness': { low: 40_000, high: 80_000 },
  'second-rf-frequency': { low: 25_000, high: 45_000 },
  'turbo-pump': { low: 20_000, high: 40_000 },
  'teos-source': { low: 30_000, high: 60_000 },
  'extra-precursor-line': { low: 10_000, high: 20_000 },
  ozone: { low: 25_000, high: 45_000 },
  'remote-plasma': { low: 40_000, high: 80_000 },
  'load-lock': { low: 40_000, high: 80_000 },
  'quartz-crystal-microbalance': { low: 10_000, high: 20_000 },
  'ellipsometer-ports': { low: 8_000, high: 15_000 },
  'glovebox-interface': { low: 40_000, high: 90_000 },
  'extra-magnetron': { low: 20_000, high: 35_000 },
  'dc-supply': { low: 10_000, high: 25_000 },
  'rf-substrate-bias': { low: 20_000, high: 35_000 },
  'rate-monitor': { low: 10_000, high: 20_000 },
  'sims-endpoint': { low: 80_000, high: 150_000 },
  'ribe-gas-lines': { low: 20_000, high: 40_000 },
  'sample-trays': { low: 1_000, high: 3_000 },
  'hmds-vapour-prime': { low: 20_000, high: 40_000 },
  'extra-resist-line': { low: 10_000, high: 20_000 },
  'syringe-dispense': { low: 8_000, high: 15_000 },
  'second-hotplate': { low: 10_000, high: 20_000 },
  'vacuum-pump': { low: 5_000, high: 10_000 },
};

/** Options that turn a system into a configuration with a price of its own. */
export const configurationPrices: Record<string, SystemPriceKey> = { 'drie-bosch': 'drie' };

/** How long a budgetary estimate's figures hold, in days. */
export const estimateValidityDays = 90;

/** What a system's price includes besides the system and its options (a budgetary estimate lists them). */
export const systemPriceIncludes = {
  installation: 'Installation and commissioning by our engineers, with acceptance tests against the agreed specifications on site.',
  training: 'Hands-on training at installation for operators and for the people who will maintain the systems.',
} as const;

/**
 * The terms every budgetary estimate states beside its price: what the range covers, who arranges and pays
 * for what, and when money is due. Indicative like the price: the quotation states the binding terms, and
 * says so where a term is settled only there. `short` is the picker's one line per term.
 */
export const estimateTerms = [
  {
    term: 'Delivery',
    short: 'FCA our partner’s factory; freight arranged by us and quoted separately, or DAP your site on request.',
    full: 'FCA our manufacturing partner’s factory (Incoterms 2020), export-packed. We can arrange freight and insurance to your site, quoted separately, or quote DAP your site: the quotation states which.',
  },
  {
    term: 'Import duties',
    short: 'Not included; paid by the buyer unless the quotation states otherwise.',
    full: 'The systems ship from our manufacturing partner’s factory. Import duties, taxes and customs clearance are not included and are paid by the buyer, unless the quotation states otherwise.',
  },
  {
    term: 'Installation and training',
    short: 'Included: installation, commissioning and training on site.',
    full: `Included in the range. ${systemPriceIncludes.installation} ${systemPriceIncludes.training}`,
  },
  {
    term: 'Payment',
    short: '40% with order, 50% on shipment, 10% on site acceptance; to be confirmed in the quotation.',
    full: '40% with the order, 50% on shipment and 10% on site acceptance, to be confirmed in the quotation.',
  },
  {
    term: 'Spares',
    short: 'A recommended spares kit of consumables and wear parts, listed and priced in the quotation.',
    full: 'Not included in the range: the quotation lists and prices a recommended spares kit of consumables and wear parts for the configuration, to order with the system or later.',
  },
  {
    term: 'Acceptance',
    short: 'Site acceptance against the figures in the system’s specifications.',
    full: 'Site acceptance tests after installation against the figures in the system’s specifications for the configuration ordered, as agreed in the quotation.',
  },
  {
    term: 'Service response',
    short: `A service engineer responds within ${serviceResponse.ours}.`,
    full: `A service engineer responds within ${serviceResponse.ours}, during the warranty and under a maintenance contract.`,
  },
] as const satisfies readonly { term: string; short: string; full: string }[];

/** What a budgetary estimate is and is not, as its PDF and the picker say it. */
export const estimateNote = `A budgetary estimate for planning a budget or a grant, not an offer: its figures hold for ${estimateValidityDays} days from issue, and a quote states the binding price of the configuration you order.`;

/** What every price above is and is not. */
export const priceNote =
  'Prices are indicative budget ranges for a research configuration, not an offer; your quote states the price of the configuration you choose.';

/** Annual maintenance contracts after the warranty. */
export const maintenancePlans = {
  basic: { name: 'Basic AMC', price: '$12,000', perYear: '$12,000 per year', usdPerYear: 12000 },
  premium: { name: 'Premium AMC', price: '$25,000', perYear: '$25,000 per year', usdPerYear: 25000 },
} as const;

/** Warranty terms. */
export const warranty = {
  /** The standard warranty of every system. */
  standard: '2-year full warranty on parts and labor',
  /** The standard warranty with the visit it includes. */
  standardWithVisit: '2-year full warranty on parts and labor with one free preventive maintenance visit',
  /** The standard warranty as a short heading. */
  standardShort: '2-year full warranty',
  /** The standard term in years, for tables. */
  standardTerm: '2 years, full parts and labor',
  /** The Startup Package term. */
  startup: '2-3 year warranty',
  /** The Startup Package term, said in full: the third year is on top of the standard two. */
  startupExplained: '2-3 year warranty: the standard 2 years, extended by up to one more year as stated in your package quote',
} as const;

/** Every phrase above, for the tests that check no page states a price or warranty term by hand. */
export const commercialPhrases: string[] = [
  ...Object.values(systemPrices),
  ...Object.values(maintenancePlans).flatMap((plan) => [plan.price, plan.perYear]),
  ...Object.values(warranty),
];
