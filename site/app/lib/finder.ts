/**
 * The system finder: which systems run what a visitor needs, ranked, each with the process-data
 * entries that show it. Pure functions over the product and process data: a rule reads figures
 * (kind, material, temperature, rate, aspect ratio, step coverage, wafer sizes), never page copy.
 */
import { formatQuantity, inNmPerMin, lower, upper } from './process-format';
import type { ProcessEntry, ProcessKind } from '../content/processes';
import type { Product, ProductSlug } from '../content/products';

export type Need = 'etch' | 'deposit' | 'coat' | 'strip';

export const NEEDS: { value: Need; label: string; kind: ProcessKind }[] = [
  { value: 'etch', label: 'Etch', kind: 'etch' },
  { value: 'deposit', label: 'Deposit a film', kind: 'deposition' },
  { value: 'coat', label: 'Coat or develop resist', kind: 'coating' },
  { value: 'strip', label: 'Strip or clean', kind: 'strip and clean' },
];

export const WAFER_SIZES_MM = [100, 150, 200, 300] as const;

export type FinderRequest = {
  need?: Need;
  /** A material or chemistry, as a visitor writes it: 'Al2O3', 'silicon nitride', 'gold', 'SU-8'. */
  material?: string;
  waferMm?: number;
  /** The highest temperature the substrate may see, °C. */
  maxTemperatureC?: number;
  /** Etch depth, µm. */
  depthUm?: number;
  /** Etching: the trench's depth:width. Deposition: the depth:width of the features to cover. */
  aspectRatio?: number;
  /** Film thickness, nm. */
  thicknessNm?: number;
  /** The film must cover steps and sidewalls evenly. */
  conformal?: boolean;
};

/** A system that runs the request, with the one-line reason and the entries behind it. */
export type FinderMatch = { system: ProductSlug; reason: string; processes: ProcessEntry[] };

/**
 * How long a process may run for one wafer and still count: an hour of etching, four hours of
 * deposition, 3000 ALD cycles (a working day at the usual few seconds a cycle).
 */
const LIMITS = { etchMinutes: 60, depositionMinutes: 240, aldCycles: 3000 } as const;
/** Up to this depth:width any directional etch of the material will do; beyond it the data must state the ratio. */
const PLAIN_ASPECT_RATIO = 5;

/** The rules above in words, for the page that shows the results. */
export const rulesInWords =
  `What counts: an etch reaches the depth within ${LIMITS.etchMinutes} minutes at its fastest stated rate; a film grows to ` +
  `its thickness within ${LIMITS.depositionMinutes / 60} hours, or ${LIMITS.aldCycles} ALD cycles; an etch deeper than ` +
  `${PLAIN_ASPECT_RATIO}:1 needs a process whose data states that aspect ratio, and a film on features of any aspect ratio ` +
  'needs conformal coverage or a stated gap fill; a temperature limit admits a process whose range starts at or below it.';

const PARAMS = {
  need: 'need',
  material: 'material',
  waferMm: 'wafer',
  maxTemperatureC: 'maxTemp',
  depthUm: 'depth',
  aspectRatio: 'aspect',
  thicknessNm: 'thickness',
  conformal: 'conformal',
} as const;

const positive = (value: string | null) => {
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The request a finder address holds; anything it cannot read is left out, never guessed. */
export function requestFromParams(params: URLSearchParams): FinderRequest {
  const need = NEEDS.find((option) => option.value === params.get(PARAMS.need))?.value;
  const wafer = positive(params.get(PARAMS.waferMm));
  const temperature = params.get(PARAMS.maxTemperatureC);
  return {
    need,
    material: params.get(PARAMS.material)?.trim() || undefined,
    waferMm: WAFER_SIZES_MM.find((size) => size === wafer),
    maxTemperatureC: temperature !== null && temperature.trim() !== '' && Number.isFinite(Number(temperature)) ? Number(temperature) : undefined,
    depthUm: positive(params.get(PARAMS.depthUm)),
    aspectRatio: positive(params.get(PARAMS.aspectRatio)),
    thicknessNm: positive(params.get(PARAMS.thicknessNm)),
    conformal: params.get(PARAMS.conformal) === 'yes' || undefined,
  };
}

/** The address of a request: what a visitor shares to show the same result. */
export function requestToParams(request: FinderRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAMS) as [keyof FinderRequest, string][]) {
    const value = request[key];
    if (value === undefined || value === '' || value === false) continue;
    params.set(name, value === true ? 'yes' : String(value));
  }
  return params;
}

