/** Opens the store the configuration asks for: PostgreSQL when DATABASE_URL is set, else SQLite. */
import path from 'node:path';
import type { LeadServiceConfig } from '../config';
import type { KyselyLeadStore } from './kysely-store';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';

export type * from './types';
export { CopiesRemainError, GATE_KINDS, LEAD_KINDS } from './types';
export { KyselyLeadStore } from './kysely-store';
export { openPostgresStore } from './postgres';
export { openSqliteStore } from './sqlite';

export const SQLITE_FILE_NAME = 'leads.sqlite';

export function openStore(
  config: Pick<LeadServiceConfig, 'dataDir' | 'databaseUrl'>,
  onPoolError: (error: Error) => void = () => {},
): KyselyLeadStore {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, onPoolError)
    : openSqliteStore(path.join(config.dataDir, SQLITE_FILE_NAME));
}
