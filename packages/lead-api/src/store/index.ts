/** Opens the store the configuration asks for: PostgreSQL when DATABASE_URL is set, else SQLite. */
import path from 'node:path';
import type { LeadServiceConfig } from '../config.ts';
import type { KyselyLeadStore } from './kysely-store.ts';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';

export type * from './types.ts';
export { CopiesRemainError, GATE_KINDS, LEAD_KINDS } from './types.ts';
export { KyselyLeadStore } from './kysely-store.ts';
export { openPostgresStore } from './postgres.ts';
export { openSqliteStore } from './sqlite.ts';

export const SQLITE_FILE_NAME = 'leads.sqlite';

export function openStore(
  config: Pick<LeadServiceConfig, 'dataDir' | 'databaseUrl'>,
  onPoolError: (error: Error) => void = () => {},
): KyselyLeadStore {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl, onPoolError) : openSqliteStore(path.join(config.dataDir, SQLITE_FILE_NAME));
}
