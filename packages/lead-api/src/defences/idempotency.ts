/**
 * The Idempotency-Key header: the site sends one per submission and reuses it on retries, so a request
 * that reached us but whose answer was lost is answered again instead of being stored twice.
 */
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_KEY_INVALID = 'The Idempotency-Key header must be 1 to 255 visible characters.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** undefined: no key sent; null: a key that is not acceptable. */
export function readIdempotencyKey(header: string | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return /^[\x21-\x7e]{1,255}$/.test(header) ? header : null;
}

/** What "the same request" means: the same endpoint and the same body bytes. */
export function requestHash(endpoint: string, body: Uint8Array): string {
  return createHash('sha256').update(endpoint).update('\n').update(body).digest('hex');
}
