/**
 * The outbox sender: delivers the e-mails that were committed with their leads. A lead is never lost
 * because mail is down: its e-mails wait in the outbox, retried with exponential backoff, and every
 * attempt is recorded. A message the mail server refuses for good (a 5xx reply) is failed at once.
 */
import { errorText, type Logger } from '../logger.ts';
import type { ClaimedMail, LeadStore, MailAddress } from '../store/types.ts';
import { isPermanentRejection, type MailTransport } from './transport.ts';

export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export interface OutboxSenderOptions {
  store: LeadStore;
  transport: MailTransport;
  from: MailAddress;
  retryBaseMs: number;
  pollMs: number;
  logger: Logger;
  /** E-mails claimed per round; also how many are sent concurrently. */
  batchSize?: number;
  /**
   * How long a claimed e-mail is hidden from other rounds (and other processes). Longer than the slowest
   * SMTP exchange, so a slow send is never overtaken; after a crash the e-mail is due again once it ends.
   */
  leaseMs: number;
  now?: () => Date;
}

/** Delay before the next attempt after `failures` failed ones: base, 2x base, 4x base, … capped at 1 hour. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}

export class OutboxSender {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private loop: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | undefined;

  constructor(private readonly options: OutboxSenderOptions) {
    this.batchSize = options.batchSize ?? 8;
    this.leaseMs = options.leaseMs;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /** Look for due e-mails now instead of at the next poll: called after a lead is stored. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /** Finishes the round in progress (its e-mails are sent and recorded), then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSleeper?.();
    await this.loop;
    this.loop = undefined;
  }

  /** One round: claim due e-mails, send them, record each attempt. Returns how many were claimed. */
  async deliverDue(): Promise<number> {
    const mails = await this.options.store.claimDueMails({ now: this.now(), limit: this.batchSize, leaseMs: this.leaseMs });
    // allSettled: one e-mail's bookkeeping failing must not end the round while others are mid-send.
    const results = await Promise.allSettled(mails.map((mail) => this.deliver(mail)));
    for (const result of results) {
      if (result.status === 'rejected') {
        // Its lease runs out and it is tried again; the stable Message-ID lets receivers drop a repeat.
        this.options.logger.error('could not record an e-mail attempt', { error: errorText(result.reason) });
      }
    }
    return mails.length;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.wakeRequested = false;
      let claimed = 0;
      try {
        claimed = await this.deliverDue();
      } catch (error) {
        // The database may be briefly unreachable; the next round tries again.
        this.options.logger.error('outbox round failed', { error: errorText(error) });
      }
      // A full batch means more may be due right now; otherwise wait for the poll or a wake-up.
      if (claimed < this.batchSize && !this.wakeRequested && !this.stopped) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { store, transport, from, logger } = this.options;
    try {
      await transport.send({
        messageId: messageIdOf(mail, from),
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        fileStem: mailFileStem(mail),
      });
    } catch (error) {
      const failures = mail.attempts + 1;
      const next = new Date(this.now().getTime() + retryDelay(failures, this.options.retryBaseMs));
      const refused = isPermanentRejection(error);
      // The last attempt falls at the window's end at the latest; after it a failure is final.
      const retryAt = refused || this.now() >= mail.retryUntil ? null : new Date(Math.min(next.getTime(), mail.retryUntil.getTime()));
      const details = {
        outboxId: mail.id,
        reference: mail.reference,
        kind: mail.kind,
        attempt: failures,
        retryAt: retryAt?.toISOString(),
        error: errorText(error),
      };
      if (refused) {
        // A refused confirmation is usually a mistyped address; a refused notification is a lead sales never hear of.
        logger[mail.kind === 'notification' ? 'error' : 'warn']('e-mail refused by the mail server for good, not retried', details);
      } else {
        logger.warn(retryAt ? 'e-mail not delivered, will retry' : 'e-mail not delivered, giving up', details);
      }
      await store.recordAttempt(mail.id, { at: this.now(), ok: false, error: errorText(error), retryAt });
      return;
    }
    await store.recordAttempt(mail.id, { at: this.now(), ok: true });
  }
}

/**
 * The same on every attempt (it names the outbox row), so a receiver can drop a copy it already has:
 * after a crash between the SMTP server's acceptance and our record of it, the e-mail is sent again.
 */
function messageIdOf(mail: Pick<ClaimedMail, 'id' | 'kind' | 'reference'>, from: MailAddress): string {
  return `<${mail.reference}.${mail.kind}.${mail.id}@${domainOf(from.address)}>`;
}

/** The `.eml` file name (without extension) of an outbox row when mail goes to files. */
export function mailFileStem(mail: Pick<ClaimedMail, 'id' | 'kind' | 'reference'>): string {
  return `${String(mail.id).padStart(6, '0')}-${mail.reference}-${mail.kind}`;
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}
