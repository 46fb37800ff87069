/** PostgreSQL when DATABASE_URL is set, via a pg connection pool. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyLeadStore } from './kysely-store.ts';
import type { Database } from './schema.ts';

export function openPostgresStore(connectionString: string, onError: (error: Error) => void): KyselyLeadStore {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail a request (503) rather than hang it when the database is unreachable.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) emits 'error' on the pool; unhandled, that
  // would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', onError);
  return new KyselyLeadStore(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
}
