/**
 * The mail outbox: e-mails queued with their lead, leased to one sender at a time, their delivery attempts,
 * and the counts `leads mail status` shows.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Dialect } from './migrations.ts';
import type { Database, OutboxTable } from './schema.ts';
import type { AttemptResult, ClaimedMail, ConfirmationLimit, FailedMail, MailStatus, NewMail } from './types.ts';

/** Longest error text kept per attempt: an SMTP transcript can be long, the first line says enough. */
const MAX_ERROR_LENGTH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Inside the lead's transaction: its e-mails, due at once and retried until `retryUntil` (a day after the lead unless given). */
export async function queueMails(
  tx: Transaction<Database>,
  leadId: number,
  mails: NewMail[],
  { createdAt, retryUntil = new Date(createdAt.getTime() + DAY_MS) }: { createdAt: Date; retryUntil?: Date },
): Promise<void> {
  if (mails.length === 0) return;
  const created = createdAt.toISOString();
  await tx
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        lead_id: leadId,
        kind: mail.kind,
        to_name: mail.to.name,
        to_address: mail.to.address,
        reply_to_name: mail.replyTo?.name ?? null,
        reply_to_address: mail.replyTo?.address ?? null,
        subject: mail.subject,
        text: mail.text,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: created,
        created_at: created,
        recipient_key: mail.recipientKey ?? null,
        retry_until: retryUntil.toISOString(),
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
      })),
    )
    .execute();
}

/**
 * Whether this recipient already has its share of confirmations in the window. On PostgreSQL a lock per
 * recipient, held to the end of the transaction, makes concurrent leads for one address (from any
 * process) count one after the other; SQLite runs one write transaction at a time anyway.
 */
export async function recipientAtLimit(
  tx: Transaction<Database>,
  dialect: Dialect,
  key: string,
  now: Date,
  limit: ConfirmationLimit,
): Promise<boolean> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${key}`}))`.execute(tx);
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

export async function claimDueMails(
  db: Kysely<Database>,
  dialect: Dialect,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const due = now.toISOString();
  // Pick, then lease, in one transaction. On PostgreSQL the picked rows stay locked until the lease is
  // written, and concurrent senders (several processes) skip them instead of queueing on them; SQLite
  // has one writer at a time. (A single UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP
  // LOCKED) is no substitute: PostgreSQL may run the subquery once per row and lease every due e-mail.)
  const rows = await db.transaction().execute(async (tx) => {
    let candidates = tx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', due)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
    if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
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
    (await db.selectFrom('leads').select(['id', 'reference']).where('id', 'in', leadIds).execute()).map((lead) => [lead.id, lead.reference]),
  );
  return rows.sort((a, b) => a.id - b.id).map((row) => claimedMail(row, references.get(row.lead_id) ?? ''));
}

export async function recordAttempt(db: Kysely<Database>, mailId: number, attempt: AttemptResult & { at: Date }): Promise<void> {
  const at = attempt.at.toISOString();
  const error = attempt.ok ? null : attempt.error.slice(0, MAX_ERROR_LENGTH);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('mail_attempts')
      .values({ outbox_id: mailId, attempted_at: at, ok: attempt.ok ? 1 : 0, error })
      .execute();
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

export async function requeueFailedMails(db: Kysely<Database>, { now, retryUntil }: { now: Date; retryUntil: Date }): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now.toISOString(), retry_until: retryUntil.toISOString() })
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function mailStatus(db: Kysely<Database>): Promise<{ counts: Record<MailStatus, number>; failed: FailedMail[] }> {
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  const byStatus = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const failed = await db
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

function claimedMail(row: Selectable<OutboxTable>, reference: string): ClaimedMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    reference,
    kind: row.kind,
    to: { name: row.to_name, address: row.to_address },
    replyTo: row.reply_to_address !== null ? { name: row.reply_to_name ?? '', address: row.reply_to_address } : undefined,
    subject: row.subject,
    text: row.text,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    attempts: row.attempts,
    // Rows from before the retry window existed keep the old rule's reach: a day from their creation.
    retryUntil: row.retry_until ? new Date(row.retry_until) : new Date(new Date(row.created_at).getTime() + DAY_MS),
  };
}
