/**
 * Warranty terms and prices, stated once. Pages, product data, the PDFs and the articles (through
 * the `:price[...]`, `:amc[...]` and `:warranty[...]` Markdown directives) print these phrases; the
 * content tests fail when a price or a warranty term is typed anywhere else by hand.
 *
 * System prices are indicative budget ranges for a research configuration, not an offer: the quote
 * for a configuration is the binding figure.
 */

/** Indicative system prices (USD) for a research configuration. */
export const systemPrices = {
  /** Capacitively coupled (parallel-plate) RIE. */
  rie: '$80k-150k',
  /** ICP-RIE. */
  icp: '$200k-400k',
  /** The DRIE (Bosch process) configuration of the ICP-RIE platform. */
  drie: '$400k-700k+',
} as const;

export type SystemPriceKey = keyof typeof systemPrices;

/** What every price above is and is not. */
export const priceNote =
  'Prices are indicative budget ranges for a research configuration, not an offer; your quote states the price of the configuration you choose.';

/** Annual maintenance contracts after the warranty. */
export const maintenancePlans = {
  basic: { name: 'Basic AMC', price: '$12,000', perYear: '$12,000 per year', usdPerYear: 12000 },
  premium: { name: 'Premium AMC', price: '$25,000', perYear: '$25,000 per year', usdPerYear: 25000 },
} as const;

export type MaintenancePlanKey = keyof typeof maintenancePlans;

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

export type WarrantyKey = keyof typeof warranty;

/** Every phrase above, for the tests that check no page states a price or warranty term by hand. */
export const commercialPhrases: string[] = [
  ...Object.values(systemPrices),
  ...Object.values(maintenancePlans).flatMap((plan) => [plan.price, plan.perYear]),
  ...Object.values(warranty),
];
