import { useSyncExternalStore } from 'react';
import type { CookieChoice } from '@company/ui';

/** The visitor's cookie choice lives in local storage under this key, as 'accepted' or 'rejected'. */
const CONSENT_KEY = 'cookieConsent';

export type ConsentState = {
  /** What applies now: the stored choice; else a rejection when the browser sends Global Privacy Control. */
  choice: CookieChoice | null;
  /** Whether to ask: no choice yet (and no GPC signal), or the visitor reopened the cookie settings. */
  asking: boolean;
};

const listeners = new Set<() => void>();
let reopened = false;

function storedChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    // Storage can be blocked (privacy modes); the banner then asks again on every page.
    return null;
  }
}

const globalPrivacyControl = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

// A string snapshot keeps useSyncExternalStore's comparison cheap and stable.
function snapshot(): string {
  const stored = storedChoice();
  const choice = stored ?? (globalPrivacyControl() ? 'rejected' : null);
  return `${choice ?? ''}|${reopened || (stored === null && choice === null) ? 'asking' : ''}`;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const notify = () => {
  for (const listener of listeners) listener();
};

export function storeConsent(choice: CookieChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not persisted, but the choice still holds for this page view.
  }
  reopened = false;
  document.documentElement.dataset.cookieConsent = choice;
  notify();
}

/** Shows the banner again (the footer's 'Cookie settings'), whatever was chosen before. */
export function reopenConsent() {
  reopened = true;
  delete document.documentElement.dataset.cookieConsent;
  notify();
}

/** The current choice, for code outside React (the analytics loader). */
export function currentConsent(): CookieChoice | null {
  return (snapshot().split('|')[0] || null) as CookieChoice | null;
}

/** While prerendering, the choice is unknown and the banner is rendered (CSS hides it at once if not needed). */
export function useConsent(): ConsentState {
  const value = useSyncExternalStore(subscribe, snapshot, () => '|asking');
  const [choice, asking] = value.split('|');
  return { choice: (choice || null) as CookieChoice | null, asking: asking === 'asking' };
}

/**
 * Runs in <head> before the first paint: marks a stored choice (or the browser's Global Privacy
 * Control signal) on <html> so CSS hides the prerendered banner at once, instead of flashing it.
 */
export const consentBootScript = `try{var c=localStorage.getItem('${CONSENT_KEY}');if(c==='accepted'||c==='rejected')document.documentElement.dataset.cookieConsent=c;else if(navigator.globalPrivacyControl===true)document.documentElement.dataset.cookieConsent='gpc'}catch(e){}`;
