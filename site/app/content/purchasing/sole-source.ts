/**
 * The sole-source justification draft a buyer edits into a purchasing form, generated for one configuration:
 * the system, its wafer size and options as the budgetary estimate prices them, and the processes the buyer
 * picked from the system's process library. One module holds the words; the lead API's renderer prints them
 * as an editable Word file and as plain text.
 *
 * What a purchasing office accepts is the buyer's own market research, so the draft states what the data
 * supports and leaves the rest to the buyer, marked: each requirement beside the system's capability (both
 * printed from the same figure, so they cannot disagree), a market-research record of other makers to fill
 * in, a price comparison against other quotes with the estimate's figure as the price to compare, the country
 * of origin as far as the site knows it, and a conclusion in the buyer's words. The supplier certifies nothing.
 */
import { company } from '../../config/company';
import { estimateTerms, warranty } from '../commercial';
import type { ProcessEntry } from '../processes/types';
import { formatQuantity } from '../../lib/process-format';
import { processRow } from '../processes/rows';
import type { Product } from '../products/types';
import { formatWaferSize, formatWaferSizes } from '../products/wafers';
import { estimateSummary, formatLeadTime, type Estimate } from '../../lib/estimate';

/** The marked places the buyer fills in. Square brackets and capitals, so a reader cannot miss one. */
export const placeholders = {
  department: '[DEPARTMENT]',
  investigator: '[PRINCIPAL INVESTIGATOR]',
  fund: '[GRANT OR FUND NUMBER]',
  building: '[BUILDING]',
  room: '[ROOM]',
  project: '[RESEARCH PROJECT]',
  quote: '[QUOTE NUMBER AND QUOTED PRICE]',
  date: '[DATE]',
  maker: '[MAKER]',
  makerSystem: '[SYSTEM AND MODEL]',
  contacted: '[DATE CONTACTED]',
  notMet: '[REQUIREMENTS NOT MET, BY NUMBER, AND WHY]',
  fewerMakers: '[WHY FEWER MAKERS WERE CONTACTED, IF SO]',
  searched: '[WHERE AND HOW THE MAKERS WERE FOUND]',
  priceSource: '[OTHER QUOTE OR PUBLISHED PRICE]',
  priceSystem: '[SYSTEM AND CONFIGURATION]',
  price: '[PRICE]',
  priceConclusion: '[YOUR CONCLUSION ON THE PRICE, IN YOUR WORDS]',
  manufacturer: '[MANUFACTURER NAME, FROM THE QUOTE]',
  origin: '[COUNTRY OF ORIGIN, FROM THE QUOTE]',
  conclusion: '[YOUR CONCLUSION FROM THE MARKET RESEARCH, IN YOUR WORDS]',
} as const;

/** Finds every marked place in a text (for highlighting in Word and for the tests). */
export const placeholderPattern = /\[[A-Z][A-Z0-9 ,&/-]*\]/g;

/** How many other makers a purchasing office expects the buyer to have contacted, or to say why fewer exist. */
export const marketResearchMinimumMakers = 3;

type SoleSourceBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] };

export type SoleSourceDraft = {
  /** e.g. 'Sole-Source Justification: ICP-RIE Etching System'. */
  title: string;
  /** Says it is a draft for the buyer to edit. */
  draftNote: string;
  blocks: SoleSourceBlock[];
};

/** What a draft is generated from: the catalogue's checked configuration and processes, and the day it is issued. */
export type SoleSourceConfiguration = {
  product: Pick<Product, 'slug' | 'name' | 'tagline' | 'waferSizesMm'>;
  estimate: Estimate;
  /** The processes the buyer chose, in the library's order. */
  processes: ProcessEntry[];
  issuedOn: Date;
};

/**
 * One requirement of the project and what the system offers against it. `value` is printed in both, so a
 * requirement and its capability state the same figure.
 */
type Requirement = {
  number: string;
  subject: string;
  /** What the figure is, e.g. 'etch rate'; empty where the subject says it (an option). */
  label: string;
  value: string;
  capability: string;
};

const requirementColumns = ['Requirement of the project', 'Capability of the system'];
const marketResearchColumns = ['Maker', 'System', 'Date contacted', 'Requirements not met, and why'];
const priceColumns = ['Source', 'System and configuration', 'Price', 'Date'];

/** Where a process figure comes from: measured on the system, or a published window still to be qualified. */
function basisNote(entry: ProcessEntry): string {
  return entry.basis === 'qualified'
    ? `measured on the system by the supplier's applications team (process library entry ${entry.id})`
    : `published starting window, not yet measured on this system; to be qualified on the project's samples (process library entry ${entry.id})`;
}

