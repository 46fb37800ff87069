/**
 * What the `leads` command does, given its arguments, an environment and where to print: cli.ts hands it
 * the process's own, tests run it in theirs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCommand, USAGE, type Command } from './cli-args.ts';
import { ConfigError, loadConfig, type LeadServiceConfig } from './config.ts';
import { leadsToCsv } from './lead-export.ts';
import { erasePerson, findPerson, purgeExpired } from './privacy.ts';
import { openStore, SQLITE_FILE_NAME, type LeadStore } from './store/index.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface CommandOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Runs one command; resolves to the exit code: 0 done, 1 failed (the reason on stderr), 2 a usage error. */
export async function runLeadsCommand(args: string[], env: Record<string, string | undefined>, output: CommandOutput): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(args);
  } catch (error) {
    output.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (command.command === 'help') {
    output.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    await runWithStore(command, loadConfig(env), output);
    return 0;
  } catch (error) {
    output.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }
}

async function runWithStore(command: Exclude<Command, { command: 'help' }>, config: LeadServiceConfig, output: CommandOutput): Promise<void> {
  const outboxDir = path.join(config.dataDir, 'outbox');
  // These commands never create a database file: with none there is nothing stored to read or delete.
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    output.stderr.write(`No leads yet: ${sqliteFile} does not exist (set DATA_DIR or DATABASE_URL?).\n`);
    const print = (value: unknown) => output.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    if (command.command === 'export') output.stdout.write(leadsToCsv([]));
    if (command.command === 'mail-status') print({ counts: { pending: 0, sent: 0, failed: 0 }, failed: [] });
    if (command.command === 'person') print({ email: command.email.toLowerCase(), leads: [], mails: [], submissions: [] });
    return;
  }
  const store = openStore(config);
  try {
    // A database older than this code gets its new columns before they are asked for, as at server start.
    await store.migrate();
    await run(command, store, output, {
      outboxDir,
      leadRetentionDays: config.leadRetentionDays,
      retryWindowMs: config.mailRetryWindowHours * HOUR_MS,
    });
  } finally {
    await store.close();
  }
}

async function run(
  command: Exclude<Command, { command: 'help' }>,
  store: LeadStore,
  output: CommandOutput,
  options: { outboxDir: string; leadRetentionDays: number; retryWindowMs: number },
): Promise<void> {
  const print = (value: unknown) => output.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  switch (command.command) {
    case 'export':
      output.stdout.write(leadsToCsv(await store.listLeads(command.filter)));
      return;
    case 'person':
      print(await findPerson(store, command.email));
      return;
    case 'erase': {
      const deleted = await erasePerson(store, command.email, options.outboxDir);
      print({
        email: command.email.toLowerCase(),
        deleted: {
          leads: deleted.leads,
          mails: deleted.mails.length,
          mailAttempts: deleted.attempts,
          idempotencyKeys: deleted.idempotencyKeys,
          emlFiles: deleted.files,
        },
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
      output.stdout.write(`${count} failed e-mail${count === 1 ? '' : 's'} queued again; a running server sends them within its poll interval.\n`);
      return;
    }
  }
}
