/**
 * From a parsed JSON object to the fields of a lead, with the schemas shared with the browser forms, and
 * messages a visitor can act on when something is wrong (the quote form shows the server's text as is).
 */
import type { z } from 'zod';
import {
  contactMessageSchema,
  downloadLeadSchema,
  estimateLeadSchema,
  GENERAL_INQUIRY,
  MESSAGES,
  productRequestSchema,
  sendEmailSchema,
  validationIssue,
  type FieldError,
} from '@company/lead-client/schemas';
import type { ConfigurationChecker } from './config.ts';
import { GATE_KINDS, type LeadFields } from './store/types.ts';

/** A refusal: one line of text for the visitor, and each field's refusal with its code for a form to word itself. */
type Refusal = { ok: false; message: string; errors: FieldError[] };
export type Validated = { ok: true; fields: LeadFields; turnstileToken: string } | Refusal;

const LABELS: Record<string, string> = {
  name: 'Name',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  organization: 'Organization',
  jobTitle: 'Job title',
  researchAreas: 'Research areas',
  intent: 'Intent',
  marketingOptIn: 'Marketing opt-in',
  message: 'Message',
  product: 'Product',
  productName: 'Product name',
  topic: 'Topic',
  turnstileToken: 'Verification token',
  fileName: 'File name',
  page: 'Page',
  referrer: 'Referrer',
  utm: 'UTM parameters',
  configuration: 'Configuration',
};

/** A field's own message when it is missing; these already say which field is meant. */
const REQUIRED: Record<string, string> = {
  name: MESSAGES.name,
  fullName: MESSAGES.fullName,
  email: MESSAGES.email,
  organization: MESSAGES.organization,
  researchAreas: MESSAGES.researchAreas,
  intent: MESSAGES.intent,
  message: MESSAGES.message,
  fileName: 'Please name the file downloaded.',
};
const SELF_EXPLANATORY = new Set(Object.values(REQUIRED));

const EXPECTED: Record<string, string> = {
  string: 'Please send text.',
  boolean: 'Please send true or false.',
  record: 'Please send an object of utm_* values.',
  object: 'Please send an object.',
};

/** `POST /sendEmail`: a contact message (productName 'General Inquiry') or a product request. */
export function validateSendEmail(body: Record<string, unknown>): Validated {
  const parsed = sendEmailSchema.safeParse(body);
  if (!parsed.success) {
    // The union's own error lists both branches; explain the one the caller meant.
    const meant = body.productName === GENERAL_INQUIRY ? contactMessageSchema : productRequestSchema;
    return describe(meant.safeParse(body).error ?? parsed.error, body);
  }
  const data = parsed.data;
  return finish(
    {
      kind: data.productName === GENERAL_INQUIRY ? 'contact' : 'quote',
      name: data.name,
      email: data.email,
      phone: data.phone,
      organization: data.organization,
      jobTitle: '',
      researchAreas: '',
      intent: '',
      marketingOptIn: false,
      message: data.message,
      product: 'product' in data ? data.product : '',
      productName: data.productName,
      topic: 'topic' in data ? data.topic : '',
      fileName: '',
      page: '',
      referrer: '',
      utm: {},
      configuration: null,
    },
    data.turnstileToken,
  );
}

/** `POST /leads`: a download-gate lead. */
export function validateDownloadLead(body: Record<string, unknown>): Validated {
  const parsed = downloadLeadSchema.safeParse(body);
  if (!parsed.success) return describe(parsed.error, body);
  return finish({ ...gateFields(parsed.data), kind: 'download', fileName: parsed.data.fileName }, parsed.data.turnstileToken);
}

/**
 * `POST /estimates`: the gate's details and a configuration, which the catalogue must know. What is stored
 * is the configuration as the catalogue states it (its code, price range and summary), not only as sent.
 */
export function validateEstimateLead(body: Record<string, unknown>, check: ConfigurationChecker): Validated {
  const parsed = estimateLeadSchema.safeParse(body);
  if (!parsed.success) return describe(parsed.error, body);
  const data = parsed.data;
  const known = check(data.configuration);
  if (!known.ok) return refuse('configuration', 'configuration_unknown', `${label('configuration')}: ${known.message}`);
  return finish(
    {
      ...gateFields(data),
      kind: 'estimate',
      product: data.configuration.product,
      productName: known.productName,
      fileName: '',
      configuration: { ...data.configuration, code: known.code, priceRange: known.priceRange, summary: known.summary },
    },
    data.turnstileToken,
  );
}

