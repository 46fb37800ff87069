/**
 * The links the service puts in its e-mails: confirm a marketing subscription (double opt-in) and
 * unsubscribe. Each is signed with the service's own key and names its purpose inside the signature, so a
 * confirm link cannot be replayed as an unsubscribe link or the other way round, and nobody can make one
 * for an address they do not read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

type LinkPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link is a reply to one sign-up: it expires. Unsubscribing must keep working. */
export const CONFIRM_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailLinks {
  /** Confirms the marketing consent given with the lead of this reference. */
  confirmUrl(reference: string): string;
  /** Withdraws marketing consent for this address, from every lead that gave it. */
  unsubscribeUrl(email: string): string;
  /** The link's subject (a reference or an address) when the token is genuine, current and for this purpose. */
  verify(token: string, purpose: LinkPurpose): string | undefined;
}

interface Payload {
  /** The reference (confirm) or the address (unsubscribe). */
  s: string;
  /** Issued at, in milliseconds. */
  t: number;
}

export function createMailLinks(options: { apiUrl: string; secret: string; now?: () => number }): MailLinks {
  const now = options.now ?? Date.now;
  const base = options.apiUrl.replace(/\/+$/, '');
  const sign = (purpose: LinkPurpose, payload: string) => createHmac('sha256', options.secret).update(`${purpose}.${payload}`).digest('base64url');
  const token = (purpose: LinkPurpose, subject: string) => {
    const payload = Buffer.from(JSON.stringify({ s: subject, t: now() } satisfies Payload)).toString('base64url');
    return `${payload}.${sign(purpose, payload)}`;
  };
  const url = (purpose: LinkPurpose, subject: string) => `${base}/email/${purpose}?token=${token(purpose, subject)}`;

  return {
    confirmUrl: (reference) => url('confirm', reference),
    unsubscribeUrl: (email) => url('unsubscribe', email.trim().toLowerCase()),
    verify(value, purpose) {
      const [payload = '', signature = '', ...rest] = value.split('.');
      if (rest.length > 0 || !payload || !signature) return undefined;
      const expected = Buffer.from(sign(purpose, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      let parsed: Partial<Payload>;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return undefined;
      }
      if (typeof parsed.s !== 'string' || typeof parsed.t !== 'number') return undefined;
      if (purpose === 'confirm' && now() - parsed.t > CONFIRM_LINK_DAYS * DAY_MS) return undefined;
      return parsed.s;
    },
  };
}
