import { describe, expect, it } from 'vitest';
import {
  classifyOrganization,
  ENTERPRISE_KEYWORDS,
  isTargetLocation,
  ORGANIZATION_LABELS,
  RESEARCH_KEYWORDS,
  TARGET_COUNTRIES,
  TARGET_REGIONS,
  UNIVERSITY_KEYWORDS,
  unknownAnalysis,
} from './classify.ts';

const nowhere = { country: 'Brazil', region: 'Sao Paulo', city: 'Campinas' };

describe('the keyword, country and region lists', () => {
  it('hold exactly these entries, in this order', () => {
    expect(UNIVERSITY_KEYWORDS).toEqual(['university', 'college', 'school', 'academy', 'institute', 'campus']);
    expect(RESEARCH_KEYWORDS).toEqual(['research', 'laboratory', 'lab', 'institute', 'foundation', 'center']);
    expect(ENTERPRISE_KEYWORDS).toEqual(['corporation', 'company', 'inc', 'ltd', 'llc', 'enterprise', 'business']);
    expect(TARGET_COUNTRIES).toEqual([
      'United States',
      'China',
      'Japan',
      'Germany',
      'United Kingdom',
      'France',
      'Canada',
      'Australia',
      'South Korea',
      'Netherlands',
    ]);
    expect(TARGET_REGIONS).toEqual(['California', 'Massachusetts', 'New York', 'Texas', 'Illinois']);
    expect(ORGANIZATION_LABELS).toEqual({
      university: 'University/Educational Institution',
      research_institute: 'Research Institution',
      enterprise: 'Enterprise',
      unknown: 'Unknown',
    });
  });
});

describe('university words: 0.3 + 0.2 per match, cap 0.9', () => {
  it.each(UNIVERSITY_KEYWORDS)('"%s" alone gives university, 0.5, a target', (word) => {
    const result = classifyOrganization(`Northfield ${word[0]!.toUpperCase()}${word.slice(1)}`, nowhere);
    expect(result).toEqual({
      isTargetCustomer: true,
      organizationType: 'university',
      confidence: 0.5,
      details: {
        orgName: `Northfield ${word[0]!.toUpperCase()}${word.slice(1)}`,
        orgType: 'University/Educational Institution',
        location: 'Campinas, Sao Paulo, Brazil',
        keywords: [word],
      },
    });
  });

  it.each([
    ['State University College', 0.7, ['university', 'college']],
    ['University College School', 0.9, ['university', 'college', 'school']],
    ['University College School Academy', 0.9, ['university', 'college', 'school', 'academy']],
    ['Campus Institute Academy School College University', 0.9, [...UNIVERSITY_KEYWORDS]],
  ])('%s → %s (keywords in list order)', (name, confidence, keywords) => {
    const result = classifyOrganization(name, nowhere);
    expect(result.organizationType).toBe('university');
    expect(result.confidence).toBe(confidence);
    expect(result.details.keywords).toEqual(keywords);
  });
});

describe('research words: only below 0.5; 0.4 + 0.15 per match, cap 0.9', () => {
  // 'institute' is also a university word, so alone it is classified by the first list (next block).
  it.each(RESEARCH_KEYWORDS.filter((w) => w !== 'institute'))('"%s" alone gives research, 0.55', (word) => {
    const result = classifyOrganization(`Acme ${word.toUpperCase()}`, nowhere);
    expect(result.organizationType).toBe('research_institute');
    expect(result.confidence).toBe(0.55);
    expect(result.isTargetCustomer).toBe(true);
    expect(result.details.orgType).toBe('Research Institution');
    expect(result.details.keywords).toEqual([word]);
  });

  it.each([
    ['Research Foundation', 0.7, ['research', 'foundation']],
    ['Research Laboratory Center', 0.85, ['research', 'laboratory', 'center']],
    ['Research Laboratory Lab Foundation Center', 0.9, ['research', 'laboratory', 'lab', 'foundation', 'center']],
  ])('%s → %s', (name, confidence, keywords) => {
    const result = classifyOrganization(name, nowhere);
    expect(result.organizationType).toBe('research_institute');
    expect(result.confidence).toBe(confidence);
    expect(result.details.keywords).toEqual(keywords);
  });

  it('"institute" is a university word first: research is then skipped (0.5 is not below 0.5)', () => {
    const result = classifyOrganization('Institute for Plasma Physics', nowhere);
    expect(result.organizationType).toBe('university');
    expect(result.confidence).toBe(0.5);
    expect(result.details.keywords).toEqual(['institute']);
  });
});

