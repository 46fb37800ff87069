/**
 * The system finder: which systems run what a visitor needs, ranked, each with the process-data
 * entries that show it. Pure functions over the product and process data: a rule reads figures
 * (kind, material, temperature, rate, aspect ratio, step coverage, wafer sizes), never page copy.
 */
import { distance } from 'fastest-levenshtein';
import { formatQuantity, inNmPerMin, upper } from './process-format';
import { fillerWords, materialClasses, materials, strippable, uses, type MaterialTerm, type UseRequirement } from '../content/finder-vocabulary';
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
  'needs conformal coverage or a stated gap fill; a temperature limit admits a process only if the top of its stated range, ' +
  'as the wafer sees it, stays within the limit; a wafer size counts where it is standard and the process data does not ' +
  'state only smaller wafers. Systems are ranked by how well their processes fit what you asked, then the cheaper system ' +
  'that does it, then the strength of the data.';

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

/** A word or phrase of the request, read against the vocabulary and the process data. */
type Subject = {
  /** As the request writes it. */
  text: string;
  /** Material ids it names outright (a class names all its members). */
  exact: Set<string>;
  /** Material ids it is a kind of: an entry for one of them serves it less closely. */
  broader: Set<string>;
  /** A formula the data writes but the vocabulary does not name (a gas, a precursor): matched as a whole word. */
  dataWord?: string;
};

type Use = { text: string; requires: UseRequirement };

/** What the material box of a request says, word by word. */
type ReadRequest = {
  subjects: Subject[];
  uses: Use[];
  /** Words neither the vocabulary nor the data knows, with the known terms nearest to each. */
  unknown: { word: string; closest: string[] }[];
  /** Single letters and words that say nothing about a process: never searched on their own. */
  ignored: string[];
};

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Words with their original case, and whether a hyphen joins each to the next: 'a-Si:H' -> a, Si, H. */
function tokens(text: string): { raw: string; word: string; hyphenNext: boolean }[] {
  const plain = text.replace(/[₀-₉]/g, (digit) => String(SUBSCRIPTS.indexOf(digit))).normalize('NFKD');
  const found: { raw: string; word: string; hyphenNext: boolean }[] = [];
  for (const match of plain.matchAll(/[A-Za-z0-9]+(-?)/g)) {
    const raw = match[0].replace(/-$/, '');
    found.push({ raw, word: raw.toLowerCase(), hyphenNext: match[1] === '-' });
  }
  return found;
}

/** Lower case, plain digits, hyphens and punctuation as spaces, padded so a whole word is ' word '. */
const plainWords = (text: string) =>
  ` ${tokens(text)
    .map((token) => token.word)
    .join(' ')} `;

type Term = { kind: 'material'; term: MaterialTerm } | { kind: 'class'; members: string[] } | { kind: 'use'; requires: UseRequirement };

const LONGEST_PHRASE = 5;
const phrases = new Map<string, Term>();
for (const term of materials) for (const name of term.names) phrases.set(plainWords(name).trim(), { kind: 'material', term });
for (const group of materialClasses) for (const name of group.names) phrases.set(plainWords(name).trim(), { kind: 'class', members: group.members });
for (const use of uses) for (const name of use.names) phrases.set(plainWords(name).trim(), { kind: 'use', requires: use.requires });
const fillers = new Set(fillerWords);
const materialById = new Map(materials.map((term) => [term.id, term]));

/** An id with every id it is a kind of, followed up the chain. */
function withBroader(ids: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const visit = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    for (const parent of materialById.get(id)?.broader ?? []) visit(parent);
  };
  for (const id of ids) visit(id);
  return all;
}

/**
 * The vocabulary terms of a text, longest phrase first, and the words left over. In a request a single
 * letter counts only as the element symbol the vocabulary names ('W', not 'w' or 'a'), and a phrase that
 * starts with one only when hyphenated as written ('a-Si', never 'a Si wafer').
 */
