/** Loaded only after Accept All: the vendors, the IP enrichment and the chat widget. */
import { startAnalytics } from '@company/analytics/start';
import { loadChatWidget } from './chat';
import { analyticsConfig as config } from './config';

export function start() {
  loadChatWidget(config.chat.scriptUrl);
  const ipServices = Object.values(config.ip).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));
  return startAnalytics({
    segment: config.segment.writeKey ? config.segment : undefined,
    ga4: config.ga4.measurementId ? config.ga4 : undefined,
    ip: ipServices ? { services: config.ip } : undefined,
  });
}
