/** Rate-limit buckets shared by every process on the database. */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './migrations.ts';
import type { Database } from './schema.ts';

export async function takeRateLimit(
  db: Kysely<Database>,
  dialect: Dialect,
  key: string,
  perMinute: number,
  now: number,
): Promise<{ allowed: boolean; units: number }> {
  // The same integer token bucket as the in-memory limiter: a request costs 60 000 units, a bucket
  // holds perMinute of them and refills perMinute units per millisecond.
  const cost = 60_000;
  const capacity = perMinute * cost;
  // SQLite spells least/greatest as the many-argument min/max.
  const [least, greatest] = dialect === 'postgres' ? [sql.raw('least'), sql.raw('greatest')] : [sql.raw('min'), sql.raw('max')];
  const refilled = sql<number>`${least}(${capacity}, rate_limits.units + ${greatest}(0, ${now} - rate_limits.updated_at) * ${perMinute})`;
  const row = await db
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
