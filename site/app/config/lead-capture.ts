/**
 * Where the forms send leads and which bot challenge they show, set per deployment at build time:
 * VITE_API_BASE_URL (default: the same origin's /api) and VITE_TURNSTILE_SITE_KEY (unset: no
 * challenge). VITE_TURNSTILE_SCRIPT_URL replaces the challenge script, for tests.
 */
export const leadCapture = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) || '/api',
  botChallengeSiteKey: (import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined) || undefined,
  botChallengeScriptUrl: (import.meta.env.VITE_TURNSTILE_SCRIPT_URL as string | undefined) || undefined,
};
