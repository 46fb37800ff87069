/** The lead export behind the CLI: argument parsing and the CSV layout, kept apart so tests can import them. */
import { parseArgs } from 'node:util';
import { csvLine } from './csv';
import { UTM_KEYS } from './schemas';
import { LEAD_KINDS, type LeadFilter, type LeadKind, type StoredLead } from './store';

export const USAGE = `Usage: npm run -s leads -w @company/lead-api -- <command> [options]

Commands:
  export [options] > leads.csv
                       every lead as CSV (one row per lead, oldest first); -s keeps npm's banner out
    --since YYYY-MM-DD leads created on or after this day (UTC); a full ISO time also works
    --until YYYY-MM-DD leads created up to and including this day (UTC); a full ISO time is exclusive
    --kind KIND        only quote, contact or download leads
  person --email ADDRESS
                       every record stored about this address (leads, consent, e-mails) as JSON
  erase --email ADDRESS
                       deletes every record about this address and its .eml files; prints what it deleted
  purge                deletes what is past its retention (LEAD_RETENTION_DAYS after a person's last
                       contact; delivered e-mails and idempotency records after 30 days)
  mail requeue         failed e-mails are retried again, for a new retry window
  --help               this text

Reads DATA_DIR (default ./data) or DATABASE_URL, like the server.`;

const UTM_COLUMNS = UTM_KEYS;

export const CSV_COLUMNS = [
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
] as const;

export class UsageError extends Error {}

export type Command =
  | { command: 'help' }
  | { command: 'export'; filter: LeadFilter }
  | { command: 'person' | 'erase'; email: string }
  | { command: 'purge' }
  | { command: 'mail-requeue' };

export function parseCommand(args: string[]): Command {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      kind: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { command: 'help' };
  const [name, ...rest] = positionals;
  if (name === 'export') return { command: 'export', filter: parseExportArgs(args) as LeadFilter };
  if (name === 'person' || name === 'erase') {
    if (rest.length > 0) throw new UsageError(`Unexpected "${rest.join(' ')}".`);
    const email = values.email?.trim();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`${name} needs --email with one address, e.g. --email ada@lab.example.`);
    return { command: name, email };
  }
  if (name === 'purge' && rest.length === 0) return { command: 'purge' };
  if (name === 'mail' && rest.length === 1 && rest[0] === 'requeue') return { command: 'mail-requeue' };
  throw new UsageError(name ? `Unknown command "${positionals.join(' ')}".` : 'Expected a command.');
}

export function parseExportArgs(args: string[]): LeadFilter | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      kind: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (positionals.length !== 1 || positionals[0] !== 'export') throw new UsageError('Expected the command "export".');
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
      lead.kind === 'download' ? (lead.marketingOptIn ? 'yes' : 'no') : '',
      lead.product,
      lead.productName,
      lead.topic,
      lead.message,
      lead.fileName,
      lead.page,
      lead.referrer,
      ...UTM_COLUMNS.map((key) => lead.utm[key] ?? ''),
    ]);
  }
  return out;
}
