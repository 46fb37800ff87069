/**
 * The LeadStore over Kysely: one implementation of every query for both dialects. The dialect modules only
 * open the connection (and set SQLite's durability pragmas).
 */
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { recipientKey } from '../mail/recipient';
import { migrationProvider, type Dialect } from './migrations';
import type { Database, LeadsTable, OutboxTable } from './schema';
import { CopiesRemainError } from './types';
import type {
  AttemptResult,
  ClaimedMail,
  ConfirmationLimit,
  Deleted,
  FailedMail,
  IdempotencyRecord,
  LeadConfiguration,
  LeadFilter,
  LeadStore,
  MailStatus,
  MarketingConfirmation,
  NewLead,
  NewMail,
  PersonRecord,
  PurgeCutoffs,
  RecordOutcome,
  StoredLead,
  StoredMail,
} from './types';

/** Longest error text kept per attempt: an SMTP transcript can be long, the first line says enough. */
const MAX_ERROR_LENGTH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class KyselyLeadStore implements LeadStore {
  /** Exposed for tests and ad-hoc inspection; the service itself only uses the LeadStore methods. */
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  async migrate(): Promise<void> {
    // PostgreSQL: Kysely looks for its migration tables in every schema unless told which, so a database
    // holding another schema migrated before (staging beside production, one per test) would leave this
    // one without them; the schema this connection writes to is the one.
    const migrationTableSchema =
      this.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db)).rows[0]?.schema : undefined;
    const migrator = new Migrator({ db: this.db, provider: migrationProvider(this.dialect), migrationTableSchema });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === 'Error')?.migrationName;
      throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
    }
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async databaseSize(): Promise<number> {
    const query =
      this.dialect === 'postgres'
        ? sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`
        : sql<{ bytes: string | number }>`select (page_count - freelist_count) * page_size as bytes from pragma_page_count(), pragma_freelist_count(), pragma_page_size()`;
    const { rows } = await query.execute(this.db);
    return Number(rows[0]?.bytes ?? 0);
  }

  async recordLead(input: {
    lead: NewLead;
    mails: NewMail[];
    idempotency?: IdempotencyRecord;
    confirmationLimit?: ConfirmationLimit;
    retryUntil?: Date;
  }): Promise<RecordOutcome> {
    const { lead, idempotency, confirmationLimit } = input;
    const createdAt = lead.createdAt.toISOString();
    const retryUntil = (input.retryUntil ?? new Date(lead.createdAt.getTime() + DAY_MS)).toISOString();
    // Kysely rolls the transaction back when the callback throws; an outcome other than 'stored' is
    // thrown as a Rollback so nothing of a half-recorded lead survives.
    try {
      return await this.db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('leads')
          .values(leadRow(lead))
          .onConflict((oc) => oc.column('reference').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new Rollback({ outcome: 'reference-taken' });

        if (idempotency) {
          // On PostgreSQL a concurrent insert of the same key waits here for the first transaction, then
          // does nothing; on SQLite transactions are serialised. Either way exactly one request wins.
          const claimed = await tx
            .insertInto('idempotency_keys')
            .values({
              key: idempotency.key,
              request_hash: idempotency.requestHash,
              status: idempotency.answer.status,
              body: idempotency.answer.body,
              lead_id: inserted.id,
              created_at: createdAt,
            })
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .executeTakeFirst();
          if (!claimed) throw new Rollback({ outcome: 'key-taken' });
        }

        let mails = input.mails;
        let confirmationDropped = false;
        if (confirmationLimit) {
          const kept: NewMail[] = [];
          for (const mail of mails) {
            if (mail.kind === 'confirmation' && mail.recipientKey && (await this.recipientAtLimit(tx, mail.recipientKey, lead.createdAt, confirmationLimit))) {
              confirmationDropped = true;
            } else {
              kept.push(mail);
            }
          }
          mails = kept;
        }

        if (mails.length > 0) {
          await tx
            .insertInto('outbox')
            .values(
              mails.map((mail) => ({
                lead_id: inserted.id,
                kind: mail.kind,
                to_name: mail.to.name,
                to_address: mail.to.address,
                reply_to_name: mail.replyTo?.name ?? null,
                reply_to_address: mail.replyTo?.address ?? null,
                subject: mail.subject,
                text: mail.text,
                status: 'pending' as const,
                attempts: 0,
                next_attempt_at: createdAt,
                created_at: createdAt,
                recipient_key: mail.recipientKey ?? null,
                retry_until: retryUntil,
                headers: mail.headers ? JSON.stringify(mail.headers) : null,
              })),
            )
            .execute();
        }
        return { outcome: 'stored' as const, leadId: inserted.id, confirmationDropped };
      });
    } catch (error) {
      if (error instanceof Rollback) return error.result;
      throw error;
    }
  }

  /**
   * Whether this recipient already has its share of confirmations in the window. On PostgreSQL a lock per
   * recipient, held to the end of the transaction, makes concurrent leads for one address (from any
   * process) count one after the other; SQLite runs one write transaction at a time anyway.
   */
  private async recipientAtLimit(tx: Transaction<Database>, key: string, now: Date, limit: ConfirmationLimit): Promise<boolean> {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${key}`}))`.execute(tx);
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const row = await tx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('recipient_key', '=', key)
      .where('kind', '=', 'confirmation')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n) >= limit.max;
  }

  async findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined> {
    const row = await this.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return { key: row.key, requestHash: row.request_hash, answer: { status: row.status, body: row.body } };
  }

  async claimDueMails({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    const due = now.toISOString();
    // Pick, then lease, in one transaction. On PostgreSQL the picked rows stay locked until the lease is
    // written, and concurrent senders (several processes) skip them instead of queueing on them; SQLite
    // has one writer at a time. (A single UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP
    // LOCKED) is no substitute: PostgreSQL may run the subquery once per row and lease every due e-mail.)
    const rows = await this.db.transaction().execute(async (tx) => {
      let candidates = tx
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', due)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (this.dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
      const ids = (await candidates.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      return tx
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
    if (rows.length === 0) return [];

    const leadIds = [...new Set(rows.map((row) => row.lead_id))];
    const references = new Map(
      (await this.db.selectFrom('leads').select(['id', 'reference']).where('id', 'in', leadIds).execute()).map(
        (lead) => [lead.id, lead.reference],
      ),
    );
    return rows.sort((a, b) => a.id - b.id).map((row) => claimedMail(row, references.get(row.lead_id) ?? ''));
  }

  async recordAttempt(mailId: number, attempt: AttemptResult & { at: Date }): Promise<void> {
    const at = attempt.at.toISOString();
    const error = attempt.ok ? null : attempt.error.slice(0, MAX_ERROR_LENGTH);
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('mail_attempts').values({ outbox_id: mailId, attempted_at: at, ok: attempt.ok ? 1 : 0, error }).execute();
      const update = tx
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', mailId);
      if (attempt.ok) {
        await update.set({ status: 'sent', sent_at: at, last_error: null }).execute();
      } else if (attempt.retryAt) {
        await update.set({ status: 'pending', next_attempt_at: attempt.retryAt.toISOString(), last_error: error }).execute();
      } else {
        await update.set({ status: 'failed', last_error: error }).execute();
      }
    });
  }

  async requeueFailedMails({ now, retryUntil }: { now: Date; retryUntil: Date }): Promise<number> {
    const result = await this.db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: now.toISOString(), retry_until: retryUntil.toISOString() })
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async mailStatus(): Promise<{ counts: Record<MailStatus, number>; failed: FailedMail[] }> {
    const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
    const byStatus = await this.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute();
    for (const row of byStatus) counts[row.status] = Number(row.n);
    const failed = await this.db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select(['outbox.id', 'leads.reference', 'outbox.kind', 'outbox.to_address', 'outbox.attempts', 'outbox.last_error', 'outbox.created_at'])
      .where('outbox.status', '=', 'failed')
      .orderBy('outbox.id')
      .execute();
    return {
      counts,
      failed: failed.map((row) => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        to: row.to_address,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
      })),
    };
  }

  async takeRateLimit(key: string, perMinute: number, now: number): Promise<{ allowed: boolean; units: number }> {
    // The same integer token bucket as the in-memory limiter: a request costs 60 000 units, a bucket
    // holds perMinute of them and refills perMinute units per millisecond.
    const cost = 60_000;
    const capacity = perMinute * cost;
    // SQLite spells least/greatest as the many-argument min/max.
    const [least, greatest] = this.dialect === 'postgres' ? [sql.raw('least'), sql.raw('greatest')] : [sql.raw('min'), sql.raw('max')];
    const refilled = sql<number>`${least}(${capacity}, rate_limits.units + ${greatest}(0, ${now} - rate_limits.updated_at) * ${perMinute})`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, units: capacity - cost, updated_at: now, allowed: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          units: sql`case when ${refilled} >= ${cost} then ${refilled} - ${cost} else ${refilled} end`,
          updated_at: now,
          allowed: sql`case when ${refilled} >= ${cost} then 1 else 0 end`,
        }),
      )
      .returning(['allowed', 'units'])
      .executeTakeFirstOrThrow();
    return { allowed: Number(row.allowed) === 1, units: Number(row.units) };
  }

  async serviceSecret(name: string): Promise<string> {
    // Insert-if-absent, then read: two processes starting together end up with the same value.
    await this.db
      .insertInto('service_secrets')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db.selectFrom('service_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }

  async confirmMarketing(reference: string, at: Date): Promise<MarketingConfirmation> {
    const state = await this.marketingConfirmation(reference);
    if (state !== 'confirmed') return state;
    // A second click keeps the first confirmation's time. A withdrawal is never cleared here: only a new
    // opt-in, on a new lead, subscribes the mailbox again.
    const updated = await this.db
      .updateTable('leads')
      .set({ marketing_confirmed_at: at.toISOString() })
      .where('reference', '=', reference)
      .where('marketing_confirmed_at', 'is', null)
      .where('marketing_withdrawn_at', 'is', null)
      .executeTakeFirst();
    // Nothing updated: confirmed before, or an unsubscribe came in between, which then stands.
    return Number(updated.numUpdatedRows) === 0 ? this.marketingConfirmation(reference) : 'confirmed';
  }

  async marketingConfirmation(reference: string): Promise<MarketingConfirmation> {
    const lead = await this.db
      .selectFrom('leads')
      .select(['email', 'created_at'])
      .where('reference', '=', reference)
      .where('marketing_consent_at', 'is not', null)
      .executeTakeFirst();
    if (!lead) return 'not-found';
    // Any lead of the mailbox withdrawn since this one was made, itself included: an unsubscribe names
    // one spelling of the address, and a lead stored while it ran would not have been marked.
    const withdrawnSince = await this.db
      .selectFrom('leads')
      .select('id')
      .where('email_key', '=', recipientKey(lead.email))
      .where('marketing_withdrawn_at', '>=', lead.created_at)
      .limit(1)
      .executeTakeFirst();
    return withdrawnSince ? 'withdrawn' : 'confirmed';
  }

  async withdrawMarketing(email: string, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('leads')
      .set({ marketing_withdrawn_at: at.toISOString() })
      .where('email_key', '=', recipientKey(email))
      .where('marketing_consent_at', 'is not', null)
      .where('marketing_withdrawn_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async findPerson(email: string): Promise<PersonRecord> {
    const address = email.trim().toLowerCase();
    const leads = (
      await this.db.selectFrom('leads').selectAll().where('email_key', '=', recipientKey(address)).orderBy('created_at').orderBy('id').execute()
    ).map(storedLead);
    const leadIds = leads.map((lead) => lead.id);
    const references = new Map(leads.map((lead) => [lead.id, lead.reference]));
    if (leadIds.length === 0) return { email: address, leads: [], mails: [], submissions: [] };

    const rows = await this.db.selectFrom('outbox').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute();
    const attempts =
      rows.length === 0
        ? []
        : await this.db.selectFrom('mail_attempts').selectAll().where('outbox_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
    const mails: StoredMail[] = rows.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      reference: references.get(row.lead_id) ?? '',
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      status: row.status,
      attempts: attempts
        .filter((attempt) => attempt.outbox_id === row.id)
        .map((attempt) => ({ at: attempt.attempted_at, ok: attempt.ok === 1, error: attempt.error })),
      createdAt: row.created_at,
      sentAt: row.sent_at,
    }));
    const keys = await this.db.selectFrom('idempotency_keys').select(['key', 'lead_id', 'created_at']).where('lead_id', 'in', leadIds).execute();
    return {
      email: address,
      leads,
      mails,
      submissions: keys.map((key) => ({ key: key.key, reference: references.get(key.lead_id ?? -1) ?? '', createdAt: key.created_at })),
    };
  }

  async erasePerson(email: string): Promise<Deleted> {
    const deleted = await this.db.transaction().execute(async (tx) => {
      const ids = (await tx.selectFrom('leads').select('id').where('email_key', '=', recipientKey(email)).execute()).map((row) => row.id);
      return deleteLeads(tx, ids);
    });
    // Even when nothing was left to delete: a rerun after a failed clean-up finishes it.
    await this.removeDeletedCopies(deleted);
    return deleted;
  }

  async purge(cutoffs: PurgeCutoffs, { compact = true }: { compact?: boolean } = {}): Promise<Deleted> {
    const deleted = await this.db.transaction().execute(async (tx) => {
      // A person's leads go together, once their newest one is past retention.
      const stale = await tx
        .selectFrom('leads')
        .select('id')
        .where(
          'email_key',
          'in',
          tx
            .selectFrom('leads')
            .select('email_key')
            .groupBy('email_key')
            .having((eb) => eb.fn.max('created_at'), '<', cutoffs.leadsLastContactBefore.toISOString()),
        )
        .execute();
      const deleted = await deleteLeads(
        tx,
        stale.map((row) => row.id),
      );

      const oldMails = await tx
        .selectFrom('outbox')
        .innerJoin('leads', 'leads.id', 'outbox.lead_id')
        .select(['outbox.id', 'outbox.kind', 'leads.reference'])
        .where('outbox.status', 'in', ['sent', 'failed'])
        .where('outbox.created_at', '<', cutoffs.mailsBefore.toISOString())
        .execute();
      const mailIds = oldMails.map((mail) => mail.id);
      if (mailIds.length > 0) {
        deleted.attempts += Number((await tx.deleteFrom('mail_attempts').where('outbox_id', 'in', mailIds).executeTakeFirst()).numDeletedRows);
        await tx.deleteFrom('outbox').where('id', 'in', mailIds).execute();
        deleted.mails.push(...oldMails.map((mail) => ({ id: mail.id, reference: mail.reference, kind: mail.kind })));
      }

      deleted.idempotencyKeys += Number(
        (await tx.deleteFrom('idempotency_keys').where('created_at', '<', cutoffs.idempotencyKeysBefore.toISOString()).executeTakeFirst())
          .numDeletedRows,
      );
      deleted.rateLimits = Number(
        (await tx.deleteFrom('rate_limits').where('updated_at', '<', cutoffs.rateLimitsBefore.getTime()).executeTakeFirst()).numDeletedRows,
      );
      return deleted;
    });
    if (deleted.leads + deleted.mails.length + deleted.attempts + deleted.idempotencyKeys + (deleted.rateLimits ?? 0) > 0) {
      await this.removeDeletedCopies(deleted, compact);
    }
    return deleted;
  }

  /**
   * A deleted row is gone from queries, not from disk. SQLite: space freed before secure_delete was on
   * (databases from older versions) still holds old rows, and the write-ahead log keeps every earlier
   * version of each page it has seen until a checkpoint truncates it. A full VACUUM rewrites the file
   * from the live rows alone (an incremental vacuum would only hand back whole free pages, leaving the
   * free space inside used ones), and the TRUNCATE checkpoint moves that into the file and empties the
   * log. The cost grows with the database, which stays small, and erasures and purges are rare.
   * PostgreSQL: VACUUM removes the dead rows and their index entries, alongside other readers and writers.
   * Neither may run inside a transaction, hence after the commit; on SQLite a server writing meanwhile
   * from another process is waited for (busy_timeout).
   */
  private async removeDeletedCopies(deleted: Deleted, compact = true): Promise<void> {
    const incomplete = (reason: string, cause?: unknown) =>
      new CopiesRemainError(`The records are deleted, but copies may remain on disk: ${reason} Running erase or purge again finishes it.`, deleted, { cause });
    if (this.dialect === 'postgres') {
      // INDEX_CLEANUP ON: with few dead rows PostgreSQL would skip the indexes, and leads_email holds addresses.
      await sql`vacuum (index_cleanup on) leads, outbox, mail_attempts, idempotency_keys, rate_limits`
        .execute(this.db)
        .catch((error: unknown) => {
          throw incomplete(`VACUUM failed (${String(error)}).`, error);
        });
      return;
    }
    try {
      if (compact) await sql`vacuum`.execute(this.db);
    } catch (error) {
      throw incomplete(`VACUUM failed (${String(error)}).`, error);
    }
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(this.db);
    if (rows[0]?.busy) throw incomplete('another process kept reading the write-ahead log, so it could not be emptied.');
  }

  async listLeads(filter: LeadFilter = {}): Promise<StoredLead[]> {
    let query = this.db.selectFrom('leads').selectAll();
    if (filter.since) query = query.where('created_at', '>=', filter.since.toISOString());
    if (filter.until) query = query.where('created_at', '<', filter.until.toISOString());
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(storedLead);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** Deletes leads with everything that refers to them: attempts, e-mails, idempotency records. */
async function deleteLeads(tx: Transaction<Database>, ids: number[]): Promise<Deleted> {
  const deleted: Deleted = { leads: 0, mails: [], attempts: 0, idempotencyKeys: 0 };
  // Chunks keep each statement's parameter list well under both databases' limits.
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const mails = await tx
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select(['outbox.id', 'outbox.kind', 'leads.reference'])
      .where('outbox.lead_id', 'in', chunk)
      .execute();
    const mailIds = mails.map((mail) => mail.id);
    if (mailIds.length > 0) {
      deleted.attempts += Number((await tx.deleteFrom('mail_attempts').where('outbox_id', 'in', mailIds).executeTakeFirst()).numDeletedRows);
      await tx.deleteFrom('outbox').where('id', 'in', mailIds).execute();
    }
    deleted.mails.push(...mails.map((mail) => ({ id: mail.id, reference: mail.reference, kind: mail.kind })));
    deleted.idempotencyKeys += Number((await tx.deleteFrom('idempotency_keys').where('lead_id', 'in', chunk).executeTakeFirst()).numDeletedRows);
    deleted.leads += Number((await tx.deleteFrom('leads').where('id', 'in', chunk).executeTakeFirst()).numDeletedRows);
  }
  return deleted;
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

function storedLead(row: Selectable<LeadsTable>): StoredLead {
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

function claimedMail(row: Selectable<OutboxTable>, reference: string): ClaimedMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    reference,
    kind: row.kind,
    to: { name: row.to_name, address: row.to_address },
    replyTo:
      row.reply_to_address !== null ? { name: row.reply_to_name ?? '', address: row.reply_to_address } : undefined,
    subject: row.subject,
    text: row.text,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    attempts: row.attempts,
    // Rows from before the retry window existed keep the old rule's reach: a day from their creation.
    retryUntil: row.retry_until ? new Date(row.retry_until) : new Date(new Date(row.created_at).getTime() + DAY_MS),
  };
}
