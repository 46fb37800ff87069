/**
 * Markdown directives that print figures from the site's data instead of typing them into an
 * article, so a figure is changed in one place:
 *
 *   :process[icp-gaas-cl2]                  the entry's rate, e.g. "300-1000 nm/min", linked to its row
 *   :process[icp-gaas-cl2]{show=selectivity} another field: rate, selectivity, uniformity, conditions,
 *                                           pressure, temperature, power, profile, material, process
 *   :process[pecvd-sinx-hf]{show=property match=Hydrogen}
 *                                           the value of the entry's first film property whose name
 *                                           contains `match` (Hydrogen content: "10-20 at.%"), else the
 *                                           first property in words that contains `match`, without
 *                                           that word where it leads
 *   :rates[rie-etcher]                      the span of the rates of systems (their own processes, not
 *                                           those of a configuration) or entries, ids or slugs separated
 *                                           by spaces, e.g. "5-400 nm/min"
 *   :pressures[icp-etcher]                  the span of the process pressures (steps included) of
 *                                           systems or entries, as :rates does for rates: "2-50 mTorr"
 *   ::process-table[id id id]{columns="material,conditions,rate" caption="..."}
 *                                           a table of entries, one row each (on a line of its own)
 *   :price[rie]  :amc[basic]  :warranty[standard]
 *                                           the phrases of the commercial module
 *   :rate[about 1 µm/min]{context=wet}      a rate that is not a process of our systems: wet chemistry,
 *                                           an arithmetic example or a general range (context wet,
 *                                           example or general); printed as written
 *
 * An unknown id, system, field, column or key is an error: the page that cites it fails to build,
 * and the content tests fail.
 */
import type { MarkedExtension, Tokens } from 'marked';
import { maintenancePlans, systemPrices, warranty } from '../../content/commercial';
import { processById, processesFor } from '../../content/processes';
import { processHref } from '../../content/processes/rows';
import {
  formatConditions,
  formatOutcome,
  formatPower,
  formatQuantity,
  formatRate,
  formatRateSpan,
  formatSelectivity,
  formatPressureSpan,
  formatUniformity,
  LOADING_LABEL,
  measuredResults,
} from '../process-format';
import type { ProcessEntry } from '../../content/processes/types';
import { productBySlug } from '../../content/products';
import { typeset } from '../typeset';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Parses `{key=value key2="two words"}`. */
function attributes(text: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!text) return result;
  for (const [, key, quoted, bare] of text.matchAll(/([a-z]+)=(?:"([^"]*)"|([^\s}]+))/g)) result[key!] = quoted ?? bare!;
  return result;
}

const systemName = (entry: ProcessEntry) => {
  const name = productBySlug(entry.system)?.shortName ?? entry.system;
  return entry.configuration ? `${name}, ${entry.configuration} configuration` : name;
};

/**
 * The value of the entry's first measured film property whose name contains `match`; else its first
 * property in words that contains `match`, without `match` where it leads.
 */