/** Common names of materials, to the formula or word the process data writes. */
const MATERIAL_NAMES: Record<string, string> = {
  silicon: 'si',
  polysilicon: 'si',
  'poly-si': 'si',
  'silicon dioxide': 'sio2',
  'silicon oxide': 'sio2',
  oxide: 'sio2',
  quartz: 'sio2',
  'silicon nitride': 'sinx',
  nitride: 'sinx',
  sin: 'sinx',
  si3n4: 'sinx',
  'silicon oxynitride': 'sioxny',
  'amorphous silicon': 'a-si',
  'silicon carbide': 'sic',
  alumina: 'al2o3',
  'aluminium oxide': 'al2o3',
  'aluminum oxide': 'al2o3',
  hafnia: 'hfo2',
  'hafnium oxide': 'hfo2',
  zirconia: 'zro2',
  titania: 'tio2',
  'titanium dioxide': 'tio2',
  'zinc oxide': 'zno',
  'aluminium nitride': 'aln',
  'aluminum nitride': 'aln',
  'titanium nitride': 'tin',
  'gallium nitride': 'gan',
  'gallium arsenide': 'gaas',
  'indium phosphide': 'inp',
  'lithium niobate': 'linbo3',
  'lithium tantalate': 'litao3',
  gold: 'au',
  silver: 'ag',
  platinum: 'pt',
  iridium: 'ir',
  copper: 'cu',
  aluminium: 'al',
  aluminum: 'al',
  chromium: 'cr',
  titanium: 'ti',
  tungsten: 'w',
  molybdenum: 'mo',
  niobium: 'nb',
  tantalum: 'ta',
  photoresist: 'resist',
  su8: 'su-8',
};

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Lower case, plain digits, words split: 'Al₂O₃, low temperature' -> 'al2o3 low temperature'. */
function normaliseMaterial(text: string): string {
  return text
    .replace(/[₀-₉]/g, (digit) => String(SUBSCRIPTS.indexOf(digit)))
    .toLowerCase()
    .replace(/photoresist/g, 'photo resist')
    .replace(/[^a-z0-9+-]+/g, ' ')
    .trim();
}

/** Whether an entry's material is the one asked for: every word of the request, as a whole word. */
export function materialMatches(entryMaterial: string, query: string): boolean {
  const normalised = normaliseMaterial(query);
  const wanted = MATERIAL_NAMES[normalised] ?? normalised;
  const words = ` ${normaliseMaterial(entryMaterial)} `;
  return wanted.split(' ').every((word) => words.includes(` ${MATERIAL_NAMES[word] ?? word} `));
}

/** Minutes to etch or deposit `nm` at the entry's fastest stated rate; undefined for a rate per cycle. */
function minutesFor(entry: ProcessEntry, nm: number): number | undefined {
  const rate = entry.results.rate;
  const perMinute = rate && inNmPerMin(rate, upper(rate));
  return perMinute ? nm / perMinute : undefined;
}

/** Why an entry does not serve the request, or null when it does. */
function misfit(entry: ProcessEntry, request: FinderRequest): string | null {
  const kind = NEEDS.find((option) => option.value === request.need)?.kind;
  if (kind && entry.kind !== kind) return 'kind';
  if (request.material && !materialMatches(`${entry.material} ${entry.process}`, request.material)) return 'material';
  const temperature = entry.conditions.temperature;
  if (request.maxTemperatureC !== undefined && temperature && lower(temperature) > request.maxTemperatureC) return 'temperature';
  if (entry.kind === 'etch') {
    if (request.depthUm !== undefined) {
      const minutes = minutesFor(entry, request.depthUm * 1000);
      if (minutes === undefined || minutes > LIMITS.etchMinutes) return 'depth';
    }
    if (request.aspectRatio !== undefined && request.aspectRatio > PLAIN_ASPECT_RATIO && (entry.results.maxAspectRatio ?? 0) < request.aspectRatio)
      return 'aspect ratio';
  }
  if (entry.kind === 'deposition') {
    if (request.thicknessNm !== undefined) {
      const rate = entry.results.rate;
      if (!rate) return 'thickness';
      const fits =
        rate.unit === 'Å/cycle'
          ? (request.thicknessNm * 10) / upper(rate) <= LIMITS.aldCycles
          : (minutesFor(entry, request.thicknessNm) ?? Infinity) <= LIMITS.depositionMinutes;
      if (!fits) return 'thickness';
    }
    const coverage = entry.results.stepCoverage;
    if (request.conformal && coverage !== 'conformal') return 'conformal';
    if (
      request.aspectRatio !== undefined &&
      coverage !== 'conformal' &&
      !(coverage === 'gap fill' && (entry.results.maxAspectRatio ?? 0) >= request.aspectRatio)
    ) {
      return 'aspect ratio';
    }
  }
  return null;
}

