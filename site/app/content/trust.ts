/**
 * The track record and service promises the site states, once: the installed base of the platforms
 * (built by the manufacturing partner), the warranty term and the service response time. Pages print
 * these figures; none types them.
 */
import { company } from '../config/company';

/** The manufacturing partner's track record with the platforms the systems are built on. */
export const trackRecord = {
  years: 30,
  installations: 1000,
  institutions: 300,
} as const;

/**
 * The standard warranty's term in years, for the figure (sentences use the commercial module's phrases). Kept
 * here, not there, so the pages that show the figures do not bundle the price tables.
 */
const warrantyYears = 2;

/** How soon a service engineer responds, against what labs report from other suppliers (business days). */
export const serviceResponse = {
  ours: '2-3 business days',
  oursShort: '2-3 days',
  typical: '5-10 business days',
} as const;

/**
 * The figures that earn a buyer's trust at a glance, for the home and catalogue pages. The company was
 * founded in 2023: the installed base and the years are the manufacturing partner's, and each label says so.
 */
export const trustFigures = [
  { value: `${trackRecord.institutions}+`, label: 'institutions use our partner’s platforms' },
  { value: `${trackRecord.installations}+`, label: 'systems installed by our partner' },
  { value: `${trackRecord.years}+`, label: 'years of our partner’s plasma tools' },
  { value: `${warrantyYears} years`, label: 'full warranty, parts and labor' },
  { value: serviceResponse.oursShort, label: 'service response (business days)' },
];

/** Said under the figures, so a short label never passes off the partner's record as the company's own. */
export const trustFiguresNote = `Our partner is the manufacturer that builds the systems; ${company.name} was founded in ${company.foundingYear} and specifies, installs and supports them.`;
