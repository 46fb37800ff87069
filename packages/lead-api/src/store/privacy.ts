/**
 * What the privacy policy asks of the database: every record about one mailbox, found or erased, and the
 * purge of what is past its retention, both leaving no copy of a deleted row on disk.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { recipientKey } from '../mail/recipient.ts';
import { storedLead } from './leads.ts';
import type { Dialect } from './migrations.ts';
import type { Database } from './schema.ts';
import { CopiesRemainError, type Deleted, type PersonRecord, type PurgeCutoffs, type StoredMail } from './types.ts';

export async function findPerson(db: Kysely<Database>, email: string): Promise<PersonRecord> {
  const address = email.trim().toLowerCase();
  const leads = (
    await db.selectFrom('leads').selectAll().where('email_key', '=', recipientKey(address)).orderBy('created_at').orderBy('id').execute()
  ).map(storedLead);
  const leadIds = leads.map((lead) => lead.id);
  const references = new Map(leads.map((lead) => [lead.id, lead.reference]));
  if (leadIds.length === 0) return { email: address, leads: [], mails: [], submissions: [] };

  const rows = await db.selectFrom('outbox').selectAll().where('lead_id', 'in', leadIds).orderBy('id').execute();
  const attempts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('mail_attempts')
          .selectAll()
          .where(
            'outbox_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('id')
          .execute();
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
  const keys = await db.selectFrom('idempotency_keys').select(['key', 'lead_id', 'created_at']).where('lead_id', 'in', leadIds).execute();
  return {
    email: address,
    leads,
    mails,
    submissions: keys.map((key) => ({ key: key.key, reference: references.get(key.lead_id ?? -1) ?? '', createdAt: key.created_at })),
  };
}

export async function erasePerson(db: Kysely<Database>, dialect: Dialect, email: string): Promise<Deleted> {
  const deleted = await db.transaction().execute(async (tx) => {
    const ids = (await tx.selectFrom('leads').select('id').where('email_key', '=', recipientKey(email)).execute()).map((row) => row.id);
    return deleteLeads(tx, ids);
  });
  // Even when nothing was left to delete: a rerun after a failed clean-up finishes it.
  await removeDeletedCopies(db, dialect, deleted);
  return deleted;
}

export async function purge(
  db: Kysely<Database>,
  dialect: Dialect,
  cutoffs: PurgeCutoffs,
  { compact = true }: { compact?: boolean } = {},
): Promise<Deleted> {
  const deleted = await db.transaction().execute(async (tx) => {
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
    await removeDeletedCopies(db, dialect, deleted, compact);
  }
  return deleted;
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
async function removeDeletedCopies(db: Kysely<Database>, dialect: Dialect, deleted: Deleted, compact = true): Promise<void> {
  const incomplete = (reason: string, cause?: unknown) =>
    new CopiesRemainError(`The records are deleted, but copies may remain on disk: ${reason} Running erase or purge again finishes it.`, deleted, {
      cause,
    });
  if (dialect === 'postgres') {
    // INDEX_CLEANUP ON: with few dead rows PostgreSQL would skip the indexes, and leads_email holds addresses.
    await sql`vacuum (index_cleanup on) leads, outbox, mail_attempts, idempotency_keys, rate_limits`.execute(db).catch((error: unknown) => {
      throw incomplete(`VACUUM failed (${String(error)}).`, error);
    });
    return;
  }
  try {
    if (compact) await sql`vacuum`.execute(db);
  } catch (error) {
    throw incomplete(`VACUUM failed (${String(error)}).`, error);
  }
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
  if (rows[0]?.busy) throw incomplete('another process kept reading the write-ahead log, so it could not be emptied.');
}
