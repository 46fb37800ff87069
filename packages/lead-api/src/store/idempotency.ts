/** Idempotency records: the first answer to a request with an Idempotency-Key, kept with the lead it stored. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { IdempotencyRecord } from './types.ts';

/** Inside the lead's transaction: false when another request holds the key, and the lead must not be stored. */
export async function claimIdempotencyKey(tx: Transaction<Database>, record: IdempotencyRecord, leadId: number, createdAt: Date): Promise<boolean> {
  // On PostgreSQL a concurrent insert of the same key waits here for the first transaction, then
  // does nothing; on SQLite transactions are serialised. Either way exactly one request wins.
  const claimed = await tx
    .insertInto('idempotency_keys')
    .values({
      key: record.key,
      request_hash: record.requestHash,
      status: record.answer.status,
      body: record.answer.body,
      lead_id: leadId,
      created_at: createdAt.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function findIdempotencyKey(db: Kysely<Database>, key: string): Promise<IdempotencyRecord | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  return { key: row.key, requestHash: row.request_hash, answer: { status: row.status, body: row.body } };
}
