/**
 * The storage contract: what the HTTP layer, the outbox sender and the export CLI need, and nothing more,
 * so SQLite and PostgreSQL can sit behind it unnoticed.
 */

export type LeadKind = 'quote' | 'contact' | 'download' | 'estimate';
export const LEAD_KINDS: readonly LeadKind[] = ['quote', 'contact', 'download', 'estimate'];

/** The kinds that come through the download gate's details form (and may carry a marketing opt-in). */
export const GATE_KINDS: ReadonlySet<LeadKind> = new Set(['download', 'estimate']);

/**
 * The system configuration a budgetary estimate was issued for: what the visitor chose, and what the
 * host's catalogue made of it (the estimate's code and price range as the visitor's document states them).
 */
export interface LeadConfiguration {
  product: string;
  waferSizeMm: number;
  options: string[];
  /** The estimate's reference code, printed on the visitor's document. */
  code: string;
  /** The price range the document states, as printed. */
  priceRange: string;
  /** The configuration in words, label and value, as the sales e-mail and the export show it. */
  summary: [label: string, value: string][];
}
export type MailKind = 'notification' | 'confirmation';
export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailAddress {
  name: string;
  address: string;
}

/** Every field a visitor can submit, flattened over the kinds; a field a kind lacks is '' (or null). */
export interface LeadFields {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  organization: string;
  jobTitle: string;
  researchAreas: string;
  intent: string;
  marketingOptIn: boolean;
  message: string;
  product: string;
  productName: string;
  topic: string;
  fileName: string;
  page: string;
  referrer: string;
  utm: Record<string, string>;
  /** Set on estimates only. */
  configuration: LeadConfiguration | null;
}

export interface NewLead extends LeadFields {
  reference: string;
  clientIp: string;
  userAgent: string;
  createdAt: Date;
}

export interface StoredLead extends NewLead {
  id: number;
  /** Marketing consent: ticked on the form, confirmed by the e-mailed link, withdrawn; null when not. */
  marketingConsentAt: Date | null;
  marketingConfirmedAt: Date | null;
  marketingWithdrawnAt: Date | null;
}

/** An outbox row as a privacy request shows it: to whom, what, and what became of it. */
export interface StoredMail {
  id: number;
  leadId: number;
  reference: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  status: MailStatus;
  attempts: { at: string; ok: boolean; error: string | null }[];
  createdAt: string;
  sentAt: string | null;
}

/** Everything stored about one address: the answer to an access request. */
export interface PersonRecord {
  email: string;
  leads: StoredLead[];
  mails: StoredMail[];
  /** Idempotency records of their submissions (key and the answer given). */
  submissions: { key: string; reference: string; createdAt: string }[];
}

/** What an erasure or a purge deleted; `mails` name the outbox rows, whose `.eml` files go too. */
export interface Deleted {
  leads: number;
  mails: { id: number; reference: string; kind: MailKind }[];
  attempts: number;
  idempotencyKeys: number;
  rateLimits?: number;
}

/**
 * The rows are deleted (`deleted` says which), but older copies of them could not yet be cleared from
 * the database's files; running the erasure or purge again finishes that.
 */
export class CopiesRemainError extends Error {
  constructor(
    message: string,
    readonly deleted: Deleted,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CopiesRemainError';
  }
}

/** Cut-off times of a purge: anything older goes. */
export interface PurgeCutoffs {
  /** Leads whose address was last in contact (its newest lead) before this. */
  leadsLastContactBefore: Date;
  /** Sent or failed e-mails, and their attempts, created before this. */
  mailsBefore: Date;
  idempotencyKeysBefore: Date;
  /** Rate-limit buckets untouched since before this. */
  rateLimitsBefore: Date;
}

