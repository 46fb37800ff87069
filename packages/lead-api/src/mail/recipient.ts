/**
 * One mailbox, however it is spelled: the confirmation throttle and privacy requests count
 * `Ada+1@Example.org` and `ada@example.org` as the same person, or a sender could vary the spelling
 * to send one inbox any number of confirmations, and an erasure could miss a spelling.
 */

/** Gmail delivers `a.d.a@googlemail.com` to `ada@gmail.com`: dots and the domain alias do not make another inbox. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key is stored (leads.email_key, outbox.recipient_key): a change to these rules needs a migration
 * that re-keys the stored rows, or old spellings would stop matching.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at);
  let mailbox = local.split('+')[0] ?? '';
  // Elsewhere a dot is part of the name: a.b@example.org and ab@example.org may be two people.
  if (GMAIL_DOMAINS.has(domain)) mailbox = mailbox.replaceAll('.', '');
  return `${mailbox || local}@${GMAIL_DOMAINS.has(domain) ? 'gmail.com' : domain}`;
}
