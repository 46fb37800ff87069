/** The embedded default: one SQLite file under DATA_DIR, via better-sqlite3. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { makePrivateDir, OWNER_ONLY_FILE, restrictToOwner } from '../private-files.ts';
import { KyselyLeadStore } from './kysely-store.ts';
import type { Database as Tables } from './schema.ts';

export function openSqliteStore(file: string): KyselyLeadStore {
  const dialect = new SqliteDialect({
    // Opened on first use, so creating the service touches no disk until `start`.
    database: async () => {
      makePrivateDir(path.dirname(file));
      createPrivateFile(file);
      for (const own of [file, `${file}-wal`, `${file}-shm`]) restrictToOwner(own);
      const db = new Database(file);
      // WAL lets the export CLI read while the server writes; synchronous=FULL fsyncs the WAL at every
      // commit, so a lead is on disk before its 201 is sent, even if the machine loses power after.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      // A deleted row is overwritten with zeros, not merely unlinked, so an erasure leaves no copy in free space.
      db.pragma('secure_delete = ON');
      // VACUUM (after an erasure) builds its copy of the database in memory, not in a temporary file elsewhere.
      db.pragma('temp_store = MEMORY');
      // Another process (the CLI, a second server) may hold the write lock briefly: wait, do not fail.
      db.pragma('busy_timeout = 5000');
      return db;
    },
  });
  return new KyselyLeadStore(new Kysely<Tables>({ dialect }), 'sqlite');
}

/**
 * Creates the database file private, before SQLite does (it would make it 0644), and SQLite gives the
 * -wal and -shm files the database file's mode. An existing file is never opened here: closing any
 * descriptor of it would drop the POSIX locks of every SQLite connection to it in this process.
 */
function createPrivateFile(file: string): void {
  if (existsSync(file)) return;
  try {
    closeSync(openSync(file, 'wx', OWNER_ONLY_FILE));
  } catch (error) {
    // Another process created it first; SQLite opens theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