export interface NewMail {
  kind: MailKind;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** Set on mails to visitors: the recipient as the confirmation throttle counts it. */
  recipientKey?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** At most `max` confirmations to one recipient per `windowMs`; more leads are stored, their confirmations dropped. */
export interface ConfirmationLimit {
  max: number;
  windowMs: number;
}

/** An outbox row taken by one sender: nobody else sends it until the claim's lease runs out. */
export interface ClaimedMail extends NewMail {
  id: number;
  leadId: number;
  reference: string;
  /** Attempts made before this one. */
  attempts: number;
  /** A failure after this time is final. */
  retryUntil: Date;
}

/** The first answer to an idempotent request, replayed byte for byte to any retry. */
interface StoredAnswer {
  status: number;
  body: string;
}

export interface IdempotencyRecord {
  key: string;
  requestHash: string;
  answer: StoredAnswer;
}

export type RecordOutcome =
  /** `confirmationDropped`: the recipient had their share of confirmations; the lead and notification are stored. */
  | { outcome: 'stored'; leadId: number; confirmationDropped: boolean }
  /** The random reference number already exists: draw another and try again. */
  | { outcome: 'reference-taken' }
  /** Another request with this Idempotency-Key committed first: nothing of this one was stored. */
  | { outcome: 'key-taken' };

/** An e-mail that will not be sent unless requeued, as `leads mail status` lists it. */
export interface FailedMail {
  id: number;
  reference: string;
  kind: MailKind;
  to: string;
  attempts: number;
  /** The last failure, e.g. the mail server's reply `550 5.1.1 no such mailbox`. */
  lastError: string | null;
  createdAt: string;
}

export type AttemptResult = { ok: true } | { ok: false; error: string; /** null: give up, mark failed */ retryAt: Date | null };

export interface LeadFilter {
  /** Inclusive lower bound on created_at. */
  since?: Date;
  /** Exclusive upper bound on created_at. */
  until?: Date;
  kind?: LeadKind;
}

/**
 * What a confirm link does for its lead: `confirmed` (now, or already); `withdrawn`, nothing, because the
 * mailbox unsubscribed after the lead was made; `not-found`, nothing, because no such opt-in is stored.
 */
export type MarketingConfirmation = 'confirmed' | 'withdrawn' | 'not-found';

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Creates or upgrades the tables; safe to run at every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Bytes the database holds: PostgreSQL's `pg_database_size`; SQLite's pages in use, without the free
   * pages deleted rows leave (reused before the file grows) and without its WAL.
   */
  databaseSize(): Promise<number>;
  /**
   * The lead, its e-mails and (when given) its idempotency record, all in one transaction or not at all.
   * Confirmations beyond `confirmationLimit` are left out (counted across processes sharing the database).
   */
  recordLead(input: {
    lead: NewLead;
    mails: NewMail[];
    idempotency?: IdempotencyRecord;
    confirmationLimit?: ConfirmationLimit;
    /** When a failed e-mail stops being retried; defaults to a day after the lead. */
    retryUntil?: Date;
  }): Promise<RecordOutcome>;
  findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined>;
  /** Takes up to `limit` due e-mails and leases them for `leaseMs`, so a crash mid-send only delays them. */
  claimDueMails(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]>;
  /** Records one delivery attempt and moves the e-mail to sent, back to pending (at `retryAt`) or to failed. */
  recordAttempt(mailId: number, attempt: AttemptResult & { at: Date }): Promise<void>;
  /** Failed e-mails become pending again, due now and retried until `retryUntil`; returns how many. */
  requeueFailedMails(options: { now: Date; retryUntil: Date }): Promise<number>;
  /** E-mails counted by status, and the failed ones (oldest first) with the error that ended them. */
  mailStatus(): Promise<{ counts: Record<MailStatus, number>; failed: FailedMail[] }>;
  /**
   * Takes one request from the shared token bucket `key` (`perMinute` requests, refilled evenly over a
   * minute); true when allowed. One statement, so processes sharing the database share the bucket.
   */
  takeRateLimit(key: string, perMinute: number, now: number): Promise<{ allowed: boolean; units: number }>;
  /** A secret of the service's own, made at first use and the same for every process on this database. */
  serviceSecret(name: string): Promise<string>;
  /**
   * Marks the opt-in of the lead with this reference confirmed, unless its mailbox (any spelling of it)
   * has withdrawn consent since that lead was made: an old link must not undo a later unsubscribe.
   */
  confirmMarketing(reference: string, at: Date): Promise<MarketingConfirmation>;
  /** What `confirmMarketing` would answer now, recording nothing. */
  marketingConfirmation(reference: string): Promise<MarketingConfirmation>;
  /** Withdraws marketing consent on every lead of this address; returns how many leads had it. */
  withdrawMarketing(email: string, at: Date): Promise<number>;
  /** Leads in creation order. */
  listLeads(filter?: LeadFilter): Promise<StoredLead[]>;
  /** Every record about this mailbox, however spelled (matched by `recipientKey`). */
  findPerson(email: string): Promise<PersonRecord>;
  /**
   * Deletes every record about this mailbox, however spelled, in one transaction, then clears older
   * copies from the database's files; throws CopiesRemainError when the rows went but copies remain.
   */
  erasePerson(email: string): Promise<Deleted>;
  /**
   * Deletes what is past its retention, in one transaction, and clears copies as erasePerson does.
   * `compact: false` leaves out the SQLite VACUUM (rows deleted now are zeroed on disk anyway, and the
   * log is still emptied): it blocks its process for as long as it takes, so the running service leaves
   * the rewrite to the command line.
   */
  purge(cutoffs: PurgeCutoffs, options?: { compact?: boolean }): Promise<Deleted>;
  close(): Promise<void>;
}
