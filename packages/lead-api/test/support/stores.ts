/**
 * The stores the storage tests run against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 * (each store in a fresh schema of its own, dropped afterwards).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgresStore, openSqliteStore, type KyselyLeadStore } from '../../src/store';

export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  /** An empty store, migrated unless asked not to; `dispose` closes it and removes its data. */
  open(options?: { migrate?: boolean }): Promise<{ store: KyselyLeadStore; dispose(): Promise<void> }>;
}

const sqlite: StoreTarget = {
  name: 'sqlite',
  async open({ migrate = true } = {}) {
    const dir = await mkdtemp(path.join(tmpdir(), 'lead-store-'));
    const store = openSqliteStore(path.join(dir, 'leads.sqlite'));
    if (migrate) await store.migrate();
    return {
      store,
      async dispose() {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): StoreTarget {
  return {
    name: 'postgres',
    async open({ migrate = true } = {}) {
      const schema = `lead_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      // An idle client dropping its connection is not a test failure; the queries will say if it matters.
      const store = openPostgresStore(scoped.toString(), () => {});
      if (migrate) await store.migrate();
      return {
        store,
        async dispose() {
          await store.close();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  };
}

export const STORE_TARGETS: StoreTarget[] = process.env.TEST_DATABASE_URL ? [sqlite, postgres(process.env.TEST_DATABASE_URL)] : [sqlite];
