/**
 * The one typography helper for content: chemical formulas get subscript digits (Al2O3 -> Al₂O₃),
 * caret exponents become superscripts (10^-6 -> 10⁻⁶, cm^-3 -> cm⁻³), "5 x 10⁻⁶" and "1.0 m x 1.5 m"
 * get a real multiplication sign, and a charge after a formula is raised (Ar+ -> Ar⁺).
 *
 * Authors write plain ASCII in product data, page copy and Markdown; pages, articles and the PDF
 * datasheets all print text that went through `typeset`, so notation is the same everywhere. The
 * output uses Unicode sub- and superscript characters, which work in HTML text, in attributes
 * (titles, descriptions, structured data) and in the PDF fonts alike.
 *
 * `untypeset` finds what `typeset` would still change: the content tests run it on rendered text.
 */

const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr ' +
    'Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir ' +
    'Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu D'
  ).split(' '),
);

/** Ligand abbreviations that appear inside precursor formulas such as MeCpPtMe3 or Y(MeCp)3. */
const LIGANDS = ['Me', 'Et', 'Cp', 'Bu', 'tBu', 'iPr', 'Pr', 'Ph', 'acac', 'thd', 'hfac'];

const SUBSCRIPT: Record<string, string> = { 0: '₀', 1: '₁', 2: '₂', 3: '₃', 4: '₄', 5: '₅', 6: '₆', 7: '₇', 8: '₈', 9: '₉' };
const SUPERSCRIPT: Record<string, string> = {
  0: '⁰',
  1: '¹',
  2: '²',
  3: '³',
  4: '⁴',
  5: '⁵',
  6: '⁶',
  7: '⁷',
  8: '⁸',
  9: '⁹',
  '-': '⁻',
  '+': '⁺',
};

const sub = (digits: string) => digits.replace(/\d/g, (d) => SUBSCRIPT[d]!);
const sup = (text: string) => text.replace(/[\d+-]/g, (c) => SUPERSCRIPT[c]!);

/**
 * A word that could be a formula: starts with a capital letter or an opening bracket followed by
 * one, made of letters, digits, decimal counts and brackets. Whether it is one is decided by parse().
 */
const CANDIDATE = /(?<![\w.])(?:\(?[A-Z][A-Za-z0-9().]*)(?![\w])/g;

type Part = { symbol: string; count: string };

/**
 * Splits a word into element symbols (or ligands, or bracketed groups) each with an optional count;
 * undefined when the word is not a formula (a part that is no symbol, or a count of more than two
 * digits, as in a product code such as S1813).
 */
function parse(word: string): Part[] | undefined {
  const parts: Part[] = [];
  let i = 0;
  while (i < word.length) {
    let symbol: string | undefined;
    if (word[i] === '(') {
      const close = word.indexOf(')', i);
      if (close < 0) return undefined;
      const inner = word.slice(i + 1, close);
      if (!parse(inner)) return undefined;
      symbol = word.slice(i, close + 1);
    } else {
      const ligand = LIGANDS.filter((l) => word.startsWith(l, i)).sort((a, b) => b.length - a.length)[0];
      const two = word.slice(i, i + 2);
      const one = word[i]!;
      if (/^[A-Z][a-z]$/.test(two) && ELEMENTS.has(two)) symbol = two;
      else if (ligand) symbol = ligand;
      else if (/^[A-Z]$/.test(one) && ELEMENTS.has(one)) symbol = one;
    }
    if (!symbol) return undefined;
    i += symbol.length;
    const count = /^\d+(?:\.\d+)?/.exec(word.slice(i))?.[0] ?? '';
    if (count.replace('.', '').length > 2 && !count.includes('.')) return undefined;
    i += count.length;
    parts.push({ symbol, count });
  }
  return parts.length > 0 ? parts : undefined;
}

/** The word with its counts as subscripts, or undefined when it is not a formula with a count. */
function formula(word: string): string | undefined {
  const parts = parse(word);
  if (!parts || !parts.some((part) => part.count)) return undefined;
  return parts
    .map(({ symbol, count }) => {
      const inner = symbol.startsWith('(') ? `(${formula(symbol.slice(1, -1)) ?? symbol.slice(1, -1)})` : symbol;
      return inner + sub(count);
    })
    .join('');
}

/**
 * Splits off what surrounds a formula in running text: a full stop that ends the sentence
 * ("... deposits SiO2."), and a bracket that opens or closes around it ("(CF4/O2)").
 */
function unwrap(word: string): [string, string, string] {
  let core = word;
  let before = '';
  let after = /\.+$/.exec(core)?.[0] ?? '';
  core = core.slice(0, core.length - after.length);
  const opens = (text: string) => text.split('(').length - 1;
  const closes = (text: string) => text.split(')').length - 1;
  if (core.startsWith('(') && opens(core) > closes(core)) [before, core] = ['(', core.slice(1)];
  while (core.endsWith(')') && closes(core) > opens(core)) [core, after] = [core.slice(0, -1), `)${after}`];
  return [before, core, after];
}

function typesetFormulas(text: string): string {
  return text.replace(CANDIDATE, (word) => {
    const [before, core, after] = unwrap(word);
    const typeset = formula(core);
    return typeset ? before + typeset + after : word;
  });
}

/** Typesets formulas, exponents, multiplication signs and charges in plain text. Idempotent. */
export function typeset(text: string): string {
  return (
    typesetFormulas(text)
      // 10^-6, cm^-3, m^2: caret exponents become superscripts.
      .replace(/\^\(?([+-]?\d+)\)?/g, (_, exponent: string) => sup(exponent))
      // "5 x 10⁻⁶" and "1.0 m x 1.5 m": a multiplication sign between numbers (with units).
      .replace(/(\d(?:\s?[a-zA-Zµ]{1,3})?)\s+x\s+(?=\d)/g, '$1 × ')
      // A charge after a species: "Ar+ ions", "O2+".
      .replace(/(?<![\w])((?:[A-Z][a-z]?[₀-₉]*)+)\+(?=[\s,;:)/]|$)/g, (match, species: string) =>
        [...species.matchAll(/[A-Z][a-z]?/g)].every(([symbol]) => ELEMENTS.has(symbol)) ? `${species}⁺` : match,
      )
  );
}

/**
 * The pieces of rendered text that typeset() would still change: formulas with plain digits,
 * caret exponents and "x" used as a multiplication sign before a power of ten.
 */
export function untypeset(text: string): string[] {
  const found: string[] = [];
  for (const [word] of text.matchAll(CANDIDATE)) {
    const [, core] = unwrap(word);
    if (formula(core)) found.push(core);
  }
  for (const [match] of text.matchAll(/\S*\^\S*/g)) found.push(match);
  for (const [match] of text.matchAll(/\d\s+x\s+10/g)) found.push(match);
  return found;
}

/** Keys whose string values are addresses or identifiers, never typeset. */
const KEEP = new Set(['slug', 'href', 'fileName', 'id', 'path', 'sku', 'system']);
const isAddress = (value: string) => /^(\/|#|https?:|mailto:|tel:)/.test(value);

/** typeset() applied to every string in a content object, except addresses and identifiers. */
export function typesetDeep<T>(value: T, key?: string): T {
  if (typeof value === 'string') return (key && KEEP.has(key)) || isAddress(value) ? value : (typeset(value) as T);
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetDeep(v, k)])) as T;
  }
  return value;
}
