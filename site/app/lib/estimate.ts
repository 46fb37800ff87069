/**
 * Budgetary estimates: a system configuration (wafer size and options) priced from the one pricing module,
 * as the estimate picker shows it, the PDF states it and the lead API stores it. Pure functions over data,
 * given the system's pricing, so that every dialog that names an estimate can load them without the
 * products; the check of a request against the whole catalogue is in estimate-catalogue.ts, which a page
 * that only prices its own system does not need to load.
 *
 * An estimate's code is made from its configuration alone, so the code on a visitor's PDF names the same
 * configuration wherever it is quoted: sales can read the configuration back from the stored lead.
 */
import {
  configurationPrices,
  estimateValidityDays,
  formatPriceRange,
  optionPriceRanges,
  systemPriceRanges,
  type PriceRange,
} from '../content/commercial';
import type { Product, ProductSlug } from '../content/products';
import { formatWaferSize } from '../content/products/wafers';
import type { ProductOption, ProductPurchasing } from '../content/purchasing/types';

/** What a visitor chooses: a system by its slug, a wafer diameter in mm and option ids. */
export type EstimateRequest = { product: string; waferSizeMm: number; options: string[] };

/** One priced line: the system (or the configuration an option makes of it), or one option. */
type EstimateLine = { name: string; range: PriceRange };

export type Estimate = {
  /** What the estimate names of its system: enough for its pages, e-mails and PDF, small enough to send with a page. */
  product: Pick<Product, 'slug' | 'name' | 'shortName' | 'category'>;
  waferSizeMm: number;
  /** The chosen options, in the catalogue's order. */
  options: ProductOption[];
  lines: EstimateLine[];
  total: PriceRange;
  /** The total as printed everywhere ('$260k-520k'). */
  priceRange: string;
  leadTimeWeeks: readonly [number, number];
  /** 'BE-4821-7306': the same configuration always has the same code. */
  code: string;
};

/**
 * The wafer sizes an estimate can be made for: a system's standard sizes, which share one price range;
 * other sizes are quoted on request.
 */
export function estimateWaferSizes(product: Product): number[] {
  return product.waferSizesMm.standard;
}

/** What an estimate needs to know of a system's purchasing data besides the options chosen. */
type EstimatePricing = Pick<ProductPurchasing, 'priceKey' | 'leadTimeWeeks' | 'options' | 'facilities'>;

/** The option that treats a system's process exhaust before the house exhaust. */
const scrubberOptionId = 'point-of-use-scrubber';

/** The options every configuration of a system has: the scrubber where its standard gases need one. */
export function standardOptionIds(purchasing: Pick<ProductPurchasing, 'options' | 'facilities'>): string[] {
  const scrubberRequired = purchasing.facilities.scrubber.verdict === 'Required';
  return purchasing.options.filter((option) => scrubberRequired && option.id === scrubberOptionId).map((option) => option.id);
}

/**
 * Whether a configuration is complete: every option it needs is there (the scrubber of a system whose standard
 * gases need one, what each chosen option requires) and no two chosen options exclude each other. The picker,
 * the kit, the PDF and the lead API all ask this one function, so a configuration one of them refuses none sells.
 * `missing` lists what can be added to complete it, so the picker can add it in one click.
 */
export type ConfigurationCheck = { ok: true } | { ok: false; message: string; missing: ProductOption[] };

export function checkConfiguration(
  product: Pick<Product, 'name'>,
  purchasing: Pick<ProductPurchasing, 'options' | 'facilities'>,
  chosenIds: readonly string[],
): ConfigurationCheck {
  const offered = purchasing.options;
  const byId = (id: string) => offered.find((option) => option.id === id);
  const chosen = offered.filter((option) => chosenIds.includes(option.id));
  for (const id of standardOptionIds(purchasing)) {
    if (chosenIds.includes(id)) continue;
    const scrubber = byId(id)!;
    return {
      ok: false,
      message: `The ${product.name}’s standard gases need the ${lowerFirst(scrubber.name)}: add it to the configuration.`,
      missing: [scrubber],
    };
  }
  for (const option of chosen) {
    const missing = (option.requires ?? []).filter((id) => !chosenIds.includes(id)).map((id) => byId(id)!);
    if (missing.length > 0) {
      const names = missing.map((needed) => `the ${lowerFirst(needed.name)}`);
      const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      return {
        ok: false,
        message: `The ${lowerFirst(option.name)} needs ${list}: add ${missing.length === 1 ? 'it' : 'them'} to the configuration.`,
        missing,
      };
    }
  }
  for (const option of chosen) {
    const conflict = chosen.find((other) => option.excludes?.includes(other.id));
    if (conflict) {
      return {
        ok: false,
        message: `The ${lowerFirst(option.name)} already includes or replaces the ${lowerFirst(conflict.name)}: remove one of them from the configuration.`,
        missing: [],
      };
    }
  }
  return { ok: true };
}

