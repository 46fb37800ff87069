/**
 * In-code migrations, run by Kysely's Migrator at every start. Append new migrations; never edit one that
 * has shipped. The same migrations serve both dialects; the few differences are spelled out below.
 */
import { Migrator, sql, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { recipientKey } from '../mail/recipient.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}

/**
 * The migrator for this database, at its schema. PostgreSQL: Kysely looks for its migration tables in every
 * schema unless told which, so a database holding another schema migrated before (staging beside production,
 * one per test) would leave this one without them; the schema this connection writes to is the one.
 */
export async function createMigrator(db: Kysely<Database>, dialect: Dialect): Promise<Migrator> {
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: migrationProvider(dialect), migrationTableSchema });
}

/** Runs every migration not yet applied; throws naming the one that failed. */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const { error, results } = await (await createMigrator(db, dialect)).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

function migrations(dialect: Dialect): Record<string, Migration> {
  // SQLite: INTEGER PRIMARY KEY AUTOINCREMENT never reuses ids; PostgreSQL: an identity column.
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  // ISO timestamps must sort bytewise; a locale collation could order punctuation differently.
  const time = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.modifyEnd(sql`collate "C"`) : col);

  return {
    '2026-01-01-0001-leads-outbox-idempotency': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('leads')
          .addColumn('id', 'integer', id)
          .addColumn('reference', 'text', (col) => col.notNull().unique())
          .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('quote', 'contact', 'download')`))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('email', 'text', (col) => col.notNull())
          .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('organization', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('job_title', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('research_areas', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('intent', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('marketing_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('product', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('product_name', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('topic', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('file_name', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('page', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('referrer', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('utm', 'text', (col) => col.notNull().defaultTo('{}'))
          .addColumn('client_ip', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('created_at', 'text', (col) => time(col.notNull()))
          .execute();
        await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

        await db.schema
          .createTable('outbox')
          .addColumn('id', 'integer', id)
          .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
          .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('notification', 'confirmation')`))
          .addColumn('to_name', 'text', (col) => col.notNull())
          .addColumn('to_address', 'text', (col) => col.notNull())
          .addColumn('reply_to_name', 'text')
          .addColumn('reply_to_address', 'text')
          .addColumn('subject', 'text', (col) => col.notNull())
          .addColumn('text', 'text', (col) => col.notNull())
          .addColumn('status', 'text', (col) =>
            col
              .notNull()
              .defaultTo('pending')
              .check(sql`status in ('pending', 'sent', 'failed')`),
          )
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (col) => time(col.notNull()))
          .addColumn('sent_at', 'text', time)
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'text', (col) => time(col.notNull()))
          .execute();
        // The sender's only query shape: due pending rows in order.
        await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
        await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();

        await db.schema
          .createTable('mail_attempts')
          .addColumn('id', 'integer', id)
          .addColumn('outbox_id', 'integer', (col) => col.notNull().references('outbox.id'))
          .addColumn('attempted_at', 'text', (col) => time(col.notNull()))
          .addColumn('ok', 'integer', (col) => col.notNull())
          .addColumn('error', 'text')
          .execute();
        await db.schema.createIndex('mail_attempts_outbox').on('mail_attempts').column('outbox_id').execute();

        await db.schema
          .createTable('idempotency_keys')
          // The primary key is what makes concurrent duplicates safe: the second insert finds it taken.
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('request_hash', 'text', (col) => col.notNull())
          .addColumn('status', 'integer', (col) => col.notNull())
          .addColumn('body', 'text', (col) => col.notNull())
          .addColumn('lead_id', 'integer', (col) => col.references('leads.id'))
          .addColumn('created_at', 'text', (col) => time(col.notNull()))
          .execute();
      },
    },

    '2026-11-23-0002-privacy-retries-shared-limits': {
      async up(db: Kysely<unknown>) {
        // Marketing consent as the privacy policy promises it: when it was given, confirmed by the
        // double opt-in link, and withdrawn. Withdrawal applies to the address, so it is kept per lead too.
        for (const column of ['marketing_consent_at', 'marketing_confirmed_at', 'marketing_withdrawn_at']) {
          await db.schema.alterTable('leads').addColumn(column, 'text', time).execute();
        }
        await sql`update leads set marketing_consent_at = created_at where marketing_opt_in = 1`.execute(db);
        // Erasure and access requests look a person up by address.
        await db.schema.createIndex('leads_email').on('leads').column('email').execute();

        // The recipient as the confirmation throttle counts it (see mail/recipient.ts), the end of the
        // retry window, and extra headers (List-Unsubscribe) as JSON.
        await db.schema.alterTable('outbox').addColumn('recipient_key', 'text').execute();
        await db.schema.alterTable('outbox').addColumn('retry_until', 'text', time).execute();
        await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
        await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient_key', 'created_at']).execute();

        // Token buckets shared by every API process on one database; units and times are whole numbers.
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('units', 'bigint', (col) => col.notNull())
          .addColumn('updated_at', 'bigint', (col) => col.notNull())
          .addColumn('allowed', 'integer', (col) => col.notNull())
          .execute();

        // Secrets the service makes for itself (the key that signs e-mail links), so every process
        // sharing the database signs and checks alike without another variable to configure.
        await db.schema
          .createTable('service_secrets')
          .addColumn('name', 'text', (col) => col.primaryKey())
          .addColumn('value', 'text', (col) => col.notNull())
          .execute();
      },
    },

    '2026-11-27-0003-estimates': {
      async up(db: Kysely<unknown>) {
        // Budgetary estimates are leads of their own kind, with the configuration they were issued for.
        await widenKindCheck(db, dialect, ['quote', 'contact', 'download', 'estimate']);
        await db.schema.alterTable('leads').addColumn('configuration', 'text').execute();
      },
    },

    '2026-12-01-0004-mailbox-key': {
      async up(db: Kysely<unknown>) {
        await atomically(db, async (tx) => {
          // Access and erasure requests find a person by mailbox, as the confirmation throttle counts
          // recipients, so that no spelling of one address (case, +tag, Gmail's dots) escapes them.
          await tx.schema
            .alterTable('leads')
            .addColumn('email_key', 'text', (col) => col.notNull().defaultTo(''))
            .execute();
          const { rows: emails } = await sql<{ email: string }>`select distinct email from leads`.execute(tx);
          for (const { email } of emails) await sql`update leads set email_key = ${recipientKey(email)} where email = ${email}`.execute(tx);
          await tx.schema.createIndex('leads_email_key').on('leads').column('email_key').execute();

          // Confirmations already sent count under the Gmail-aware key too, so the upgrade renews nobody's share.
          const { rows: keys } = await sql<{ key: string }>`select distinct recipient_key as key from outbox where recipient_key is not null`.execute(
            tx,
          );
          for (const { key } of keys) {
            const rekeyed = recipientKey(key);
            if (rekeyed !== key) await sql`update outbox set recipient_key = ${rekeyed} where recipient_key = ${key}`.execute(tx);
          }
        });
      },
    },
  };
}