function recognise(text: string, request: boolean) {
  const words = tokens(text);
  const found: { term: Term; text: string }[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length;) {
    let length = Math.min(LONGEST_PHRASE, words.length - at);
    for (; length > 0; length--) {
      const first = words[at]!;
      const term = phrases.get(
        words
          .slice(at, at + length)
          .map((token) => token.word)
          .join(' '),
      );
      if (!term) continue;
      if (request && first.word.length === 1) {
        const symbol = length === 1 && term.kind === 'material' && term.term.names.includes(first.raw);
        if (!symbol && !(length > 1 && first.hyphenNext)) continue;
      }
      break;
    }
    if (length === 0) {
      rest.push(words[at]!.raw);
      at += 1;
    } else {
      found.push({
        term: phrases.get(
          words
            .slice(at, at + length)
            .map((token) => token.word)
            .join(' '),
        )!,
        text: words
          .slice(at, at + length)
          .map((token) => token.raw)
          .join(' '),
      });
      at += length;
    }
  }
  return { found, rest };
}

/** A formula as the data writes it: element symbols and digits ('Cl2', 'SF6', 'TDMAT', 'CoFeB'), not a plain word. */
const looksLikeFormula = (raw: string) => raw.length > 1 && /^(?:[A-Z][a-z]?\d*)+$/.test(raw);

/** What an entry is made of, what it runs with, and its text, read once. */
type EntryWords = { ids: Set<string>; exact: Set<string>; formulas: Set<string>; text: string };
const entryWords = new WeakMap<ProcessEntry, EntryWords>();

/**
 * The material an entry works on is the start of its material text: what follows 'on', 'over', 'from',
 * 'selective to' or 'after' names a substrate, a source or the layer it stops on ('Resist on Cu or Ag' is
 * not a copper process), and an erosion rate 'as a mask' is no process for that material.
 */
function primaryMaterial(material: string): string {
  if (/\bas a mask\b/i.test(material)) return '';
  return material.split(/\s(?:on|over|from)\s|selective to|\(after/i)[0]!;
}

function wordsOf(entry: ProcessEntry): EntryWords {
  let words = entryWords.get(entry);
  if (!words) {
    const exact = new Set<string>();
    for (const { term } of recognise(primaryMaterial(entry.material), false).found) {
      if (term.kind === 'material') exact.add(term.term.id);
    }
    const formulas = new Set(
      tokens(`${entry.material} ${entry.process} ${entry.conditions.reactants ?? ''}`)
        .filter((token) => looksLikeFormula(token.raw))
        .map((token) => token.word),
    );
    const text = plainWords(
      [
        entry.material,
        entry.process,
        entry.technique,
        entry.configuration,
        entry.conditions.reactants,
        entry.profile,
        entry.notes,
        ...(entry.results.properties ?? []),
        ...(entry.results.filmProperties ?? []).map((film) => `${film.property} ${film.value}`),
      ].join(' '),
    );
    words = { ids: withBroader(exact), exact, formulas, text };
    entryWords.set(entry, words);
  }
  return words;
}

/** Everything a request may name, as the page shows it: vocabulary names and the formulas in the data. */
function knownTerms(entries: ProcessEntry[]): string[] {
  const names = [...materials, ...materialClasses, ...uses].flatMap((term) => term.names);
  const formulas = entries.flatMap((entry) =>
    tokens(`${entry.material} ${entry.process}`)
      .filter((token) => looksLikeFormula(token.raw))
      .map((token) => token.raw),
  );
  return [...new Set([...names, ...formulas])];
}

/**
 * The known terms nearest to a word the data does not know: names that start with it first, then by edit
 * distance. fastest-levenshtein computes the distance: a maintained, dependency-free implementation of
 * about 1 kB, which is all a list of a few hundred names needs (a full-text index such as MiniSearch
 * would add several times that to the page for no better answer).
 */
function closestTerms(word: string, known: string[]): string[] {
  const plain = word.toLowerCase();
  return known
    .map((name) => {
      const folded = plainWords(name).trim();
      return { name, score: folded.startsWith(plain) ? 0 : distance(plain, folded) };
    })
    .filter((candidate) => candidate.score <= Math.ceil(plain.length / 2))
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length)
    .slice(0, 3)
    .map((candidate) => candidate.name);
}