/** 'Chlorine chemistry package' → 'chlorine chemistry package'; an acronym ('DRIE (Bosch) configuration') keeps its capitals. */
function lowerFirst(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/**
 * Prices a configuration of a system: the options must be the system's own (`checkEstimate` makes sure) and
 * complete (`checkConfiguration`); an incomplete one is never priced, so no estimate leaves out a required item.
 */
export function priceEstimate(product: Product, pricing: EstimatePricing, waferSizeMm: number, options: ProductOption[]): Estimate {
  const complete = checkConfiguration(
    product,
    pricing,
    options.map((option) => option.id),
  );
  if (!complete.ok) throw new Error(complete.message);
  // An option that makes the system a configuration of its own (DRIE) replaces the base price.
  const configuration = options.find((option) => Object.hasOwn(configurationPrices, option.id));
  const base: EstimateLine = configuration
    ? { name: `${product.name}, ${configuration.name}`, range: systemPriceRanges[configurationPrices[configuration.id]!] }
    : { name: `${product.name}, base research configuration`, range: systemPriceRanges[pricing.priceKey] };
  const lines = [
    base,
    ...options.filter((option) => option !== configuration).map((option) => ({ name: option.name, range: optionPrice(option.id) })),
  ];
  const total: PriceRange = {
    low: lines.reduce((sum, line) => sum + line.range.low, 0),
    high: lines.reduce((sum, line) => sum + line.range.high, 0),
    ...(base.range.openEnded ? { openEnded: true } : {}),
  };
  const { slug, name, shortName, category } = product;
  return {
    product: { slug, name, shortName, category },
    waferSizeMm,
    options,
    lines,
    total,
    priceRange: formatPriceRange(total),
    leadTimeWeeks: pricing.leadTimeWeeks,
    code: estimateCode(
      product.slug,
      waferSizeMm,
      options.map((option) => option.id),
    ),
  };
}

function optionPrice(id: string): PriceRange {
  const range = optionPriceRanges[id];
  if (!range) throw new Error(`The option ${id} has no price in commercial.ts.`);
  return range;
}

/**
 * A short, stable code of a configuration: 'BE-4821-7306', eight digits of an FNV-1a hash of its canonical
 * form. Digits only, so it reads the same over the phone and never looks like a formula.
 */
export function estimateCode(product: ProductSlug, waferSizeMm: number, optionIds: string[]): string {
  const digits = codeDigits([product, waferSizeMm, [...optionIds].sort().join(',')].join('|'));
  return `BE-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Eight digits of the FNV-1a hash of a canonical text: the same text always gives the same digits. */
export function codeDigits(canonical: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 100_000_000).padStart(8, '0');
}

/** How the estimate explains its ranges, under the priced lines. */
export const rangesNote = 'Ranges add up item by item and are the same for every standard wafer size; a quote prices the configuration as a whole.';

/** '16-20 weeks' */
export function formatLeadTime([from, to]: readonly [number, number]): string {
  return `${from}-${to} weeks`;
}

/** The configuration in words, label and value: the sales e-mail, the export and the PDF list it so. */
export function estimateSummary(estimate: Estimate): [label: string, value: string][] {
  return [
    ['System', estimate.product.name],
    ['Wafer size', formatWaferSize(estimate.waferSizeMm)],
    ['Options', estimate.options.map((option) => option.name).join(', ') || 'None'],
    ['Lead time', formatLeadTime(estimate.leadTimeWeeks)],
  ];
}

/** When an estimate issued on `issued` stops holding. */
export function validUntil(issued: Date): Date {
  return new Date(issued.getTime() + estimateValidityDays * 24 * 60 * 60 * 1000);
}

/** The file name the PDF is saved under. */
export function estimateFileName(estimate: Pick<Estimate, 'code' | 'product'>): string {
  return `ionvale-budgetary-estimate-${estimate.product.slug}-${estimate.code}.pdf`;
}
