/**
 * Server-side check of a Cloudflare Turnstile token (the bot challenge the forms show). The browser widget
 * alone proves nothing: a script can post straight to the API, so the token is verified here.
 */
export type Verdict = 'passed' | 'failed' | 'unavailable';

export interface TurnstileVerifier {
  verify(token: string, remoteIp: string): Promise<Verdict>;
}

export const VERIFICATION_REQUIRED = 'Please complete the verification.';
export const VERIFICATION_UNAVAILABLE = 'The verification service is not answering. Please try again in a minute.';

export function createTurnstileVerifier(options: { secret: string; verifyUrl: string; timeoutMs?: number }): TurnstileVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async verify(token, remoteIp) {
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
      try {
        const outcome = (await response.json()) as { success?: unknown };
        return outcome.success === true ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}