describe('enterprise words: only below 0.3; 0.2 + 0.1 per match, cap 0.8', () => {
  it.each(ENTERPRISE_KEYWORDS)('"%s" alone gives enterprise, exactly 0.3, NOT a target', (word) => {
    const result = classifyOrganization(`Widget ${word}`, nowhere);
    expect(result.organizationType).toBe('enterprise');
    expect(result.confidence).toBe(0.3);
    expect(result.isTargetCustomer).toBe(false);
    expect(result.details.orgType).toBe('Enterprise');
    expect(result.details.keywords).toEqual([word]);
  });

  it.each([
    ['Widget Company, Inc.', 0.4, ['company', 'inc']],
    ['Widget Corporation Company Inc Ltd', 0.6, ['corporation', 'company', 'inc', 'ltd']],
    ['Corporation Company Inc Ltd LLC Enterprise Business', 0.8, [...ENTERPRISE_KEYWORDS]],
    ['Corporation Company Inc Ltd LLC Enterprise', 0.8, ENTERPRISE_KEYWORDS.slice(0, 6)],
  ])('%s → %s', (name, confidence, keywords) => {
    const result = classifyOrganization(name, nowhere);
    expect(result.organizationType).toBe('enterprise');
    expect(result.confidence).toBe(confidence);
    expect(result.details.keywords).toEqual(keywords);
  });

  it('is skipped when a research word matched', () => {
    const result = classifyOrganization('Research Company Inc', nowhere);
    expect(result.organizationType).toBe('research_institute');
    expect(result.confidence).toBe(0.55);
    expect(result.details.keywords).toEqual(['research']);
  });

  it('is skipped when a university word matched', () => {
    const result = classifyOrganization('Business School', nowhere);
    expect(result.organizationType).toBe('university');
    expect(result.details.keywords).toEqual(['school']);
  });
});

describe('a name matching several lists', () => {
  it('Research Institute of the University: university first (2 matches, 0.7), research skipped', () => {
    const result = classifyOrganization('Research Institute of the University', nowhere);
    expect(result.organizationType).toBe('university');
    expect(result.confidence).toBe(0.7);
    expect(result.details.keywords).toEqual(['university', 'institute']);
  });

  it('Research Laboratory Company LLC: research (0.7), enterprise skipped', () => {
    const result = classifyOrganization('Research Laboratory Company LLC', nowhere);
    expect(result).toMatchObject({ organizationType: 'research_institute', confidence: 0.7 });
    expect(result.details.keywords).toEqual(['research', 'laboratory']);
  });
});

describe('matching: whole words, case-insensitive, each keyword once', () => {
  it.each([
    ['UNIVERSITY OF EXAMPLE', 'university', 0.5],
    ['university-of-example.edu', 'university', 0.5],
    ['Example Lab (Physics)', 'research_institute', 0.55],
    ['Lincoln Electric', 'unknown', 0],
    ['Laboratories of Example', 'unknown', 0],
    ['Universities Space Association', 'unknown', 0],
    ['Schoolhouse Media', 'unknown', 0],
    ['Incubator Partners', 'unknown', 0],
    ['School of the School', 'university', 0.5],
  ])('%s → %s %s', (name, type, confidence) => {
    const result = classifyOrganization(name, nowhere);
    expect(result.organizationType).toBe(type);
    expect(result.confidence).toBe(confidence);
  });

  it('"lab" does not match inside "laboratory": one research match', () => {
    expect(classifyOrganization('National Laboratory', nowhere).details.keywords).toEqual(['laboratory']);
  });
});

