/** The lead export behind the CLI: its options and the CSV layout, kept apart so tests can import them. */
import { csvLine } from './csv.ts';
import { UTM_KEYS } from '@company/lead-client/schemas';
import { GATE_KINDS, LEAD_KINDS, type LeadFilter, type LeadKind, type StoredLead } from './store/index.ts';

const UTM_COLUMNS = UTM_KEYS;

const CSV_COLUMNS = [
  'reference',
  'created_at',
  'kind',
  'name',
  'email',
  'phone',
  'organization',
  'job_title',
  'research_areas',
  'intent',
  'marketing_opt_in',
  'product',
  'product_name',
  'topic',
  'message',
  'file_name',
  'page',
  'referrer',
  ...UTM_COLUMNS,
  'estimate',
  'price_range',
  'configuration',
] as const;

export class UsageError extends Error {}

/** The export's options, checked: a time window (a bare `--until` date includes that day) and a kind. */
export function exportFilter(values: { since?: string; until?: string; kind?: string }): LeadFilter {
  const filter: LeadFilter = {};
  if (values.since) filter.since = parseBound(values.since, '--since', false);
  if (values.until) filter.until = parseBound(values.until, '--until', true);
  if (values.kind) {
    if (!(LEAD_KINDS as readonly string[]).includes(values.kind)) {
      throw new UsageError(`--kind must be one of ${LEAD_KINDS.join(', ')}.`);
    }
    filter.kind = values.kind as LeadKind;
  }
  return filter;
}

/** A bare date means the whole day: `--until 2026-01-31` includes the 31st. */
function parseBound(value: string, option: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`${option} must be a date such as 2026-01-01, got "${value}".`);
  if (dateOnly && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function leadsToCsv(leads: StoredLead[]): string {
  let out = csvLine([...CSV_COLUMNS]);
  for (const lead of leads) {
    out += csvLine([
      lead.reference,
      lead.createdAt.toISOString(),
      lead.kind,
      lead.name,
      lead.email,
      lead.phone,
      lead.organization,
      lead.jobTitle,
      lead.researchAreas,
      lead.intent,
      GATE_KINDS.has(lead.kind) ? (lead.marketingOptIn ? 'yes' : 'no') : '',
      lead.product,
      lead.productName,
      lead.topic,
      lead.message,
      lead.fileName,
      lead.page,
      lead.referrer,
      ...UTM_COLUMNS.map((key) => lead.utm[key] ?? ''),
      lead.configuration?.code ?? '',
      lead.configuration?.priceRange ?? '',
      lead.configuration?.summary.map(([label, value]) => `${label}: ${value}`).join('; ') ?? '',
    ]);
  }
  return out;
}
