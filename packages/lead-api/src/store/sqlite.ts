/** The embedded default: one SQLite file under DATA_DIR, via better-sqlite3. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { KyselyLeadStore } from './kysely-store';
import type { Database as Tables } from './schema';

export function openSqliteStore(file: string): KyselyLeadStore {
  const dialect = new SqliteDialect({
    // Opened on first use, so creating the service touches no disk until `start`.
    database: async () => {
      mkdirSync(path.dirname(file), { recursive: true });
      const db = new Database(file);
      // WAL lets the export CLI read while the server writes; synchronous=FULL fsyncs the WAL at every
      // commit, so a lead is on disk before its 201 is sent, even if the machine loses power after.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      // Another process (the CLI, a second server) may hold the write lock briefly: wait, do not fail.
      db.pragma('busy_timeout = 5000');
      return db;
    },
  });
  return new KyselyLeadStore(new Kysely<Tables>({ dialect }), 'sqlite');
}
