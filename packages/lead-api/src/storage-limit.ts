/**
 * A cap on the disk the service fills: the database and the `.eml` outbox. Every lead is stored before it
 * is answered, so a flood of valid submissions (each under the rate limit, from many addresses) grows the
 * data without bound; the cap turns a full disk, which would also stop confirmations, unsubscribes and
 * everything else on the machine, into a refusal of new leads alone, with a warning well before it.
 *
 * The size is measured on a timer, not per request: the outbox is a directory walk, and PostgreSQL's
 * size a query, each far more than a submission should pay, while the data grows by kilobytes per lead.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorText, type Logger } from './logger.ts';
import type { LeadStore } from './store/types.ts';

/** `near-limit` from 80 % of the limit, `full` from 100 %: new leads are then refused. */
export type StorageState = 'ok' | 'near-limit' | 'full';

const STORAGE_CHECK_INTERVAL_MS = 60_000;
/** A fifth of the limit left is weeks of leads at any ordinary rate: time to act on the warning. */
const STORAGE_WARNING_SHARE = 0.8;
export const MEGABYTE = 1024 * 1024;

export interface StorageGaugeOptions {
  /** Bytes in use now. */
  measure: () => Promise<number>;
  limitMb: number;
  logger: Logger;
  intervalMs?: number;
}

/** The last measured state of the storage, kept up to date on a timer. */
export class StorageGauge {
  private current: StorageState = 'ok';
  private timer: NodeJS.Timeout | undefined;
  private measuring: Promise<StorageState> | undefined;

  constructor(private readonly options: StorageGaugeOptions) {}

  get state(): StorageState {
    return this.current;
  }

  /** Measures once before resolving, so a restart on a full disk refuses leads from its first request. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? STORAGE_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Measures now; a measurement still running is shared rather than started twice. */
  check(): Promise<StorageState> {
    this.measuring ??= this.measureAndReport().finally(() => {
      this.measuring = undefined;
    });
    return this.measuring;
  }

  private async measureAndReport(): Promise<StorageState> {
    const { measure, limitMb, logger } = this.options;
    let bytes: number;
    try {
      bytes = await measure();
    } catch (error) {
      // The last known state stands: a database that cannot be asked is reported by the health check.
      logger.error('could not measure the storage', { error: errorText(error) });
      return this.current;
    }
    const next = storageState(bytes, limitMb);
    if (next !== this.current) {
      const details = { usedMb: Math.round((bytes / MEGABYTE) * 10) / 10, limitMb };
      if (next === 'full') {
        logger.error(`storage limit reached: new leads are refused until space is freed or STORAGE_LIMIT_MB is raised`, details);
      } else if (next === 'near-limit') {
        logger.warn(`storage above ${STORAGE_WARNING_SHARE * 100} % of STORAGE_LIMIT_MB`, details);
      } else {
        logger.info('storage below its warning level again', details);
      }
      this.current = next;
    }
    return next;
  }
}

export function storageState(bytes: number, limitMb: number): StorageState {
  const limit = limitMb * MEGABYTE;
  if (bytes >= limit) return 'full';
  return bytes >= limit * STORAGE_WARNING_SHARE ? 'near-limit' : 'ok';
}

/**
 * Bytes the service keeps: the database (for SQLite, the pages in use plus its WAL and shared-memory
 * files, as the WAL can hold many pages not yet copied into the file), plus the `.eml` outbox. SQLite's
 * free pages are left out: they are reused before the file grows, so once a purge or an erasure has freed
 * room, leads are taken again without anyone compacting the file.
 */
export async function measureStorage(store: Pick<LeadStore, 'databaseSize'>, places: { sqliteFile?: string; outboxDir: string }): Promise<number> {
  const { sqliteFile, outboxDir } = places;
  const sizes = await Promise.all([
    store.databaseSize(),
    ...(sqliteFile ? [`${sqliteFile}-wal`, `${sqliteFile}-shm`].map(fileSize) : []),
    directorySize(outboxDir),
  ]);
  return sum(sizes);
}

async function directorySize(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return sum(await Promise.all(names.map((name) => fileSize(path.join(dir, name)))));
}

/** 0 for a file that is not there (yet, or any more: the purge may remove it while it is counted). */
async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
