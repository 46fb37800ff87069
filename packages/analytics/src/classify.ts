/**
 * Organisation classification and the target-customer flag: the keyword, location and confidence rules below.
 *
 * The lists are applied in this order, each to the organisation name:
 * 1. University words: confidence = min(0.3 + 0.2 × matches, 0.9), type `university`.
 * 2. Research words, only if confidence < 0.5: confidence = min(0.4 + 0.15 × matches, 0.9), type `research_institute`.
 * 3. Enterprise words, only if confidence < 0.3: confidence = min(0.2 + 0.1 × matches, 0.8), type `enterprise`.
 * 4. Target location (country or region): confidence = min(confidence + 0.1, 0.95). The type is unchanged
 *    (`unknown` stays `unknown` when no list matched, with confidence 0.1).
 * A target customer has confidence > 0.3.
 *
 * How the rules above are read where they could be read more than one way:
 * - A match is a WHOLE WORD, case-insensitive: the name is split into words at every character that is not
 *   a letter or a digit, and a keyword matches when it is one of those words. So 'lab' does not match inside
 *   'Laboratory', 'inc' not inside 'Lincoln', and plurals ('Laboratories', 'Universities') do not match.
 * - "Per match" counts each keyword of a list once, however often it occurs ('School of the School' = 1).
 * - A word in two lists ('institute') counts in each list that is applied; since a university match gives
 *   at least 0.5, the research list is then skipped.
 * - Location: the country must equal one of the target countries and the region one of the target regions
 *   (case-insensitive, trimmed). Either one is enough; the bonus is added once.
 * - Confidence is rounded to 2 decimals after each step, so that 0.2 + 0.1 is exactly 0.3 (not a target).
 */

export type OrganizationType = 'university' | 'research_institute' | 'enterprise' | 'unknown';

export const ORGANIZATION_LABELS = {
  university: 'University/Educational Institution',
  research_institute: 'Research Institution',
  enterprise: 'Enterprise',
  unknown: 'Unknown',
} as const satisfies Record<OrganizationType, string>;

export type OrganizationLabel = (typeof ORGANIZATION_LABELS)[OrganizationType];

export interface TargetCustomerAnalysis {
  isTargetCustomer: boolean;
  organizationType: OrganizationType;
  /** 0 to 0.95 */
  confidence: number;
  details: {
    orgName: string;
    orgType: OrganizationLabel;
    /** 'city, region, country' of what is known */
    location: string;
    /** The matched keywords, in list order. */
    keywords: string[];
  };
}

export interface OrganizationLocation {
  country?: string;
  region?: string;
  city?: string;
}

export const UNIVERSITY_KEYWORDS = ['university', 'college', 'school', 'academy', 'institute', 'campus'] as const;
export const RESEARCH_KEYWORDS = ['research', 'laboratory', 'lab', 'institute', 'foundation', 'center'] as const;
export const ENTERPRISE_KEYWORDS = ['corporation', 'company', 'inc', 'ltd', 'llc', 'enterprise', 'business'] as const;
export const TARGET_COUNTRIES = [
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
] as const;
export const TARGET_REGIONS = ['California', 'Massachusetts', 'New York', 'Texas', 'Illinois'] as const;

/** Confidence above this is a target customer. */
export const TARGET_THRESHOLD = 0.3;

const round = (value: number) => Math.round(value * 100) / 100;
const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** The analysis used when nothing is known (every IP service failed). */
export function unknownAnalysis(): TargetCustomerAnalysis {
  return {
    isTargetCustomer: false,
    organizationType: 'unknown',
    confidence: 0,
    details: { orgName: '', orgType: 'Unknown', location: '', keywords: [] },
  };
}

export function isTargetLocation(location: OrganizationLocation = {}): boolean {
  return TARGET_COUNTRIES.some((country) => same(location.country, country)) || TARGET_REGIONS.some((region) => same(location.region, region));
}

export function classifyOrganization(orgName: string | null | undefined, location: OrganizationLocation = {}): TargetCustomerAnalysis {
  const name = (orgName ?? '').trim();
  const words = new Set(name.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const matching = (list: readonly string[]) => list.filter((keyword) => words.has(keyword));

  let confidence = 0;
  let organizationType: OrganizationType = 'unknown';
  const keywords: string[] = [];

  const university = matching(UNIVERSITY_KEYWORDS);
  if (university.length > 0) {
    confidence = round(Math.min(0.3 + 0.2 * university.length, 0.9));
    organizationType = 'university';
    keywords.push(...university);
  }
  if (confidence < 0.5) {
    const research = matching(RESEARCH_KEYWORDS);
    if (research.length > 0) {
      confidence = round(Math.min(0.4 + 0.15 * research.length, 0.9));
      organizationType = 'research_institute';
      keywords.push(...research);
    }
  }
  if (confidence < 0.3) {
    const enterprise = matching(ENTERPRISE_KEYWORDS);
    if (enterprise.length > 0) {
      confidence = round(Math.min(0.2 + 0.1 * enterprise.length, 0.8));
      organizationType = 'enterprise';
      keywords.push(...enterprise);
    }
  }
  if (isTargetLocation(location)) confidence = round(Math.min(confidence + 0.1, 0.95));

  return {
    isTargetCustomer: confidence > TARGET_THRESHOLD,
    organizationType,
    confidence,
    details: {
      orgName: name,
      orgType: ORGANIZATION_LABELS[organizationType],
      location: [location.city, location.region, location.country]
        .map((part) => (part ?? '').trim())
        .filter(Boolean)
        .join(', '),
      keywords,
    },
  };
}