function property(entry: ProcessEntry, match: string | undefined): string | undefined {
  if (!match) throw new Error(`:process[${entry.id}]{show=property} needs match="..."`);
  const measuredProperty = entry.results.filmProperties?.find((film) => film.property.toLowerCase().includes(match.toLowerCase()));
  if (measuredProperty) return measuredProperty.value;
  const found = entry.results.properties?.find((text) => text.toLowerCase().includes(match.toLowerCase()));
  if (!found) return undefined;
  const leading = new RegExp(`^${match.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'i');
  return found.replace(leading, '');
}

/** One field of an entry as text; an entry without that figure is an error. */
function field(entry: ProcessEntry, show: string, match?: string): string {
  const c = entry.conditions;
  const value: Record<string, () => string | undefined> = {
    rate: () => formatRate(entry),
    selectivity: () => formatSelectivity(entry),
    uniformity: () => (entry.results.uniformity ? formatUniformity(entry.results.uniformity) : undefined),
    conditions: () => formatConditions(entry),
    pressure: () => (c.pressure ? formatQuantity(c.pressure) : undefined),
    temperature: () => (c.temperature ? formatQuantity(c.temperature) : undefined),
    power: () => formatPower(entry),
    profile: () => profileAndNotes(entry),
    waferTemperature: () => (c.waferTemperature ? formatQuantity(c.waferTemperature) : undefined),
    material: () => entry.material,
    process: () => entry.process,
    property: () => property(entry, match),
  };
  const get = value[show];
  if (!get) throw new Error(`Unknown field "${show}" in :process[${entry.id}]`);
  const text = get();
  if (!text) throw new Error(`Process "${entry.id}" has no ${show} to cite`);
  return text;
}

/** The entries named by process ids or system slugs (a slug: the system's own processes, without those of its configurations). */
function entriesFor(names: string[]): ProcessEntry[] {
  return names.flatMap((name) => (productBySlug(name) ? processesFor(productBySlug(name)!.slug, null) : [processById(name)]));
}

function renderProcessCite(id: string, show = 'rate', match?: string): string {
  const entry = processById(id);
  const text = field(entry, show, match);
  // Short figures (a rate, a pressure) keep together on one line; long ones wrap like text.
  const short = text.length <= 24;
  return `<a class="process-cite${short ? ' process-cite-short' : ''}" data-process="${escape(entry.id)}" href="${processHref(entry)}">${escape(text)}<span class="sr-only"> (process data: ${escape(entry.material)}, ${escape(systemName(entry))})</span></a>`;
}

function renderRateSpan(names: string[]): string {
  if (names.length === 0) throw new Error(':rates[] needs at least one system or process id');
  return `<span class="process-cite" data-process-span="${escape(names.join(' '))}">${escape(formatRateSpan(entriesFor(names)))}</span>`;
}

function renderPressureSpan(names: string[]): string {
  if (names.length === 0) throw new Error(':pressures[] needs at least one system or process id');
  return `<span class="process-cite" data-process-span="${escape(names.join(' '))}">${escape(formatPressureSpan(entriesFor(names)))}</span>`;
}

/**
 * The profile and results in words, led by the sidewall roughness and film properties where the entry
 * measures them. A table cell keeps to the figures: the row links to the entry, which gives each method,
 * and the loading condition, which belongs to the rate.
 */
function profileAndNotes(entry: ProcessEntry): string | undefined {
  const measured = measuredResults(entry)
    .filter((result) => result.label !== LOADING_LABEL)
    .map((result) => `${result.label} ${result.value}.`);
  const parts = [...measured, formatOutcome(entry)].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

const COLUMNS: Record<string, { header: string; cell: (entry: ProcessEntry) => string }> = {
  material: { header: 'Material', cell: (entry) => entry.material },
  process: { header: 'Chemistry', cell: (entry) => entry.process },
  mask: { header: 'Mask', cell: (entry) => entry.mask ?? '—' },
  technique: { header: 'Technique', cell: (entry) => entry.technique },
  system: { header: 'System', cell: (entry) => systemName(entry) },
  conditions: { header: 'Conditions', cell: (entry) => formatConditions(entry) },
  pressure: { header: 'Pressure', cell: (entry) => (entry.conditions.pressure ? formatQuantity(entry.conditions.pressure) : '—') },
  power: { header: 'Power', cell: (entry) => formatPower(entry) ?? '—' },
  temperature: { header: 'Temperature', cell: (entry) => (entry.conditions.temperature ? formatQuantity(entry.conditions.temperature) : '—') },
  rate: { header: 'Typical rate', cell: (entry) => formatRate(entry) ?? '—' },
  selectivity: { header: 'Typical selectivity', cell: (entry) => formatSelectivity(entry) ?? '—' },
  uniformity: { header: 'Uniformity', cell: (entry) => (entry.results.uniformity ? formatUniformity(entry.results.uniformity) : '—') },
  profile: { header: 'Profile and notes', cell: (entry) => profileAndNotes(entry) ?? '—' },
};

function renderProcessTable(ids: string[], attrs: Record<string, string>): string {
  if (ids.length === 0) throw new Error('::process-table[] needs at least one process id');
  const entries = ids.map(processById);
  const columns = (attrs.columns ?? 'material,process,conditions,rate,selectivity').split(',').map((name) => name.trim());
  for (const column of columns) if (!COLUMNS[column]) throw new Error(`Unknown column "${column}" in ::process-table`);
  if (columns[0] !== 'material') throw new Error('The first column of ::process-table is the material');
  const caption = attrs.caption ?? 'Typical processes from our process data';
  const head = columns.map((column) => `<th scope="col">${escape(COLUMNS[column]!.header)}</th>`).join('');
  const rows = entries
    .map((entry) => {
      const cells = columns.map((column, index) => {
        const text = escape(COLUMNS[column]!.cell(entry));
        return index === 0 ? `<th scope="row"><a href="${processHref(entry)}">${text}</a></th>` : `<td>${text}</td>`;
      });
      return `<tr data-process="${escape(entry.id)}">${cells.join('')}</tr>`;
    })
    .join('');
  return `<div class="article-table" role="region" aria-label="${escape(caption)}" tabindex="0"><table data-process-table><caption class="sr-only">${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
}

function renderCommercial(kind: 'price' | 'amc' | 'warranty', key: string): string {
  const table: Record<string, Record<string, string>> = {
    price: systemPrices,
    amc: Object.fromEntries(Object.entries(maintenancePlans).map(([name, plan]) => [name, plan.perYear])),
    warranty,
  };
  const text = table[kind]![key];
  if (!text) throw new Error(`Unknown :${kind}[${key}]`);
  return `<span data-commercial="${kind}:${escape(key)}">${escape(text)}</span>`;
}

const RATE_CONTEXTS = ['wet', 'example', 'general'];

function renderRateAside(text: string, context: string | undefined): string {
  if (!context || !RATE_CONTEXTS.includes(context)) {
    throw new Error(`:rate[${text}] needs {context=wet|example|general}, got "${context ?? ''}"`);
  }
  return `<span data-rate-context="${context}">${escape(typeset(text))}</span>`;
}

type DirectiveToken = Tokens.Generic & { name: string; label: string; attrs: Record<string, string> };

const INLINE = /^:(process|rates|pressures|price|amc|warranty|rate)\[([^\]]*)\](\{[^}]*\})?/;
const BLOCK = /^::process-table\[([^\]]*)\](\{[^}]*\})?[ \t]*(?:\n|$)/;

