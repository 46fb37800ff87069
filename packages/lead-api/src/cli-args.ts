/** The `leads` command line: which command, with which options. */
import { parseArgs } from 'node:util';
import { exportFilter, UsageError } from './lead-export.ts';
import type { LeadFilter } from './store/index.ts';

export const USAGE = `Usage: npm run -s leads -w @company/lead-api -- <command> [options]

Commands:
  export [options] > leads.csv
                       every lead as CSV (one row per lead, oldest first); -s keeps npm's banner out
    --since YYYY-MM-DD leads created on or after this day (UTC); a full ISO time also works
    --until YYYY-MM-DD leads created up to and including this day (UTC); a full ISO time is exclusive
    --kind KIND        only quote, contact, download or estimate leads
  person --email ADDRESS
                       every record stored about this address (leads, consent, e-mails) as JSON
  erase --email ADDRESS
                       deletes every record about this address and its .eml files; prints what it deleted
  purge                deletes what is past its retention (LEAD_RETENTION_DAYS after a person's last
                       contact; delivered e-mails and idempotency records after 30 days)
  mail status          e-mails counted by status (pending, sent, failed), and each failed one with the
                       error that ended it, e.g. the mail server's 550 refusal, as JSON
  mail requeue         failed e-mails are retried again, for a new retry window
  --help               this text

Reads DATA_DIR (default ./data) or DATABASE_URL, like the server.`;

export type Command =
  | { command: 'help' }
  | { command: 'export'; filter: LeadFilter }
  | { command: 'person' | 'erase'; email: string }
  | { command: 'purge' }
  | { command: 'mail-requeue' }
  | { command: 'mail-status' };

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
  if (rest.length > 0 && name !== 'mail') throw new UsageError(`Unexpected "${rest.join(' ')}".`);
  if (name === 'export') return { command: 'export', filter: exportFilter(values) };
  if (name === 'person' || name === 'erase') {
    const email = values.email?.trim();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`${name} needs --email with one address, e.g. --email ada@lab.example.`);
    return { command: name, email };
  }
  if (name === 'purge') return { command: 'purge' };
  if (name === 'mail' && rest.length === 1 && rest[0] === 'requeue') return { command: 'mail-requeue' };
  if (name === 'mail' && rest.length === 1 && rest[0] === 'status') return { command: 'mail-status' };
  throw new UsageError(name ? `Unknown command "${positionals.join(' ')}".` : 'Expected a command.');
}