/** The material box of a request, read word by word against the vocabulary and the process data. */
function readRequest(text: string | undefined, entries: ProcessEntry[]): ReadRequest {
  const read: ReadRequest = { subjects: [], uses: [], unknown: [], ignored: [] };
  if (!text) return read;
  const { found, rest } = recognise(text, true);
  for (const { term, text: written } of found) {
    if (term.kind === 'use') read.uses.push({ text: written, requires: term.requires });
    else if (term.kind === 'class') read.subjects.push({ text: written, exact: new Set(term.members), broader: new Set() });
    else {
      const broader = withBroader(term.term.broader ?? []);
      read.subjects.push({ text: written, exact: new Set([term.term.id]), broader });
    }
  }
  const formulas = new Set(entries.flatMap((entry) => [...wordsOf(entry).formulas]));
  let known: string[] | undefined;
  for (const raw of rest) {
    const word = raw.toLowerCase();
    if (word.length === 1 || fillers.has(word)) read.ignored.push(raw);
    else if (formulas.has(word)) read.subjects.push({ text: raw, exact: new Set(), broader: new Set(), dataWord: word });
    else read.unknown.push({ word: raw, closest: closestTerms(raw, (known ??= knownTerms(entries))) });
  }
  return read;
}

/** Whether an entry's material is one the request names: a formula, name or class, as a whole word. */
export function materialMatches(entryMaterial: string, query: string): boolean {
  const entry = { material: entryMaterial, process: '', technique: '', conditions: {}, results: {} } as unknown as ProcessEntry;
  const { subjects } = readRequest(query, []);
  return subjects.length > 0 && subjects.some((subject) => subjectStrength(entry, subject) > 0);
}

/** 2 when the entry is of a material the subject names, 1 when of one it is a kind of, 0 when neither. */
function subjectStrength(entry: ProcessEntry, subject: Subject): number {
  const words = wordsOf(entry);
  if (subject.dataWord) return words.formulas.has(subject.dataWord) ? 2 : 0;
  if ([...subject.exact].some((id) => words.ids.has(id))) return 2;
  if ([...subject.broader].some((id) => words.exact.has(id))) return 1;
  return 0;
}

/** Minutes to etch or deposit `nm` at the entry's fastest stated rate; undefined for a rate per cycle. */
function minutesFor(entry: ProcessEntry, nm: number): number | undefined {
  const rate = entry.results.rate;
  const perMinute = rate && inNmPerMin(rate, upper(rate));
  return perMinute ? nm / perMinute : undefined;
}

/** The highest temperature the wafer sees across the whole stated range: the plasma-heated wafer's where the data states it. */
function highestWaferTemperature(entry: ProcessEntry): number | undefined {
  const { temperature, waferTemperature } = entry.conditions;
  const ends = [temperature, waferTemperature].filter((quantity) => quantity !== undefined).map(upper);
  return ends.length ? Math.max(...ends) : undefined;
}

/** The kinds of process a request allows: the need chosen, or else what its words ask for. */
function allowedKinds(request: FinderRequest, read: ReadRequest): Set<ProcessKind> | undefined {
  const kind = NEEDS.find((option) => option.value === request.need)?.kind;
  if (kind) return new Set([kind]);
  const asked = read.uses.map((use) => use.requires.kinds).filter((kinds) => kinds !== undefined);
  if (asked.length === 0) return undefined;
  // Every word's kinds where they agree ('lift-off' and 'deposit': a deposition); any of them where they do not.
  const common = asked.reduce((all, kinds) => all.filter((candidate) => kinds.includes(candidate)));
  return new Set(common.length ? common : asked.flat());
}

