/**
 * The storage contract: what the HTTP layer, the outbox sender and the export CLI need, and nothing more,
 * so SQLite and PostgreSQL can sit behind it unnoticed.
 */

export type LeadKind = 'quote' | 'contact' | 'download';
export const LEAD_KINDS: readonly LeadKind[] = ['quote', 'contact', 'download'];
export type MailKind = 'notification' | 'confirmation';
export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailAddress {
  name: string;
  address: string;
}

/** Every field a visitor can submit, flattened over the three kinds; a field a kind lacks is ''. */
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
}

export interface NewLead extends LeadFields {
  reference: string;
  clientIp: string;
  userAgent: string;
  createdAt: Date;
}

export interface StoredLead extends NewLead {
  id: number;
}

export interface NewMail {
  kind: MailKind;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

/** An outbox row taken by one sender: nobody else sends it until the claim's lease runs out. */
export interface ClaimedMail extends NewMail {
  id: number;
  leadId: number;
  reference: string;
  /** Attempts made before this one. */
  attempts: number;
}

/** The first answer to an idempotent request, replayed byte for byte to any retry. */
export interface StoredAnswer {
  status: number;
  body: string;
}

export interface IdempotencyRecord {
  key: string;
  requestHash: string;
  answer: StoredAnswer;
}

export type RecordOutcome =
  | { outcome: 'stored'; leadId: number }
  /** The random reference number already exists: draw another and try again. */
  | { outcome: 'reference-taken' }
  /** Another request with this Idempotency-Key committed first: nothing of this one was stored. */
  | { outcome: 'key-taken' };

export type AttemptResult = { ok: true } | { ok: false; error: string; /** null: give up, mark failed */ retryAt: Date | null };

export interface LeadFilter {
  /** Inclusive lower bound on created_at. */
  since?: Date;
  /** Exclusive upper bound on created_at. */
  until?: Date;
  kind?: LeadKind;
}

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Creates or upgrades the tables; safe to run at every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The lead, its e-mails and (when given) its idempotency record, all in one transaction or not at all. */
  recordLead(input: { lead: NewLead; mails: NewMail[]; idempotency?: IdempotencyRecord }): Promise<RecordOutcome>;
  findIdempotencyKey(key: string): Promise<IdempotencyRecord | undefined>;
  /** Takes up to `limit` due e-mails and leases them for `leaseMs`, so a crash mid-send only delays them. */
  claimDueMails(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]>;
  /** Records one delivery attempt and moves the e-mail to sent, back to pending (at `retryAt`) or to failed. */
  recordAttempt(mailId: number, attempt: AttemptResult & { at: Date }): Promise<void>;
  /** Leads in creation order. */
  listLeads(filter?: LeadFilter): Promise<StoredLead[]>;
  close(): Promise<void>;
}
