/**
 * Server-side check of a Cloudflare Turnstile token (the bot challenge the forms show). The browser widget
 * alone proves nothing: a script can post straight to the API, so the token is verified here, and it must
 * have been solved on one of our pages and for the form it is sent with: a token farmed on another site
 * that shows our site key, or solved on the download gate, does not unlock the quote form.
 */
import type { Context } from 'hono';
import type { LeadServiceConfig } from '../config';
import { BOT_CHALLENGE_ACTIONS } from '../schemas';
import type { Logger } from '../logger';
import type { LeadKind } from '../store/types';
import { requestHost } from './origin';

export type Verdict = 'passed' | 'failed' | 'unavailable';

/** Where and for what a token must have been solved. */
export interface ExpectedChallenge {
  /** The widget's `action`, one per form. */
  action: string;
  /** Host names (lower case, no port) of the pages the widget may have run on. */
  hostnames: readonly string[];
}

export interface TurnstileVerifier {
  verify(token: string, remoteIp: string, expected: ExpectedChallenge): Promise<Verdict>;
}

export const VERIFICATION_REQUIRED = 'Please complete the verification.';
export const VERIFICATION_UNAVAILABLE = 'The verification service is not answering. Please try again in a minute.';

export function createTurnstileVerifier(options: {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
  /** Told when a genuine token was solved on another host or form: usually a TURNSTILE_HOSTNAMES to fix. */
  logger?: Pick<Logger, 'warn'>;
}): TurnstileVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async verify(token, remoteIp, expected) {
      if (!token) return 'failed';
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await fetch(options.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        return 'unavailable';
      }
      // Cloudflare answers 200 with { success: false } for a bad token; any other status is an outage.
      if (!response.ok) return 'unavailable';
      let outcome: { success?: unknown; hostname?: unknown; action?: unknown };
      try {
        outcome = (await response.json()) as typeof outcome;
      } catch {
        return 'unavailable';
      }
      if (outcome.success !== true) return 'failed';
      const hostname = typeof outcome.hostname === 'string' ? outcome.hostname.toLowerCase() : undefined;
      const solvedHere = hostname !== undefined && expected.hostnames.includes(hostname);
      if (solvedHere && outcome.action === expected.action) return 'passed';
      options.logger?.warn('bot challenge solved elsewhere, refused', {
        hostname: outcome.hostname,
        action: outcome.action,
        expected: { hostnames: expected.hostnames, action: expected.action },
      });
      return 'failed';
    },
  };
}

/**
 * The action of the form a lead of this kind comes from, and the hosts its page may be on: the configured
 * `turnstileHostnames`, else the hosts of the allowed origins and the host this request was sent to (the
 * site serving its own API).
 */
export function expectedChallenge(
  c: Context,
  config: Pick<LeadServiceConfig, 'allowedOrigins' | 'trustProxy' | 'turnstileHostnames'>,
  kind: LeadKind,
): ExpectedChallenge {
  const action = BOT_CHALLENGE_ACTIONS[kind];
  if (config.turnstileHostnames) return { action, hostnames: config.turnstileHostnames };
  const hosts = [...config.allowedOrigins.map((origin) => new URL(origin).host)];
  const own = requestHost(c, config.trustProxy);
  if (own) hosts.push(own);
  return { action, hostnames: hosts.flatMap((host) => hostnameOf(host) ?? []) };
}

function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}
