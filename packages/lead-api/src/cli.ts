/**
 * The lead commands for the sales team and for privacy requests:
 *
 *   npm run -s leads -w @company/lead-api -- export [--since 2026-01-01] [--until 2026-01-31] [--kind quote]
 *   npm run -s leads -w @company/lead-api -- person --email ada@lab.example
 *   npm run -s leads -w @company/lead-api -- erase --email ada@lab.example
 *   npm run -s leads -w @company/lead-api -- purge
 *   npm run -s leads -w @company/lead-api -- mail status
 *   npm run -s leads -w @company/lead-api -- mail requeue
 *
 * They use the same DATA_DIR / DATABASE_URL as the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { parseCommand, USAGE, type Command } from './cli-args';
import { leadsToCsv } from './lead-export';
import { erasePerson, findPerson, purgeExpired } from './privacy';
import { openStore, SQLITE_FILE_NAME, type LeadStore } from './store';

const HOUR_MS = 60 * 60 * 1000;

async function main(args: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const outboxDir = path.join(config.dataDir, 'outbox');
  // These commands never create a database file: with none there is nothing stored to read or delete.
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    process.stderr.write(`No leads yet: ${sqliteFile} does not exist (set DATA_DIR or DATABASE_URL?).\n`);
    if (command.command === 'export') process.stdout.write(leadsToCsv([]));
    if (command.command === 'mail-status') process.stdout.write(`${JSON.stringify({ counts: { pending: 0, sent: 0, failed: 0 }, failed: [] }, null, 2)}\n`);
    if (command.command === 'person') process.stdout.write(`${JSON.stringify({ email: command.email.toLowerCase(), leads: [], mails: [], submissions: [] }, null, 2)}\n`);
    return 0;
  }
  const store = openStore(config);
  try {
    // A database older than this code gets its new columns before they are asked for, as at server start.
    await store.migrate();
    await run(command, store, { outboxDir, leadRetentionDays: config.leadRetentionDays, retryWindowMs: config.mailRetryWindowHours * HOUR_MS });
    return 0;
  } finally {
    await store.close();
  }
}

async function run(
  command: Exclude<Command, { command: 'help' }>,
  store: LeadStore,
  options: { outboxDir: string; leadRetentionDays: number; retryWindowMs: number },
): Promise<void> {
  const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  switch (command.command) {
    case 'export':
      process.stdout.write(leadsToCsv(await store.listLeads(command.filter)));
      return;
    case 'person':
      print(await findPerson(store, command.email));
      return;
    case 'erase': {
      const deleted = await erasePerson(store, command.email, options.outboxDir);
      print({
        email: command.email.toLowerCase(),
        deleted: { leads: deleted.leads, mails: deleted.mails.length, mailAttempts: deleted.attempts, idempotencyKeys: deleted.idempotencyKeys, emlFiles: deleted.files },
        references: [...new Set(deleted.mails.map((mail) => mail.reference))],
      });
      return;
    }
    case 'purge': {
      const deleted = await purgeExpired(store, { outboxDir: options.outboxDir, leadRetentionDays: options.leadRetentionDays });
      print({
        deleted: {
          leads: deleted.leads,
          mails: deleted.mails.length,
          mailAttempts: deleted.attempts,
          idempotencyKeys: deleted.idempotencyKeys,
          rateLimitBuckets: deleted.rateLimits ?? 0,
          emlFiles: deleted.files,
        },
      });
      return;
    }
    case 'mail-status':
      print(await store.mailStatus());
      return;
    case 'mail-requeue': {
      const now = new Date();
      const count = await store.requeueFailedMails({ now, retryUntil: new Date(now.getTime() + options.retryWindowMs) });
      process.stdout.write(`${count} failed e-mail${count === 1 ? '' : 's'} queued again; a running server sends them within its poll interval.\n`);
      return;
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
