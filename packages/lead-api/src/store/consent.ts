/** Marketing consent on leads: confirmed by the e-mailed link, withdrawn by an unsubscribe. */
import type { Kysely } from 'kysely';
import { recipientKey } from '../mail/recipient.ts';
import type { Database } from './schema.ts';
import type { MarketingConfirmation } from './types.ts';

export async function confirmMarketing(db: Kysely<Database>, reference: string, at: Date): Promise<MarketingConfirmation> {
  const state = await marketingConfirmation(db, reference);
  if (state !== 'confirmed') return state;
  // A second click keeps the first confirmation's time. A withdrawal is never cleared here: only a new
  // opt-in, on a new lead, subscribes the mailbox again.
  const updated = await db
    .updateTable('leads')
    .set({ marketing_confirmed_at: at.toISOString() })
    .where('reference', '=', reference)
    .where('marketing_confirmed_at', 'is', null)
    .where('marketing_withdrawn_at', 'is', null)
    .executeTakeFirst();
  // Nothing updated: confirmed before, or an unsubscribe came in between, which then stands.
  return Number(updated.numUpdatedRows) === 0 ? marketingConfirmation(db, reference) : 'confirmed';
}

export async function marketingConfirmation(db: Kysely<Database>, reference: string): Promise<MarketingConfirmation> {
  const lead = await db
    .selectFrom('leads')
    .select(['email', 'created_at'])
    .where('reference', '=', reference)
    .where('marketing_consent_at', 'is not', null)
    .executeTakeFirst();
  if (!lead) return 'not-found';
  // Any lead of the mailbox withdrawn since this one was made, itself included: an unsubscribe names
  // one spelling of the address, and a lead stored while it ran would not have been marked.
  const withdrawnSince = await db
    .selectFrom('leads')
    .select('id')
    .where('email_key', '=', recipientKey(lead.email))
    .where('marketing_withdrawn_at', '>=', lead.created_at)
    .limit(1)
    .executeTakeFirst();
  return withdrawnSince ? 'withdrawn' : 'confirmed';
}

export async function withdrawMarketing(db: Kysely<Database>, email: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('leads')
    .set({ marketing_withdrawn_at: at.toISOString() })
    .where('email_key', '=', recipientKey(email))
    .where('marketing_consent_at', 'is not', null)
    .where('marketing_withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
