import { useSyncExternalStore } from 'react';
import type { CookieChoice } from '@company/ui';

/** The visitor's cookie choice lives in local storage under this key (SPEC.md section 3). */
export const CONSENT_KEY = 'cookieConsent';

/** `undefined` while prerendering (unknown), `null` when the visitor has not chosen yet. */
export type Consent = CookieChoice | null | undefined;

const listeners = new Set<() => void>();

function readConsent(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    // Storage can be blocked (privacy modes); the banner then asks again on every page.
    return null;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function storeConsent(choice: CookieChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not persisted, but the choice still holds for this page view.
  }
  document.documentElement.dataset.cookieConsent = choice;
  for (const listener of listeners) listener();
}

export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}

/**
 * Runs in <head> before the first paint: marks a stored choice on <html> so CSS hides the
 * prerendered banner at once, instead of flashing it until hydration removes it.
 */
export const consentBootScript = `try{var c=localStorage.getItem('${CONSENT_KEY}');if(c==='accepted'||c==='rejected')document.documentElement.dataset.cookieConsent=c}catch(e){}`;
