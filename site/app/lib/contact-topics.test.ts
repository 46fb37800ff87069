import { describe, expect, it } from 'vitest';
import { topicMessage, topicValue } from './contact-topics';

describe('topicMessage', () => {
  it('has a sentence for every known topic', () => {
    for (const topic of ['service', 'amc', 'tco', 'expert', 'compare', 'application', 'quote']) {
      expect(topicMessage(topic)).toMatch(/^I would like .+\.$/);
    }
    expect(topicMessage('AMC')).toBe(topicMessage('amc'));
    expect(topicMessage('quote')).toBe('I would like to request a quote.');
  });

  it('pre-fills nothing without a topic', () => {
    expect(topicMessage(null)).toBe('');
    expect(topicMessage('')).toBe('');
    expect(topicMessage('general')).toBe('');
  });

  it('quotes any other topic as plain text, cut to a sane length', () => {
    expect(topicMessage('wafer bonding')).toBe('I would like to ask about "wafer bonding".');
    expect(topicMessage('<img src=x onerror=alert(1)>')).toBe('I would like to ask about "<img src=x onerror=alert(1)>".');
    expect(topicMessage('a\u0000b\nc')).toBe('I would like to ask about "a b c".');
    const long = topicMessage('x'.repeat(500));
    expect(long.length).toBeLessThan(100);
    expect(long).toContain('…');
    expect(topicMessage('\u0007')).toBe('');
  });
});

describe('topicValue', () => {
  it('sends the topic as one short line, or general', () => {
    expect(topicValue('expert')).toBe('expert');
    expect(topicValue(null)).toBe('general');
    expect(topicValue(' \n ')).toBe('general');
    expect(topicValue('a\r\nb')).toBe('a b');
    expect(topicValue('y'.repeat(100))).toHaveLength(60);
  });
});