describe('target location: +0.1, cap 0.95', () => {
  it.each(TARGET_COUNTRIES)('country %s adds 0.1', (country) => {
    expect(classifyOrganization('Example University', { country }).confidence).toBe(0.6);
    expect(isTargetLocation({ country: country.toUpperCase() })).toBe(true);
  });

  it.each(TARGET_REGIONS)('region %s adds 0.1', (region) => {
    expect(classifyOrganization('Example University', { country: 'Elsewhere', region }).confidence).toBe(0.6);
  });

  it('adds the bonus once when both country and region match', () => {
    expect(classifyOrganization('Example University', { country: 'United States', region: 'Texas' }).confidence).toBe(0.6);
  });

  it('is capped at 0.95', () => {
    const result = classifyOrganization('University College School Academy', { country: 'Japan' });
    expect(result.confidence).toBe(0.95);
    expect(classifyOrganization('Research Laboratory Lab Foundation Center', { region: 'California' }).confidence).toBe(0.95);
  });

  it('enterprise cap 0.8 plus location is 0.9', () => {
    expect(classifyOrganization('Corporation Company Inc Ltd LLC Enterprise Business', { country: 'Germany' }).confidence).toBe(0.9);
  });

  it('does not match other places, partial names or a city', () => {
    expect(isTargetLocation({ country: 'United States of America' })).toBe(false);
    expect(isTargetLocation({ country: 'Brazil', region: 'Sao Paulo', city: 'New York' })).toBe(false);
    expect(isTargetLocation({ country: 'Korea' })).toBe(false);
    expect(isTargetLocation({})).toBe(false);
    expect(isTargetLocation()).toBe(false);
  });

  it('applies with no organisation match: unknown type keeps the bonus, 0.1, not a target', () => {
    const result = classifyOrganization('Acme Widgets', { country: 'France', city: 'Paris' });
    expect(result).toEqual({
      isTargetCustomer: false,
      organizationType: 'unknown',
      confidence: 0.1,
      details: { orgName: 'Acme Widgets', orgType: 'Unknown', location: 'Paris, France', keywords: [] },
    });
  });
});

describe('the target threshold: confidence above 0.3', () => {
  it('exactly 0.3 (one enterprise word) is not a target', () => {
    expect(classifyOrganization('Acme Inc', nowhere)).toMatchObject({ confidence: 0.3, isTargetCustomer: false });
  });

  it('0.3 plus the location bonus (0.4) is a target', () => {
    expect(classifyOrganization('Acme Inc', { country: 'Canada' })).toMatchObject({
      confidence: 0.4,
      isTargetCustomer: true,
      organizationType: 'enterprise',
    });
  });

  it('two enterprise words (0.4) are a target', () => {
    expect(classifyOrganization('Acme Company Inc', nowhere).isTargetCustomer).toBe(true);
  });
});

describe('empty names', () => {
  it.each([undefined, null, '', '   '])('%j → unknown, confidence 0', (name) => {
    expect(classifyOrganization(name)).toEqual(unknownAnalysis());
  });

  it('an empty name in a target location still gets the bonus, and stays unknown', () => {
    expect(classifyOrganization('', { country: 'Australia' })).toMatchObject({
      organizationType: 'unknown',
      confidence: 0.1,
      isTargetCustomer: false,
    });
  });

  it('the unknown analysis is the degraded one', () => {
    expect(unknownAnalysis()).toEqual({
      isTargetCustomer: false,
      organizationType: 'unknown',
      confidence: 0,
      details: { orgName: '', orgType: 'Unknown', location: '', keywords: [] },
    });
  });
});
