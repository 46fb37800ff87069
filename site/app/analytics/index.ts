/**
 * The site's analytics: the only part in every page's JavaScript is the consent gate of
 * @company/analytics/client (under 0.5 kB). Vendors load by dynamic import after Accept All;
 * Reject All, no choice, or Global Privacy Control mean nothing loads and nothing is sent.
 */
import { createAnalyticsClient } from '@company/analytics/client';
import type { CookieChoice } from '@company/ui';
import { currentConsent } from '~/lib/consent';

const analytics = createAnalyticsClient();

/** Starts or stops tracking to match the visitor's current choice; withdrawal stops it at once. */
export function applyConsent(choice: CookieChoice | null) {
  if (choice === 'accepted' && !analytics.isStarted()) {
    void analytics.start(() => import('./start').then((module) => module.start()));
  } else if (choice !== 'accepted' && analytics.isStarted()) {
    analytics.stop();
  }
}

/** Page views and events go out only with consent; without it nothing is even attempted. */
export const trackPage: typeof analytics.page = (name, properties) => {
  if (currentConsent() === 'accepted') analytics.page(name, properties);
};
export const track: typeof analytics.track = (event, properties) => {
  if (currentConsent() === 'accepted') analytics.track(event, properties);
};

/** A file name's type, as the download events report it: 'pdf' for '/docs/ald-system-datasheet.pdf'. */
export const fileType = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';
