/**
 * Rules the content tests apply to rendered article HTML and to page copy: rates come from the
 * process data, prices and warranty terms from the commercial module. Pure functions of their input.
 */
import { commercialPhrases } from '../content/commercial';

/** Elements whose figures come from the data (or are declared as no process of ours). */
const CITED = [
  /<table data-process-table>[\s\S]*?<\/table>/g,
  /<a class="process-cite[^"]*" data-process="[^"]*"[^>]*>[\s\S]*?<\/a>/g,
  /<span class="process-cite" data-process-span="[^"]*">[\s\S]*?<\/span>/g,
  /<span data-rate-context="[^"]*">[\s\S]*?<\/span>/g,
];

const COMMERCIAL = /<span data-commercial="[^"]*">[\s\S]*?<\/span>/g;

const withoutCited = (html: string) => CITED.reduce((text, pattern) => text.replace(pattern, ' '), html);
export const withoutCommercial = (html: string) => html.replace(COMMERCIAL, ' ');

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The text a reader sees (tags dropped, entities decoded). */
export const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/**
 * A rate written out: a rate unit (nm/min, µm/min, Å/cycle, nm per minute...), with or without a
 * number in front ("200-500 nm/min", "tens of nm/min").
 */
const RATE =
  /(?:\d[\d.,]*\s*(?:-|–|to)\s*)?\d*[\d.,]*\s*(?:nm|µm|um|Å|mm)\s*(?:\/|per\s+)\s*(?:min|minute|s|sec|second|h|hr|hour|cycle)\b|(?:nanomet(?:re|er)s?|micromet(?:re|er)s?|ångströms?|angstroms?)\s+(?:per|a)\s+(?:minute|second|hour|cycle)/gi;

/** A table header that names a rate: its column must be printed from the data. */
const RATE_HEADER = /\brate\b|\bGPC\b|growth per cycle|nm\/min|µm\/min|Å\/cycle/i;

/** Rates stated by hand in rendered article HTML: in running text, or in a rate column or row of a hand-written table. */
export function handStatedRates(html: string): string[] {
  const rest = withoutCited(html);
  const found = [...textOf(rest).matchAll(RATE)].map(([match]) => match.trim());
  for (const [table] of rest.matchAll(/<table[\s\S]*?<\/table>/g)) {
    const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell!),
    );
    const [header, ...body] = rows;
    if (!header) continue;
    // A column headed by a rate.
    header.forEach((cell, column) => {
      if (!RATE_HEADER.test(textOf(cell))) return;
      for (const row of body) {
        const value = textOf(row[column] ?? '').trim();
        if (/\d/.test(value)) found.push(`${textOf(cell).trim()}: ${value}`);
      }
    });
    // A row headed by a rate (parameter/value tables).
    for (const row of body) {
      if (!RATE_HEADER.test(textOf(row[0] ?? ''))) continue;
      for (const cell of row.slice(1)) {
        const value = textOf(cell).trim();
        if (/\d/.test(value)) found.push(`${textOf(row[0]!).trim()}: ${value}`);
      }
    }
  }
  return found;
}

/**
 * The sentences a reader sees in rendered article HTML, outside the figures printed from the data: each
 * paragraph, list item, heading and table row split at its full stops. A figure cited with a directive
 * is gone from these, so what remains is what the article states by hand.
 */
export function uncitedSentences(html: string): string[] {
  return withoutCited(html)
    .split(/<\/(?:p|li|tr|h[1-6]|caption)>/)
    .map(textOf)
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z(])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Sentences of rendered article HTML that are about `topic` and state a `figure` by hand. */
export const handStatedNear = (html: string, topic: RegExp, figure: RegExp) =>
  uncitedSentences(html).filter((sentence) => topic.test(sentence) && figure.test(sentence));

const PRICE = /\$\s?\d[\d,.]*\s?[kKmM]?(?:\s?[-–]\s?\$?\d[\d,.]*\s?[kKmM]?\+?)?/g;
const WARRANTY_TERM =
  /\b\d+(?:\s?[-–]\s?\d+)?[- ](?:years?|months?)\b[^.;:]{0,40}warrant|warrant[^.;:]{0,50}?\b(?:\d+(?:\s?[-–]\s?\d+)?[- ](?:years?|months?)|(?:one|two|three) years?)\b/gi;

/**
 * Prices and warranty terms in a text that are not phrases of the commercial module. `strict`: any
 * price or term at all (for article text, where the module's phrases arrive only through directives,
 * already removed).
 */
export function handStatedCommercial(text: string, { strict = false } = {}): string[] {
  let rest = text;
  if (!strict) for (const phrase of [...commercialPhrases].sort((a, b) => b.length - a.length)) rest = rest.split(phrase).join(' ');
  return [...rest.matchAll(PRICE), ...rest.matchAll(WARRANTY_TERM)].map(([match]) => match);
}