/**
 * Runs a migration's steps all or none. PostgreSQL's migrations already run in a transaction; SQLite's do
 * not, and there a failure halfway would leave a column the retry cannot add again (and every backfill
 * update would be a commit, and an fsync, of its own).
 */
async function atomically(db: Kysely<unknown>, steps: (tx: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await steps(db);
  else await db.transaction().execute(steps);
}

/**
 * Replaces the check on `leads.kind`. PostgreSQL alters the constraint in place. SQLite cannot alter a
 * check, so the table is rebuilt from its own recorded definition with only the check changed, the way
 * SQLite documents it: with foreign keys off (the outbox keeps pointing at `leads` by name), in one
 * transaction, checked for dangling keys before it commits.
 */
async function widenKindCheck(db: Kysely<unknown>, dialect: Dialect, kinds: string[]) {
  const check = `kind in (${kinds.map((kind) => `'${kind}'`).join(', ')})`;
  if (dialect === 'postgres') {
    await sql`alter table leads drop constraint leads_kind_check`.execute(db);
    await sql.raw(`alter table leads add constraint leads_kind_check check (${check})`).execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'leads'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'leads' and sql is not null`.execute(
    db,
  );
  const definition = rows[0]?.sql.replace(/kind in \([^)]*\)/, check);
  if (!definition?.includes(check)) throw new Error('The leads table has no kind check to widen.');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(definition.replace(/^CREATE TABLE "?leads"?/i, 'CREATE TABLE "leads_rebuilt"')).execute(trx);
      await sql`insert into leads_rebuilt select * from leads`.execute(trx);
      await sql`drop table leads`.execute(trx);
      await sql`alter table leads_rebuilt rename to leads`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const dangling = await sql`pragma foreign_key_check`.execute(trx);
      if (dangling.rows.length > 0) throw new Error('Rebuilding the leads table would leave dangling references.');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
