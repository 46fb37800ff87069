/** The message a contact link's `?topic=` pre-fills: one natural sentence per known topic, a generic one otherwise. */
const TOPIC_MESSAGES: Record<string, string> = {
  service: 'I would like to arrange service for one of our systems.',
  amc: 'I would like to learn more about your Annual Maintenance Contract (AMC) plans.',
  tco: 'I would like to discuss the five-year cost of ownership of a system for our lab.',
  expert: 'I would like to talk to a process expert about my application.',
  compare: 'I would like help comparing your systems and service with the other options we are considering.',
  application: 'I would like to find out whether your systems suit my application.',
  quote: 'I would like to request a quote.',
};

const MAX_TOPIC_LENGTH = 60;

export function topicMessage(topic: string | null | undefined): string {
  const key = topic?.trim().toLowerCase() ?? '';
  if (!key || key === 'general') return '';
  const known = TOPIC_MESSAGES[key];
  if (known) return known;
  // Any other value is quoted as plain text (never markup), without control characters, cut short.
  const cleaned = topic!
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const shown = cleaned.length > MAX_TOPIC_LENGTH ? `${cleaned.slice(0, MAX_TOPIC_LENGTH - 1).trimEnd()}…` : cleaned;
  return shown ? `I would like to ask about "${shown}".` : '';
}

/** The `topic` value sent with the message: the query's topic as plain one-line text, or 'general'. */
export function topicValue(topic: string | null | undefined): string {
  const cleaned = (topic ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, MAX_TOPIC_LENGTH).trim() || 'general';
}
