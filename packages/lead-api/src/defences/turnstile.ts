/**
 * Server-side check of a Cloudflare Turnstile token (the bot challenge the forms show). The browser widget
 * alone proves nothing: a script can post straight to the API, so the token is verified here, and it must
 * have been solved on one of our pages and for the form it is sent with: a token farmed on another site
 * that shows our site key, or solved on the download gate, does not unlock the quote form.
 */
import { ConfigError, type LeadServiceConfig } from '../config.ts';
import { BOT_CHALLENGE_ACTIONS } from '@company/lead-client/schemas';
import type { Logger } from '../logger.ts';
import type { LeadKind } from '../store/types.ts';

type Verdict = 'passed' | 'failed' | 'unavailable';

export interface TurnstileVerifier {
  /** `action`: the widget's action on the form the token is sent with (`challengeAction`). */
  verify(token: string, remoteIp: string, action: string): Promise<Verdict>;
}

export const VERIFICATION_REQUIRED = 'Please complete the verification.';
export const VERIFICATION_UNAVAILABLE = 'The verification service is not answering. Please try again in a minute.';

export function createTurnstileVerifier(options: {
  secret: string;
  verifyUrl: string;
  /** Host names (lower case, no port) of the pages the widget may have run on: `challengeHostnames`. */
  hostnames: readonly string[];
  timeoutMs?: number;
  /** Told when a genuine token was solved on another host or form: usually a TURNSTILE_HOSTNAMES to fix. */
  logger?: Pick<Logger, 'warn'>;
}): TurnstileVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async verify(token, remoteIp, action) {
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
      const solvedHere = hostname !== undefined && options.hostnames.includes(hostname);
      if (solvedHere && outcome.action === action) return 'passed';
      options.logger?.warn('bot challenge solved elsewhere, refused', {
        hostname: outcome.hostname,
        action: outcome.action,
        expected: { hostnames: options.hostnames, action },
      });
      return 'failed';
    },
  };
}

/** The action of the widget on the form a lead of this kind comes from. */
export function challengeAction(kind: LeadKind): string {
  return BOT_CHALLENGE_ACTIONS[kind];
}

/**
 * The hosts the forms' pages are served from, as the configuration states them: `turnstileHostnames`,
 * else the site's own address, the allowed origins and the public API address. Never the host a request
 * names: a client that reaches the server directly chooses its `Host`, and would name the site it farmed
 * its token on. The site's `www.`/apex twin is not added: that host may redirect, belong to someone else,
 * or not exist, and a site that does serve its forms there lists it in ALLOWED_ORIGINS or TURNSTILE_HOSTNAMES.
 * None to be found is a configuration error: the alternative, trusting the request, is the hole above.
 */
export function challengeHostnames(
  config: Pick<LeadServiceConfig, 'turnstileHostnames' | 'allowedOrigins' | 'publicApiUrl'>,
  siteUrl: string | undefined,
): string[] {
  const addresses = [siteUrl, ...config.allowedOrigins, config.publicApiUrl];
  const hostnames = config.turnstileHostnames ?? [...new Set(addresses.flatMap((address) => (address ? (hostnameOf(address) ?? []) : [])))];
  if (hostnames.length === 0) {
    throw new ConfigError(
      'The bot challenge (TURNSTILE_SECRET_KEY) needs the host names of the pages its forms are on: set TURNSTILE_HOSTNAMES ' +
        '(e.g. www.example.com), or give the company siteUrl, ALLOWED_ORIGINS or PUBLIC_API_URL.',
    );
  }
  return hostnames;
}

function hostnameOf(address: string): string | undefined {
  try {
    const { protocol, hostname } = new URL(address);
    return (protocol === 'https:' || protocol === 'http:') && hostname ? hostname : undefined;
  } catch {
    return undefined;
  }
}
