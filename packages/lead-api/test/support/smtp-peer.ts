/** A real SMTP server on loopback that keeps what it receives: the other end of the outbox. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
}

export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  /** When set, every RCPT TO is answered with this reply instead of being accepted. */
  recipientReply: { code: number; message: string } | undefined;
  private server: SMTPServer | undefined;
  private constructor(public port: number) {}

  /** Listens on `port`, or on a free port when 0. */
  static async start(port = 0): Promise<SmtpPeer> {
    const peer = new SmtpPeer(port);
    await peer.up();
    return peer;
  }

  /** A port nothing listens on yet, for a peer that is "down" at first. */
  static async reservePort(): Promise<SmtpPeer> {
    const peer = await SmtpPeer.start();
    await peer.down();
    return peer;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (_address, _session, callback) => {
        const reply = this.recipientReply;
        callback(reply ? Object.assign(new Error(reply.message), { responseCode: reply.code }) : undefined);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.received.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
          callback();
        });
      },
    });
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages matching `filter` have arrived, and returns them. */
  async waitFor(count: number, filter: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.filter(filter);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, got ${found.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