/** The directives as a marked extension. */
export const directives: MarkedExtension = {
  extensions: [
    {
      name: 'processTable',
      level: 'block',
      start: (src: string) => src.match(/^::process-table\[/m)?.index,
      tokenizer(src: string) {
        const match = BLOCK.exec(src);
        if (!match) return undefined;
        return { type: 'processTable', raw: match[0], name: 'process-table', label: match[1]!, attrs: attributes(match[2]) };
      },
      renderer(token: Tokens.Generic) {
        const { label, attrs } = token as DirectiveToken;
        return renderProcessTable(label.split(/\s+/).filter(Boolean), attrs);
      },
    },
    {
      name: 'dataDirective',
      level: 'inline',
      start: (src: string) => src.match(/:(?:process|rates|pressures|price|amc|warranty|rate)\[/)?.index,
      tokenizer(src: string) {
        const match = INLINE.exec(src);
        if (!match) return undefined;
        return { type: 'dataDirective', raw: match[0], name: match[1]!, label: match[2]!, attrs: attributes(match[3]) };
      },
      renderer(token: Tokens.Generic) {
        const { name, label, attrs } = token as DirectiveToken;
        switch (name) {
          case 'process':
            return renderProcessCite(label.trim(), attrs.show, attrs.match);
          case 'rates':
            return renderRateSpan(label.split(/\s+/).filter(Boolean));
          case 'pressures':
            return renderPressureSpan(label.split(/\s+/).filter(Boolean));
          case 'price':
          case 'amc':
          case 'warranty':
            return renderCommercial(name, label.trim());
          default:
            return renderRateAside(label, attrs.context);
        }
      },
    },
  ],
};
