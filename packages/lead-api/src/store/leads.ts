/** Leads: one stored with its e-mails and idempotency record in a single transaction, and read back. */
import type { Kysely, Selectable } from 'kysely';
import { recipientKey } from '../mail/recipient.ts';
import { claimIdempotencyKey } from './idempotency.ts';
import type { Dialect } from './migrations.ts';
import { queueMails, recipientAtLimit } from './outbox.ts';
import type { Database, LeadsTable } from './schema.ts';
import type { LeadConfiguration, LeadFilter, LeadStore, NewLead, NewMail, RecordOutcome, StoredLead } from './types.ts';

export async function recordLead(db: Kysely<Database>, dialect: Dialect, input: Parameters<LeadStore['recordLead']>[0]): Promise<RecordOutcome> {
  const { lead, idempotency, confirmationLimit } = input;
  // Kysely rolls the transaction back when the callback throws; an outcome other than 'stored' is
  // thrown as a Rollback so nothing of a half-recorded lead survives.
  try {
    return await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('leads')
        .values(leadRow(lead))
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new Rollback({ outcome: 'reference-taken' });

      if (idempotency && !(await claimIdempotencyKey(tx, idempotency, inserted.id, lead.createdAt))) throw new Rollback({ outcome: 'key-taken' });

      let mails = input.mails;
      let confirmationDropped = false;
      if (confirmationLimit) {
        const kept: NewMail[] = [];
        for (const mail of mails) {
          if (
            mail.kind === 'confirmation' &&
            mail.recipientKey &&
            (await recipientAtLimit(tx, dialect, mail.recipientKey, lead.createdAt, confirmationLimit))
          ) {
            confirmationDropped = true;
          } else {
            kept.push(mail);
          }
        }
        mails = kept;
      }

      await queueMails(tx, inserted.id, mails, { createdAt: lead.createdAt, retryUntil: input.retryUntil });
      return { outcome: 'stored' as const, leadId: inserted.id, confirmationDropped };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

export async function listLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<StoredLead[]> {
  let query = db.selectFrom('leads').selectAll();
  if (filter.since) query = query.where('created_at', '>=', filter.since.toISOString());
  if (filter.until) query = query.where('created_at', '<', filter.until.toISOString());
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(storedLead);
}

export function storedLead(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organization: row.organization,
    jobTitle: row.job_title,
    researchAreas: row.research_areas,
    intent: row.intent,
    marketingOptIn: row.marketing_opt_in === 1,
    message: row.message,
    product: row.product,
    productName: row.product_name,
    topic: row.topic,
    fileName: row.file_name,
    page: row.page,
    referrer: row.referrer,
    utm: parseUtm(row.utm),
    configuration: row.configuration ? (JSON.parse(row.configuration) as LeadConfiguration) : null,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at),
    marketingConsentAt: optionalDate(row.marketing_consent_at),
    marketingConfirmedAt: optionalDate(row.marketing_confirmed_at),
    marketingWithdrawnAt: optionalDate(row.marketing_withdrawn_at),
  };
}

/** Carries a non-stored outcome out of a transaction callback, rolling the transaction back. */
class Rollback extends Error {
  constructor(readonly result: Exclude<RecordOutcome, { outcome: 'stored' }>) {
    super(result.outcome);
  }
}

function leadRow(lead: NewLead) {
  return {
    reference: lead.reference,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    email_key: recipientKey(lead.email),
    phone: lead.phone,
    organization: lead.organization,
    job_title: lead.jobTitle,
    research_areas: lead.researchAreas,
    intent: lead.intent,
    marketing_opt_in: lead.marketingOptIn ? 1 : 0,
    message: lead.message,
    product: lead.product,
    product_name: lead.productName,
    topic: lead.topic,
    file_name: lead.fileName,
    page: lead.page,
    referrer: lead.referrer,
    utm: JSON.stringify(lead.utm),
    configuration: lead.configuration ? JSON.stringify(lead.configuration) : null,
    client_ip: lead.clientIp,
    user_agent: lead.userAgent,
    created_at: lead.createdAt.toISOString(),
    marketing_consent_at: lead.marketingOptIn ? lead.createdAt.toISOString() : null,
  };
}

function optionalDate(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

function parseUtm(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // Written by this module as JSON; anything else is treated as no parameters rather than a crash.
  }
  return {};
}