/** The details form the download gate and the estimate share. */
function gateFields(data: Omit<z.output<typeof downloadLeadSchema>, 'fileName'>): Omit<LeadFields, 'kind' | 'fileName'> {
  return {
    name: data.fullName,
    email: data.email,
    phone: '',
    organization: data.organization,
    jobTitle: data.jobTitle,
    researchAreas: data.researchAreas,
    intent: data.intent,
    marketingOptIn: data.marketingOptIn,
    message: '',
    product: '',
    productName: '',
    topic: '',
    page: data.page,
    referrer: data.referrer,
    // A fresh null-prototype copy: only the utm_* keys the schema let through, nothing inherited.
    utm: Object.assign(Object.create(null) as Record<string, string>, data.utm),
    configuration: null,
  };
}

/*
 * An unpaired UTF-16 surrogate is not representable in UTF-8, so no store or mail could carry it. A browser
 * cannot send one (its encoder replaces it), so only a hand-made request meets this check, after the
 * schemas' rule against invisible characters, and it is refused here rather than becoming a 500 further down.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const INVALID_CHARACTERS = 'Please remove the invalid characters.';

function finish(fields: LeadFields, turnstileToken: string): Validated {
  const values: [string, string][] = [
    ...Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ...Object.values(fields.utm).map((value): [string, string] => ['utm', value]),
  ];
  for (const [field, value] of values) {
    if (LONE_SURROGATE.test(value)) {
      const named = field === 'name' && GATE_KINDS.has(fields.kind) ? 'fullName' : field;
      return refuse(named, 'invalid_characters', `${label(named)}: ${INVALID_CHARACTERS}`);
    }
  }
  return { ok: true, fields, turnstileToken };
}

function refuse(field: string, code: FieldError['code'], message: string): Refusal {
  return { ok: false, message, errors: [{ field, code, message }] };
}

/** The first message per field, in the schema's field order, joined into one line of text, and each with its code. */
function describe(error: z.ZodError, body: Record<string, unknown>): Refusal {
  const errors = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors.has(field)) continue;
    const missing = issue.code === 'invalid_type' && !Object.hasOwn(body, field) && REQUIRED[field] !== undefined;
    const { code, params } = missing ? { code: 'required' as const, params: undefined } : validationIssue(issue);
    errors.set(field, { field, code, message: issueMessage(issue, field, body), ...(params ? { params } : {}) });
  }
  const message = [...new Set([...errors.values()].map((found) => found.message))].join(' ') || NOT_VALID;
  return { ok: false, message, errors: errors.size ? [...errors.values()] : [{ field: '', code: 'invalid', message }] };
}

const NOT_VALID = 'Please check the form and try again.';

function issueMessage(issue: z.core.$ZodIssue, field: string, body: Record<string, unknown>): string {
  const prefix = `${issue.path.length > 1 ? String(issue.path[issue.path.length - 1]) : label(field)}: `;
  switch (issue.code) {
    case 'invalid_type':
      // Missing altogether: the same words the form uses for an empty required field.
      if (!Object.hasOwn(body, field) && REQUIRED[field]) return REQUIRED[field];
      return prefix + (EXPECTED[issue.expected] ?? 'Please send a valid value.');
    case 'too_big':
      // Only text is measured in characters: a list or a number says what its own limit is.
      return prefix + (issue.origin === 'string' ? MESSAGES.tooLong(Number(issue.maximum)) : issue.message);
    case 'unrecognized_keys':
      return `${prefix}${issue.keys.join(', ')} ${issue.keys.length === 1 ? 'is' : 'are'} not accepted; use utm_source, utm_medium, utm_campaign, utm_term, utm_content or utm_id.`;
    default:
      return SELF_EXPLANATORY.has(issue.message) ? issue.message : prefix + issue.message;
  }
}

function label(field: string): string {
  return LABELS[field] ?? field;
}
