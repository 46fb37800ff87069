/**
 * The sales team's lead export:
 *
 *   npm run leads -w @company/lead-api -- export [--since 2026-01-01] [--until 2026-01-31] [--kind quote]
 *
 * Prints CSV to stdout, using the same DATA_DIR / DATABASE_URL as the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { leadsToCsv, parseExportArgs, USAGE } from './lead-export';
import { openStore, SQLITE_FILE_NAME, type LeadFilter } from './store';

async function main(args: string[]): Promise<number> {
  let filter: LeadFilter | 'help';
  try {
    filter = parseExportArgs(args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (filter === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  // An export only reads: it never creates a database file or runs migrations.
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    process.stderr.write(`No leads yet: ${sqliteFile} does not exist (set DATA_DIR or DATABASE_URL?).\n`);
    process.stdout.write(leadsToCsv([]));
    return 0;
  }
  const store = openStore(config);
  try {
    process.stdout.write(leadsToCsv(await store.listLeads(filter)));
    return 0;
  } finally {
    await store.close();
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