/** The figures a process entry states, each a requirement: rate, selectivity, uniformity, measured results, temperature, profile. */
function processRequirements(entry: ProcessEntry): Omit<Requirement, 'number'>[] {
  const row = processRow(entry);
  const subject = `${entry.material}, ${entry.process} (${entry.technique})`;
  const basis = basisNote(entry);
  const figures: { label: string; value: string; detail?: string }[] = [];
  // The measured results start with the rate's loading condition where the entry states one: it qualifies the rate.
  const loading = entry.results.loading ? row.measured?.[0] : undefined;
  if (row.rate) {
    figures.push({
      label: row.rateLabel!.toLowerCase(),
      value: row.rate,
      ...(loading ? { detail: `${loading.label}: ${loading.value} (${loading.method})` } : {}),
    });
  }
  if (row.selectivity) figures.push({ label: 'selectivity', value: row.selectivity });
  if (row.uniformity) figures.push({ label: 'non-uniformity', value: row.uniformity });
  for (const result of row.measured ?? []) {
    if (result !== loading) figures.push({ label: lowerFirst(result.label), value: result.value, detail: result.method });
  }
  if (entry.conditions.temperature) figures.push({ label: 'process temperature', value: formatQuantity(entry.conditions.temperature) });
  if (entry.profile) figures.push({ label: 'profile', value: entry.profile });
  if (figures.length === 0) figures.push({ label: 'process', value: row.conditions });
  return figures.map(({ label, value, detail }) => ({
    subject,
    label,
    value,
    capability: `${capitalize(label)} ${value}${detail ? `; ${detail}` : ''}; ${basis}.`,
  }));
}

/** The project's requirements from the configuration and the chosen processes, numbered R1, R2, … */
export function soleSourceRequirements({ product, estimate, processes }: SoleSourceConfiguration): Requirement[] {
  const wafer = formatWaferSize(estimate.waferSizeMm);
  const requirements: Omit<Requirement, 'number'>[] = [
    {
      subject: 'Substrates',
      label: 'wafer size',
      value: wafer,
      capability: `Wafer size ${wafer} is a standard size of the ${product.name} (standard sizes: ${formatWaferSizes(product.waferSizesMm)}).`,
    },
    ...estimate.options.map((option) => ({
      subject: option.name,
      label: '',
      value: option.description,
      capability: `${option.description} Included in the configuration of budgetary estimate ${estimate.code}.`,
    })),
    ...processes.flatMap(processRequirements),
  ];
  return requirements.map((requirement, i) => ({ number: `R${i + 1}`, ...requirement }));
}

function soleSourceTitle(product: Pick<Product, 'name'>): string {
  return `Sole-Source Justification: ${product.name}`;
}

const draftNote = `Draft for the buyer to edit. ${company.name} prepared it from the published data of the configuration and processes you chose; check every statement against your institution's sole-source policy and your own requirements, fill in the places marked in square brackets, and delete what does not apply. It is not an offer: the quote is.`;

