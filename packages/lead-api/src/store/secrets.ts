/** The service's own secrets (the mail links' signing key), made once per database. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export async function serviceSecret(db: Kysely<Database>, name: string): Promise<string> {
  // Insert-if-absent, then read: two processes starting together end up with the same value.
  await db
    .insertInto('service_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('service_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