/** Which of two entries better shows what a system can do: qualified before a starting window, then the faster. */
export function byStrength(a: ProcessEntry, b: ProcessEntry): number {
  const speed = (entry: ProcessEntry) => (entry.results.rate ? (inNmPerMin(entry.results.rate, upper(entry.results.rate)) ?? 0) : 0);
  return Number(b.basis === 'qualified') - Number(a.basis === 'qualified') || speed(b) - speed(a);
}

/** The entry that best shows a system can do it. */
function strongest(entries: ProcessEntry[]): ProcessEntry {
  return [...entries].sort(byStrength)[0]!;
}

/** One line: the technique and material of the entry, then the figures that answer the request. */
function reasonFor(entry: ProcessEntry, product: Pick<Product, 'waferSizesMm'>, request: FinderRequest): string {
  const facts = [`${entry.technique}${entry.configuration ? ` (${entry.configuration} configuration)` : ''}`, entry.material];
  if (entry.results.rate) facts.push(formatQuantity(entry.results.rate));
  if (entry.results.stepCoverage === 'conformal') facts.push('conformal on every surface');
  if (entry.results.stepCoverage === 'gap fill') facts.push(`fills gaps to ${entry.results.maxAspectRatio}:1`);
  if (entry.kind === 'etch' && entry.results.maxAspectRatio) facts.push(`aspect ratio to ${entry.results.maxAspectRatio}:1`);
  if (entry.conditions.temperature) facts.push(formatQuantity(entry.conditions.temperature));
  if (request.waferMm && product.waferSizesMm.onRequest.includes(request.waferMm)) facts.push(`${request.waferMm} mm wafers on request`);
  return facts.join(' · ');
}

/** Whether a request says enough to search: what to do, or on which material. */
export const isAnswerable = (request: FinderRequest) => Boolean(request.need || request.material);

/**
 * The systems that run the request, best first: a system qualifies when at least one of its process
 * entries meets every stated condition and it takes the wafer size. Ranked by its strongest entry
 * (qualified, then faster), then by how many entries match.
 */
export function findSystems(request: FinderRequest, entries: ProcessEntry[], products: Pick<Product, 'slug' | 'waferSizesMm'>[]): FinderMatch[] {
  if (!isAnswerable(request)) return [];
  const matches: (FinderMatch & { best: ProcessEntry; order: number })[] = [];
  for (const [order, product] of products.entries()) {
    const sizes = [...product.waferSizesMm.standard, ...product.waferSizesMm.onRequest];
    if (request.waferMm && !sizes.includes(request.waferMm)) continue;
    const fitting = entries.filter((entry) => entry.system === product.slug && misfit(entry, request) === null);
    if (fitting.length === 0) continue;
    const best = strongest(fitting);
    matches.push({
      system: product.slug,
      reason: reasonFor(best, product, request),
      processes: [best, ...fitting.filter((entry) => entry !== best)],
      best,
      order,
    });
  }
  const rank = (match: (typeof matches)[number]) => [
    Number(match.best.basis === 'qualified'),
    match.best.results.rate ? (inNmPerMin(match.best.results.rate, upper(match.best.results.rate)) ?? 0) : 0,
    match.processes.length,
  ];
  return matches
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return rb[0]! - ra[0]! || rb[2]! - ra[2]! || rb[1]! - ra[1]! || a.order - b.order;
    })
    .map(({ system, reason, processes }) => ({ system, reason, processes }));
}
