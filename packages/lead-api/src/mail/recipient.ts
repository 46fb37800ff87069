/**
 * One mailbox, however it is spelled: the confirmation throttle and privacy requests count
 * `Ada+1@Example.org` and `ada@example.org` as the same person, or a sender could vary the spelling
 * to send one inbox any number of confirmations.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  return `${local}@${lower.slice(at + 1)}`;
}
