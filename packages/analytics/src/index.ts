/**
 * @company/analytics: consent-aware analytics facade, typed event catalogue, organisation scoring.
 *
 * The vendors and the IP look-ups are NOT exported here: they are loaded after consent by path
 * (`@company/analytics/start`, `/segment`, `/ga4`, `/ip`). The site's eager import is `/client`.
 */
export {
  createAnalytics,
  stableStringify,
  type Analytics,
  type AnalyticsOptions,
  type Destination,
  type Enrichment,
  type Properties,
  type Timers,
} from './analytics.ts';
export { createAnalyticsClient, type AnalyticsClient, type StartedAnalytics } from './client.ts';
export {
  CURRENCY,
  EVENT_NAMES,
  type Currency,
  type EventCatalogue,
  type EventName,
  type EventProperties,
  type PageProperties,
  type ProductLine,
  type Traits,
} from './events.ts';
export {
  classifyOrganization,
  isTargetLocation,
  unknownAnalysis,
  ORGANIZATION_LABELS,
  TARGET_THRESHOLD,
  type OrganizationLabel,
  type OrganizationLocation,
  type OrganizationType,
  type TargetCustomerAnalysis,
} from './classify.ts';
export { isValidIp, isValidIpv4, isValidIpv6 } from './ip/validate.ts';
export type { IpInfo } from './ip/lookup.ts';
