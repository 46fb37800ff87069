/**
 * What the privacy policy promises, done by the service: how long each record is kept, answering an
 * access request, erasing a person, and the daily purge of what is past its time.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { mailFileStem } from './mail/outbox.ts';
import { CopiesRemainError, type Deleted, type LeadStore, type PersonRecord, type PurgeCutoffs } from './store/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Delivered (or finally failed) e-mails, their attempts and `.eml` files: long enough to answer "did you get my request?". */
const MAIL_RETENTION_DAYS = 30;
/** Idempotency records: the browser retries a queued download lead on later visits, for weeks at most. */
const IDEMPOTENCY_RETENTION_DAYS = 30;
/** Rate-limit buckets refill within a minute; an hour-old one is full and need not be kept. */
const RATE_LIMIT_RETENTION_MS = 60 * 60 * 1000;
/** How often the running service purges by itself. */
export const PURGE_INTERVAL_MS = DAY_MS;

export interface Erased extends Deleted {
  /** `.eml` files removed from the file outbox. */
  files: number;
}

export function purgeCutoffs(now: Date, leadRetentionDays: number): PurgeCutoffs {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    leadsLastContactBefore: daysAgo(leadRetentionDays),
    mailsBefore: daysAgo(MAIL_RETENTION_DAYS),
    idempotencyKeysBefore: daysAgo(IDEMPOTENCY_RETENTION_DAYS),
    rateLimitsBefore: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
  };
}

/** Every record about one address, for an access request. */
export function findPerson(store: LeadStore, email: string): Promise<PersonRecord> {
  return store.findPerson(email);
}

/** Deletes one person's leads, e-mails, attempts, idempotency records and `.eml` files. */
export function erasePerson(store: LeadStore, email: string, outboxDir: string): Promise<Erased> {
  return withMailFiles(outboxDir, store.erasePerson(email));
}

/**
 * Deletes everything past its retention. Safe to run at any time, from any number of processes;
 * `compact: false` (the running service) leaves out the SQLite file's rewrite, which would block it.
 */
export function purgeExpired(
  store: LeadStore,
  options: { outboxDir: string; leadRetentionDays: number; now?: Date; compact?: boolean },
): Promise<Erased> {
  return withMailFiles(
    options.outboxDir,
    store.purge(purgeCutoffs(options.now ?? new Date(), options.leadRetentionDays), { compact: options.compact }),
  );
}

async function withMailFiles(outboxDir: string, deleting: Promise<Deleted>): Promise<Erased> {
  try {
    const deleted = await deleting;
    return { ...deleted, files: await removeMailFiles(outboxDir, deleted) };
  } catch (error) {
    // The rows went even so, and no later run would know their files: they go now.
    if (error instanceof CopiesRemainError) await removeMailFiles(outboxDir, error.deleted);
    throw error;
  }
}

async function removeMailFiles(outboxDir: string, deleted: Deleted): Promise<number> {
  let removed = 0;
  for (const mail of deleted.mails) {
    const file = path.join(outboxDir, `${mailFileStem(mail)}.eml`);
    // A send that crashed mid-write leaves its partial file, with as much of the person as it got to.
    await rm(`${file}.partial`, { force: true });
    // Mail delivered over SMTP has no file.
    try {
      await rm(file);
      removed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
