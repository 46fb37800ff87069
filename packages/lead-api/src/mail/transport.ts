/**
 * Where e-mails go: an SMTP server when SMTP_URL is set, otherwise RFC 822 `.eml` files under
 * DATA_DIR/outbox (open them in any mail client), so `npm start` needs no mail server.
 */
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { makePrivateDir, OWNER_ONLY_FILE, restrictToOwner } from '../private-files.ts';
import type { MailAddress } from '../store/types.ts';

export interface OutgoingMail {
  /** Stable across retries, so a receiver can drop a copy it already has after an ambiguous failure. */
  messageId: string;
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** Extra headers such as List-Unsubscribe, set by the service, never from visitor input. */
  headers?: Record<string, string>;
  /** File name (without `.eml`) for the file transport; unique per outbox row. */
  fileStem: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.outboxDir);
}

/**
 * Whether the mail server refused this message for good: a 5xx reply (nodemailer puts it in
 * `responseCode`) says the same message will be refused again, so retrying it for a day only hides the
 * failure. A refused login is the exception, though it is 5xx too: that is our configuration, not the
 * message, and once it is fixed every waiting message goes through without anyone requeueing it.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode <= 599 && code !== 'EAUTH';
}

function message(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    // Text only: with no HTML part, nothing a visitor typed can render as markup.
    text: mail.text,
    headers: mail.headers,
    // Nothing here reads files or URLs; refuse it outright should a field ever be misused as a path.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function smtpTransport(url: string): MailTransport {
  // One connection per message (no pool): the sender is low-volume and a fresh connection recovers from
  // a restarted server without extra state. Short timeouts keep a dead server from stalling the outbox.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      makePrivateDir(dir);
      restrictToOwner(dir);
      const file = path.join(dir, `${mail.fileStem}.eml`);
      // Write then rename: a reader never sees half a file, and a retry overwrites instead of duplicating.
      const partial = `${file}.partial`;
      const handle = await open(partial, 'w', OWNER_ONLY_FILE);
      try {
        // A partial file left by a crashed send is reused, with the mode it was created with.
        await handle.chmod(OWNER_ONLY_FILE);
        await handle.writeFile(info.message as Buffer);
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    },
    close: () => transporter.close(),
  };
}