/** Why an entry does not serve the request, or null when it does. */
function misfit(entry: ProcessEntry, request: FinderRequest, read: ReadRequest, kinds: Set<ProcessKind> | undefined): string | null {
  if (kinds && !kinds.has(entry.kind)) return 'kind';
  if (subjectsOf(read).length && subjectsOf(read).every((subject) => subjectStrength(entry, subject) === 0)) return 'material';
  // Asked to etch, a strip counts only where it removes the material: an organic, not the surface it cleans.
  if (!request.need && entry.kind === 'strip and clean' && kinds?.has('etch') && !strippable.some((id) => wordsOf(entry).exact.has(id)))
    return 'kind';
  // Naming no material, a request is about its uses: an entry that shows none of them is not an answer.
  if (!subjectsOf(read).length && read.uses.length && fitness(entry, read) <= 0) return 'use';
  const hottest = highestWaferTemperature(entry);
  if (request.maxTemperatureC !== undefined && hottest !== undefined && hottest > request.maxTemperatureC) return 'temperature';
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

/** The materials a request is about: those it names, or, naming none, those its uses usually mean ('gate dielectric'). */
function subjectsOf(read: ReadRequest): Subject[] {
  if (read.subjects.length) return read.subjects;
  return read.uses.flatMap((use) => (use.requires.materials ?? []).map((id) => ({ text: id, exact: new Set([id]), broader: new Set<string>() })));
}

/** Whether the data shows a wafer size: an entry whose figures state only smaller wafers does not. */
function showsWaferSize(entry: ProcessEntry, waferMm: number): boolean {
  const stated = entry.results.uniformity?.waferMm;
  return !stated || Math.max(...stated) >= waferMm;
}

const DEEP_RATE_NM_PER_MIN = 1000;
const DEEP_ASPECT_RATIO = 10;

/** The profile an etch or strip cuts: radicals without ions (a downstream strip, an etch without bias) undercut. */
const isIsotropic = (entry: ProcessEntry, words: EntryWords) =>
  /downstream/i.test(entry.technique) || words.text.includes(' isotropic ') || words.text.includes(' no or very low bias ');

/** How well an entry does what one use asks: +2 for each part it meets, less for each it goes against. */
function useFit(entry: ProcessEntry, requires: UseRequirement): number {
  const words = wordsOf(entry);
  let fit = 0;
  if (requires.shownBy?.some((word) => words.text.includes(plainWords(word)))) fit += 2;
  if (requires.profile && entry.kind !== 'deposition' && entry.kind !== 'coating')
    fit += (requires.profile === 'isotropic') === isIsotropic(entry, words) ? 2 : -2;
  if (requires.coverage && entry.kind === 'deposition') {
    const coverage = entry.results.stepCoverage ?? (words.text.includes(' conformal ') ? 'nearly conformal' : 'directional');
    if (requires.coverage === 'directional') fit += coverage === 'directional' ? 2 : coverage === 'conformal' ? -2 : -1;
    if (requires.coverage === 'conformal') fit += coverage === 'conformal' ? 2 : coverage === 'directional' ? -1 : 0;
    if (requires.coverage === 'gap fill') fit += coverage === 'gap fill' ? 2 : coverage === 'conformal' ? 1 : -2;
  }
  const hottest = highestWaferTemperature(entry);
  if (requires.maxTemperatureC !== undefined && hottest !== undefined) fit += hottest <= requires.maxTemperatureC ? 2 : -2;
  if (requires.stress && entry.kind === 'deposition') {
    const opposite = requires.stress === 'tensile' ? ' compressive ' : ' tensile ';
    fit += words.text.includes(` ${requires.stress} `) ? 2 : words.text.includes(opposite) ? -2 : 0;
  }
  if (requires.deep && entry.kind === 'etch') {
    const rate = entry.results.rate && inNmPerMin(entry.results.rate, upper(entry.results.rate));
    const deep = (entry.results.maxAspectRatio ?? 0) >= DEEP_ASPECT_RATIO || words.text.includes(' deep ') || (rate ?? 0) >= DEEP_RATE_NM_PER_MIN;
    fit += deep ? 2 : -1;
  }
  return fit;
}

/** How well an entry fits the request: how closely it is of the material named, and how well it does each use. */
function fitness(entry: ProcessEntry, read: ReadRequest): number {
  const subjects = subjectsOf(read).reduce((sum, subject) => sum + subjectStrength(entry, subject), 0);
  return subjects + read.uses.reduce((sum, use) => sum + useFit(entry, use.requires), 0);
}

/** What a system costs, in US dollars at the low end of its indicative range: alone, as a configuration, and each option. */
export type SystemPrices = {
  systemUsd: number;
  /** By the id of the option that makes the system a configuration of its own (the DRIE), its price instead of the system's. */
  configurationUsd: Record<string, number>;
  /** By option id, what the option adds. */
  optionUsd: Record<string, number>;
};

/** The cheapest sale that runs an entry: the system, or the configuration it needs, with the options it needs. */
export function entryCost(entry: ProcessEntry, prices: SystemPrices): number {
  const options = entry.needsOptions ?? [];
  const configuration = options.find((option) => prices.configurationUsd[option] !== undefined);
  const base = configuration ? prices.configurationUsd[configuration]! : prices.systemUsd;
  return options.reduce((sum, option) => sum + (option === configuration ? 0 : (prices.optionUsd[option] ?? 0)), base);
}

/** Which of two entries better shows what a system can do: qualified before a starting window, measured uniformity, then the faster. */
export function byStrength(a: ProcessEntry, b: ProcessEntry): number {
  const speed = (entry: ProcessEntry) => (entry.results.rate ? (inNmPerMin(entry.results.rate, upper(entry.results.rate)) ?? 0) : 0);
  return (
    Number(b.basis === 'qualified') - Number(a.basis === 'qualified') ||
    Number(Boolean(b.results.uniformity)) - Number(Boolean(a.results.uniformity)) ||
    speed(b) - speed(a)
  );
}

/** One line: the technique and material of the entry, then the figures that answer the request. */
function reasonFor(entry: ProcessEntry): string {
  const facts = [`${entry.technique}${entry.configuration ? ` (${entry.configuration} configuration)` : ''}`, entry.material];
  if (entry.results.rate) facts.push(formatQuantity(entry.results.rate));
  if (entry.results.stepCoverage === 'conformal') facts.push('conformal on every surface');
  if (entry.results.stepCoverage === 'gap fill') facts.push(`fills gaps to ${entry.results.maxAspectRatio}:1`);
  if (entry.kind === 'etch' && entry.results.maxAspectRatio) facts.push(`aspect ratio to ${entry.results.maxAspectRatio}:1`);
  if (entry.conditions.temperature) facts.push(formatQuantity(entry.conditions.temperature));
  return facts.join(' · ');
}

/** Whether a request says enough to search: what to do, or on which material. */
export const isAnswerable = (request: FinderRequest) => Boolean(request.need || request.material);

/** A system as the finder needs it: its wafer sizes and what it costs. */
export type FinderSystem = Pick<Product, 'slug' | 'waferSizesMm'> & { prices: SystemPrices };

/** The finder's answer: the systems that run the request, those that would at a wafer size offered on request, and how it read the words. */
export type FinderAnswer = { matches: FinderMatch[]; onRequest: ProductSlug[]; read: ReadRequest };

/**
 * The systems that run the request, best first. A system qualifies when at least one of its process entries
 * meets every stated condition and it takes the wafer size as standard, with data that does not state only
 * smaller wafers. Ranked by how well its best entry fits the request, then by the cheapest system (or
 * configuration) that runs an entry that fits that well, then by the strength of the evidence: qualified,
 * measured uniformity, how many entries fit, the faster rate.
 */
export function answerRequest(request: FinderRequest, entries: ProcessEntry[], products: FinderSystem[]): FinderAnswer {
  const read = readRequest(request.material, entries);
  const answer: FinderAnswer = { matches: [], onRequest: [], read };
  if (!isAnswerable(request)) return answer;
  // A material box with words but none the data knows is not searched as if it were empty.
  if (request.material && subjectsOf(read).length === 0 && read.uses.length === 0) return answer;
  const kinds = allowedKinds(request, read);
  const ranked: { match: FinderMatch; fit: number; cost: number; best: ProcessEntry; order: number }[] = [];
  for (const [order, product] of products.entries()) {
    const size = request.waferMm;
    const standard = size === undefined || product.waferSizesMm.standard.includes(size);
    const fitting = entries.filter(
      (entry) =>
        entry.system === product.slug &&
        misfit(entry, request, read, kinds) === null &&
        (!standard || size === undefined || showsWaferSize(entry, size)),
    );
    if (fitting.length === 0) continue;
    if (!standard) {
      if (size !== undefined && product.waferSizesMm.onRequest.includes(size)) answer.onRequest.push(product.slug);
      continue;
    }
    const scored = fitting.map((entry) => ({ entry, fit: fitness(entry, read), cost: entryCost(entry, product.prices) }));
    scored.sort((a, b) => b.fit - a.fit || a.cost - b.cost || byStrength(a.entry, b.entry));
    const best = scored[0]!;
    ranked.push({
      match: { system: product.slug, reason: reasonFor(best.entry), processes: scored.map((item) => item.entry) },
      fit: best.fit,
      cost: best.cost,
      best: best.entry,
      order,
    });
  }
  ranked.sort(
    (a, b) =>
      b.fit - a.fit || a.cost - b.cost || byStrength(a.best, b.best) || b.match.processes.length - a.match.processes.length || a.order - b.order,
  );
  answer.matches = ranked.map((item) => item.match);
  return answer;
}

/** The systems that run the request, best first (see `answerRequest`). */
export function findSystems(request: FinderRequest, entries: ProcessEntry[], products: FinderSystem[]): FinderMatch[] {
  return answerRequest(request, entries, products).matches;
}