/** '27 November 2026' style dates, as the estimate prints its issue date. */
function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function soleSourceDraft(configuration: SoleSourceConfiguration): SoleSourceDraft {
  const { product, estimate, issuedOn } = configuration;
  const { address } = company;
  const requirements = soleSourceRequirements(configuration);
  const summary = estimateSummary(estimate);
  const configurationText = summary
    .filter(([label]) => label !== 'System' && label !== 'Lead time')
    .map(([label, value]) => `${label}: ${value}`)
    .join('; ');
  const term = (name: string) => {
    const found = estimateTerms.find((candidate) => candidate.term === name);
    if (!found) throw new Error(`The estimate terms have no "${name}"`);
    return found.full;
  };

  const blocks: SoleSourceBlock[] = [
    { kind: 'heading', text: '1. Request' },
    {
      kind: 'fields',
      rows: [
        { label: 'Requesting department', value: placeholders.department },
        { label: 'Principal investigator', value: placeholders.investigator },
        { label: 'Grant or fund number', value: placeholders.fund },
        { label: 'Installation site', value: `${placeholders.building}, room ${placeholders.room}` },
        { label: 'Equipment', value: `${product.name}: ${configurationText}` },
        {
          label: 'Proposed supplier',
          value: `${company.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}; ${company.email.sales}; ${company.siteUrl}`,
        },
        { label: 'Budgetary estimate', value: `${estimate.code}, issued ${formatDate(issuedOn)}` },
        { label: 'Quote', value: placeholders.quote },
      ],
    },
    { kind: 'heading', text: '2. Equipment and intended use' },
    { kind: 'paragraph', text: `The ${product.name}: ${lowerFirst(product.tagline)}` },
    {
      kind: 'paragraph',
      text: `It is needed for ${placeholders.project}, which requires the processes and figures listed in section 3 on the group's own samples, in the lab at ${placeholders.building}, room ${placeholders.room}.`,
    },
    { kind: 'heading', text: '3. Requirements and the capability of the system' },
    {
      kind: 'paragraph',
      text: `The project's requirements, from the configuration and the processes chosen for it, each beside what the ${product.name} offers against it. A requirement states the figure the supplier publishes for the process; where the project needs another figure, change the requirement and check the capability still meets it.`,
    },
    {
      kind: 'table',
      columns: requirementColumns,
      rows: requirements.map(({ number, subject, label, value, capability }) => [
        `${number}. ${subject}: ${label ? `${label} ` : ''}${value}`,
        capability,
      ]),
    },
    { kind: 'heading', text: '4. Market research' },
    {
      kind: 'paragraph',
      text: `Completed by the buyer. A purchasing office expects a sole-source request to rest on the buyer's own market research, not on the supplier's word: contact at least ${numberWord(marketResearchMinimumMakers)} other makers of systems like the ${product.name}, ask each whether its system meets every requirement of section 3, and record each below with the date and, for each requirement it does not meet, the reason it gave or the figure it publishes. If fewer makers build such systems, say why and how you searched. Add a row for each further maker.`,
    },
    {
      kind: 'table',
      columns: marketResearchColumns,
      rows: Array.from({ length: marketResearchMinimumMakers }, () => [
        placeholders.maker,
        placeholders.makerSystem,
        placeholders.contacted,
        placeholders.notMet,
      ]),
    },
    {
      kind: 'fields',
      rows: [
        { label: 'How the makers were found', value: placeholders.searched },
        { label: `If fewer than ${numberWord(marketResearchMinimumMakers)} makers were contacted`, value: placeholders.fewerMakers },
      ],
    },
    { kind: 'heading', text: '5. Price reasonableness' },
    {
      kind: 'paragraph',
      text: `The price is judged by comparison with other makers' quotes and published prices for systems that meet comparable requirements, recorded below by the buyer, not against the supplier's own price list. The first row is the supplier's budgetary estimate for the configuration of this draft; replace it with the quoted price once the quote is in hand.`,
    },
    {
      kind: 'table',
      columns: priceColumns,
      rows: [
        [`${company.name}, budgetary estimate ${estimate.code}`, `${product.name}: ${configurationText}`, estimate.priceRange, formatDate(issuedOn)],
        [placeholders.priceSource, placeholders.priceSystem, placeholders.price, placeholders.date],
        [placeholders.priceSource, placeholders.priceSystem, placeholders.price, placeholders.date],
      ],
    },
    {
      kind: 'fields',
      rows: [
        { label: 'Quoted price', value: placeholders.quote },
        { label: 'Lead time', value: `${formatLeadTime(estimate.leadTimeWeeks)} from order to shipment` },
        { label: 'Warranty', value: warranty.standard },
        { label: 'Conclusion on the price', value: placeholders.priceConclusion },
      ],
    },
    { kind: 'heading', text: '6. Country of origin' },
    {
      kind: 'paragraph',
      text: `The ${product.name} is built by the manufacturing partner of ${company.name}, ${company.partner.label}; ${company.legalName} (${address.city}, ${address.region}, ${address.country}) specifies, installs and supports it. Check the country of origin against the domestic-preference, export-control and funding conditions that apply to this purchase.`,
    },
    {
      kind: 'fields',
      rows: [
        { label: 'Manufacturer', value: placeholders.manufacturer },
        { label: 'Country of origin', value: placeholders.origin },
        { label: "Delivery, in the supplier's words", value: term('Delivery') },
        { label: "Import duties, in the supplier's words", value: term('Import duties') },
      ],
    },
    { kind: 'heading', text: '7. Conclusion' },
    {
      kind: 'paragraph',
      text: `In your own words, state what the market research of section 4 shows: which requirements of section 3 the other makers' systems do not meet, and why this purchase is therefore not competed.`,
    },
    { kind: 'fields', rows: [{ label: 'Conclusion', value: placeholders.conclusion }] },
    { kind: 'paragraph', text: 'I confirm that the market research above is accurate and complete to the best of my knowledge.' },
    {
      kind: 'fields',
      rows: [
        { label: 'Name', value: placeholders.investigator },
        { label: 'Department', value: placeholders.department },
        { label: 'Signature', value: '' },
        { label: 'Date', value: placeholders.date },
      ],
    },
  ];
  return { title: soleSourceTitle(product), draftNote, blocks };
}

function lowerFirst(text: string): string {
  // Keep acronyms and formulas ('ICP', 'SiO₂') as they are; lower an ordinary first word only.
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function numberWord(n: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six'][n] ?? String(n);
}

/**
 * The draft as plain text for a purchasing form's text box: headings underlined, fields as 'Label: value',
 * and each table row as its columns' 'Label: value' lines, rows apart by a blank line.
 */
export function soleSourceText(draft: SoleSourceDraft): string {
  const out: string[] = [draft.title.toUpperCase(), '', draft.draftNote];
  for (const block of draft.blocks) {
    if (block.kind === 'heading') out.push(...(out.at(-1) === '' ? [] : ['']), block.text, '-'.repeat(block.text.length));
    else if (block.kind === 'paragraph') out.push(block.text);
    else if (block.kind === 'fields') out.push(...block.rows.map((row) => `${row.label}: ${row.value || '______________________'}`));
    else if (block.kind === 'table') {
      for (const row of block.rows) out.push('', ...block.columns.map((column, i) => `${column}: ${row[i] ?? ''}`));
      out.push('');
    } else out.push(...block.items.map((item) => `- ${item}`));
  }
  return `${out.join('\n')}\n`;
}
