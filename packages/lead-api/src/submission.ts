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
import type { ErrorReply } from '@company/lead-client/schemas';
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
    if (key === null) return refusal(c, 400, { code: 'idempotency_key_invalid', message: IDEMPOTENCY_KEY_INVALID });

    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const body = parseJsonObject(bytes);
    if (!body.ok) return refusal(c, 400, { code: 'body_invalid', message: body.message });
    const input = validate(body.value);
    if (!input.ok) return refusal(c, 400, { code: 'validation_failed', message: input.message, errors: input.errors });

    const hash = requestHash(endpoint, bytes);
    if (key !== undefined) {
      // Before the bot check: a retry carries the same single-use token, which would now fail.
      const earlier = await deps.store.findIdempotencyKey(key);
      if (earlier) return replay(c, earlier, hash);
    }

    const ip = clientAddress(c, deps.config.trustProxy);
    if (deps.turnstile) {
      const verdict = await deps.turnstile.verify(input.turnstileToken, ip, challengeAction(input.fields.kind));
      if (verdict === 'failed') return refusal(c, 403, { code: 'verification_failed', message: VERIFICATION_REQUIRED });
      if (verdict === 'unavailable')
        return refusal(c, 503, { code: 'verification_unavailable', message: VERIFICATION_UNAVAILABLE }, { 'Retry-After': '30' });
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
  if (earlier.requestHash !== hash) return refusal(c, 422, { code: 'idempotency_key_reused', message: IDEMPOTENCY_KEY_REUSED });
  return c.text(earlier.answer.body, earlier.answer.status as ContentfulStatusCode, { 'Idempotent-Replayed': 'true' });
}

/**
 * A refusal: its English text, or, for a client whose `Accept` names JSON, the text with its code (and
 * each field's code) so the client can word it in its own language.
 */
export function refusal(c: Context, status: ContentfulStatusCode, reply: ErrorReply, headers?: Record<string, string>) {
  if (/\bapplication\/json\b/i.test(c.req.header('Accept') ?? '')) return c.json(reply, status, headers);
  return c.text(reply.message, status, headers);
}
