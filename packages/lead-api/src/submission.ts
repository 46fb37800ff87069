/**
 * Handling one submission once the cheap defences have passed: validate, honour the Idempotency-Key,
 * verify the bot challenge, and store the lead with its two e-mails in one transaction before answering.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LeadServiceConfig } from './config.ts';
import { clientAddress } from './defences/client-address.ts';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, readIdempotencyKey, requestHash } from './defences/idempotency.ts';
import { parseJsonObject } from './defences/json-body.ts';
import { challengeAction, VERIFICATION_REQUIRED, VERIFICATION_UNAVAILABLE, type TurnstileVerifier } from './defences/turnstile.ts';
import type { CompanyMail } from './mail/addresses.ts';
import { composeLeadMails, headerText, successText } from './mail/compose.ts';
import type { MailLinks } from './mail/links.ts';
import { createReference } from './reference.ts';
import type { IdempotencyRecord, LeadStore, NewLead } from './store/types.ts';
import type { Validated } from './validation.ts';

export interface SubmissionDependencies {
  store: LeadStore;
  company: CompanyMail;
  config: Pick<LeadServiceConfig, 'trustProxy' | 'confirmationsPerAddressPerDay' | 'mailRetryWindowHours'>;
  links: () => MailLinks;
  turnstile?: TurnstileVerifier;
  /** Called after a lead is committed, to start delivering its e-mails right away. */
  onLeadStored: () => void;
}

/** Reference numbers drawn before giving up; with 729 million codes a second draw is already rare. */
const REFERENCE_DRAWS = 5;
const MAX_USER_AGENT = 500;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function submissionHandler(endpoint: string, validate: (body: Record<string, unknown>) => Validated, deps: SubmissionDependencies) {
  return async (c: Context) => {
    const key = readIdempotencyKey(c.req.header('Idempotency-Key'));
    if (key === null) return c.text(IDEMPOTENCY_KEY_INVALID, 400);

    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const body = parseJsonObject(bytes);
    if (!body.ok) return c.text(body.message, 400);
    const input = validate(body.value);
    if (!input.ok) return c.text(input.message, 400);

    const hash = requestHash(endpoint, bytes);
    if (key !== undefined) {
      // Before the bot check: a retry carries the same single-use token, which would now fail.
      const earlier = await deps.store.findIdempotencyKey(key);
      if (earlier) return replay(c, earlier, hash);
    }

    const ip = clientAddress(c, deps.config.trustProxy);
    if (deps.turnstile) {
      const verdict = await deps.turnstile.verify(input.turnstileToken, ip, challengeAction(input.fields.kind));
      if (verdict === 'failed') return c.text(VERIFICATION_REQUIRED, 403);
      if (verdict === 'unavailable') return c.text(VERIFICATION_UNAVAILABLE, 503, { 'Retry-After': '30' });
    }

    for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
      const lead: NewLead = {
        ...input.fields,
        reference: createReference(deps.company.referencePrefix),
        clientIp: ip,
        userAgent: headerText(c.req.header('User-Agent') ?? '').slice(0, MAX_USER_AGENT),
        createdAt: new Date(),
      };
      const answer = { status: 201, body: successText(lead.reference) };
      const result = await deps.store.recordLead({
        lead,
        mails: composeLeadMails(lead, deps.company, deps.links()),
        idempotency: key === undefined ? undefined : { key, requestHash: hash, answer },
        // The visitor's answer is the same either way: a throttled confirmation must not tell a sender
        // that the address was used before.
        confirmationLimit: { max: deps.config.confirmationsPerAddressPerDay, windowMs: DAY_MS },
        retryUntil: new Date(lead.createdAt.getTime() + deps.config.mailRetryWindowHours * HOUR_MS),
      });
      if (result.outcome === 'stored') {
        deps.onLeadStored();
        return c.text(answer.body, 201);
      }
      if (result.outcome === 'key-taken') {
        // A concurrent duplicate committed first: answer as it was answered.
        const earlier = await deps.store.findIdempotencyKey(key!);
        if (earlier) return replay(c, earlier, hash);
        throw new Error('Idempotency key reported taken but not found');
      }
    }
    throw new Error(`No free reference number after ${REFERENCE_DRAWS} draws`);
  };
}

function replay(c: Context, earlier: IdempotencyRecord, hash: string) {
  if (earlier.requestHash !== hash) return c.text(IDEMPOTENCY_KEY_REUSED, 422);
  return c.text(earlier.answer.body, earlier.answer.status as ContentfulStatusCode, { 'Idempotent-Replayed': 'true' });
}
