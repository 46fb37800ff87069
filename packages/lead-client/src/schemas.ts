/**
 * The lead request contract: one set of rules for the API and the browser forms.
 * Browser-safe: depends on zod only.
 */
import { z } from 'zod';

// Pages that run these schemas forbid eval in their Content Security Policy. Zod would otherwise probe for
// it with `Function('')` on its first object check, and the refused probe is reported as a violation.
z.config({ jitless: true });

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  organization: 150,
  jobTitle: 100,
  researchAreas: 300,
  message: 5000,
  product: 100,
  productName: 150,
  topic: 60,
  token: 2048,
  fileName: 200,
  path: 500,
  referrer: 1000,
  utm: 200,
} as const;

export const MESSAGES = {
  name: 'Please enter your name.',
  fullName: 'Please enter your full name.',
  email: 'Please enter a valid email.',
  workEmail: 'Please use a work email if possible.',
  organization: 'Please enter your organization.',
  researchAreas: 'Please enter your research areas.',
  intent: 'Please choose what brings you here.',
  message: 'Please enter a message.',
  oneLine: 'Please keep this on one line.',
  invisible: 'Please remove the invisible formatting characters.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

/**
 * One stable code per rule a lead can break. Every refusal carries its code (with `params` where the
 * message has a number or names something) next to the English message, so a form in another language
 * shows its own words for the API's own rules:
 * - `required`: a required field is empty (`Please enter your name.` and the like, naming the field);
 * - `too_long`: text longer than `params.max` characters;
 * - `too_many`: a list of more than `params.max` entries;
 * - `one_line`: a line break in a single-line field;
 * - `invisible_characters`: a character that shows nothing or reorders the text around it;
 * - `invalid_characters`: a character no store or mail can carry (an unpaired surrogate);
 * - `email_invalid`: not an e-mail address;
 * - `choice_invalid`: not one of the offered choices (the intent);
 * - `number_invalid`: not a whole number in range (the wafer size);
 * - `type_invalid`: the wrong kind of value, `params.expected` says which (text, true or false, an object);
 * - `keys_invalid`: keys that are not accepted, listed in `params.keys` (the utm parameters);
 * - `configuration_unknown`: a configuration the catalogue does not offer;
 * - `invalid`: anything else.
 */
export const VALIDATION_CODES = [
  'required',
  'too_long',
  'too_many',
  'one_line',
  'invisible_characters',
  'invalid_characters',
  'email_invalid',
  'choice_invalid',
  'number_invalid',
  'type_invalid',
  'keys_invalid',
  'configuration_unknown',
  'invalid',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** What a message with a number or a name in it needs to be written in another language. */
export type ValidationParams = { max?: number; expected?: string; keys?: string[] };

/** One field's refusal: its code, the English message, and the params the message was written from. */
export type FieldError = { field: string; code: ValidationCode; message: string; params?: ValidationParams };

/**
 * The code of every refusal the API answers with, in its JSON reply (a request whose `Accept` names
 * `application/json`): `validation_failed` comes with each field's code in `errors`; the others say why
 * nothing was checked or stored (the body is no JSON object, the Idempotency-Key is malformed or was used
 * for another request, the bot challenge failed or could not be checked, the service is starting or its
 * storage is full, or it failed).
 */
export const REPLY_CODES = [
  'validation_failed',
  'body_invalid',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'verification_failed',
  'verification_unavailable',
  'not_ready',
  'storage_full',
  'server_error',
] as const;
export type ReplyCode = (typeof REPLY_CODES)[number];

/** The JSON body of a refusal: `message` is the same English text a plain-text reply has. */
export type ErrorReply = { code: ReplyCode; message: string; errors?: FieldError[] };

const isValidationCode = (value: unknown): value is ValidationCode => (VALIDATION_CODES as readonly unknown[]).includes(value);

/**
 * The code and params of one issue of these schemas, as zod reports it (a Standard Schema issue from
 * `schema['~standard'].validate` is the same object). A browser form passes this to its form kit.
 */
export function validationIssue(issue: object): { code: ValidationCode; params?: ValidationParams } {
  const found = issue as { code?: string; origin?: string; maximum?: unknown; expected?: unknown; keys?: unknown; format?: string; params?: unknown };
  const max = typeof found.maximum === 'number' || typeof found.maximum === 'bigint' ? Number(found.maximum) : undefined;
  switch (found.code) {
    case 'custom': {
      const params = (found.params ?? {}) as { code?: unknown };
      return { code: isValidationCode(params.code) ? params.code : 'invalid' };
    }
    case 'too_big':
      if (found.origin === 'string') return { code: 'too_long', params: { max } };
      if (found.origin === 'array') return { code: 'too_many', params: { max } };
      return { code: found.origin === 'number' ? 'number_invalid' : 'invalid' };
    case 'too_small':
      if (found.origin === 'string') return { code: 'required' };
      return { code: found.origin === 'number' ? 'number_invalid' : 'invalid' };
    case 'invalid_format':
      return { code: found.format === 'email' ? 'email_invalid' : 'invalid' };
    case 'invalid_value':
      return { code: 'choice_invalid' };
    case 'invalid_type':
      if (found.expected === 'number' || found.expected === 'int') return { code: 'number_invalid' };
      if (found.expected === 'enum') return { code: 'choice_invalid' };
      return { code: 'type_invalid', params: typeof found.expected === 'string' ? { expected: found.expected } : undefined };
    case 'unrecognized_keys':
      return { code: 'keys_invalid', params: Array.isArray(found.keys) ? { keys: found.keys.map(String) } : undefined };
    default:
      return { code: 'invalid' };
  }
}

/*
 * Characters that change how the text around them reads, or carry text, without showing themselves: the
 * sales team reads these fields in an e-mail and trusts what it sees. One rule for every free-text field:
 * - control characters other than tab and line breaks (U+0000-U+001F, U+007F-U+009F), which no keyboard
 *   types and terminals act on; PostgreSQL refuses NUL outright;
 * - format characters (General Category Cf): bidirectional embeddings, overrides and isolates, which can
 *   make a name or a message display in another order than it was written; zero-width spaces, word
 *   joiners, the byte order mark, soft hyphens, the Arabic letter mark, interlinear annotation marks; and
 *   the TAG characters (U+E0000-U+E007F), which spell out ASCII that no one sees;
 * - the other default-ignorable code points, which fonts draw as nothing: the Hangul fillers (U+115F,
 *   U+1160, U+3164, U+FFA0), the combining grapheme joiner, Khmer's inherent vowels, Mongolian's selectors;
 *   and the blank braille pattern U+2800. Like the fillers, it passes for a letter and shows nothing.
 * What real names and addresses need stays allowed:
 * - the marks U+200E/U+200F: right-to-left names need them and they reorder nothing on their own;
 * - the zero-width non-joiner and joiner (U+200C/U+200D) right after a letter or sign of a script whose
 *   spelling uses them: Arabic script (Persian and Urdu write many words and names with a non-joiner),
 *   Syriac, N'Ko, the Indic scripts and Sinhala (whose conjuncts take a joiner). After anything else
 *   (Latin, an emoji, a space, another joiner) they only hide something, or join emoji, which a business
 *   form does without;
 * - one variation selector after a visible character: an emoji's presentation (a red heart) or the variant
 *   of an ideograph some Japanese names are written with. A run of them is hidden data.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2800\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const DIRECTION_MARK = /^[\u200e\u200f]$/;
const JOINER = /^[\u200c\u200d]$/;
const SPELLED_WITH_JOINERS =
  /^[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}]$/u;
const VARIATION_SELECTOR = /^[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u;
const VISIBLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/** False when `text` holds a character the rule above refuses. */
function showsEverything(text: string): boolean {
  if (!HIDDEN.test(text)) return true;
  let previous = '';
  for (const character of text) {
    if (HIDDEN.test(character) && !neededAfter(previous, character)) return false;
    previous = character;
  }
  return true;
}

function neededAfter(previous: string, character: string): boolean {
  if (DIRECTION_MARK.test(character)) return true;
  if (JOINER.test(character)) return SPELLED_WITH_JOINERS.test(previous);
  if (VARIATION_SELECTOR.test(character)) return VISIBLE.test(previous) && !VARIATION_SELECTOR.test(previous);
  return false;
}

/** Single-line text: trimmed, bounded, no line breaks (they could reach a mail header), nothing invisible. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) })
    .refine((value) => !/[\r\n\u2028\u2029]/.test(value), { error: MESSAGES.oneLine, params: { code: 'one_line' } })
    .refine(showsEverything, { error: MESSAGES.invisible, params: { code: 'invisible_characters' } });

const requiredLine = (max: number, message: string) =>
  line(max).refine((value) => value.length > 0, { error: message, params: { code: 'required' } });
const optionalLine = (max: number) => line(max).optional().default('');

const email = z
  .string()
  .trim()
  .max(LIMITS.email, { error: MESSAGES.tooLong(LIMITS.email) })
  .pipe(z.email({ error: MESSAGES.email }));

const message = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.message })
  .max(LIMITS.message, { error: MESSAGES.tooLong(LIMITS.message) })
  .refine(showsEverything, { error: MESSAGES.invisible, params: { code: 'invisible_characters' } });

const token = z.string().max(LIMITS.token).optional().default('');

/** A quote or product-information request, as the quote dialog sends it to `POST /sendEmail`. */
export const productRequestSchema = z.object({
  productName: line(LIMITS.productName).optional().default('Products Inquiry'),
  product: optionalLine(LIMITS.product),
  name: requiredLine(LIMITS.name, MESSAGES.name),
  email,
  phone: optionalLine(LIMITS.phone),
  organization: optionalLine(LIMITS.organization),
  message,
  turnstileToken: token,
});

export const GENERAL_INQUIRY = 'General Inquiry';

/**
 * The Turnstile `action` each form renders its widget with; the server accepts a token only for the form
 * it was solved on: the quote dialog, the contact form (a 'General Inquiry') or the download gate (which
 * also asks the details for a budgetary estimate).
 */
export const BOT_CHALLENGE_ACTIONS = { quote: 'quote', contact: 'contact', download: 'download', estimate: 'download' } as const;

/** A message from the contact form: `productName` is always 'General Inquiry', `topic` defaults to general. */
export const contactMessageSchema = z.object({
  name: requiredLine(LIMITS.name, MESSAGES.name),
  email,
  phone: optionalLine(LIMITS.phone),
  organization: optionalLine(LIMITS.organization),
  message,
  productName: z.literal(GENERAL_INQUIRY),
  topic: line(LIMITS.topic).optional().default('general'),
  turnstileToken: token,
});

/** `POST /sendEmail` takes either body; a contact message names 'General Inquiry' as its product. */
export const sendEmailSchema = z.union([
  contactMessageSchema,
  // A body naming 'General Inquiry' is a contact message: it must not pass as a product request
  // when its contact fields (the topic) are wrong.
  productRequestSchema.refine((body) => body.productName !== GENERAL_INQUIRY),
]);

export const INTENT_OPTIONS = [
  'Actively looking to buy',
  'Looking to buy within 1 year',
  'Investigating technologies for my application',
  'Expanding my knowledge',
] as const;

/** The campaign parameters a download lead may carry; any other key is refused, so filter to these. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;

/** A download-gate lead (intent from a fixed list, job title optional) with where the visitor came from. */
export const downloadLeadSchema = z.object({
  fullName: requiredLine(LIMITS.name, MESSAGES.fullName),
  email,
  organization: requiredLine(LIMITS.organization, MESSAGES.organization),
  researchAreas: requiredLine(LIMITS.researchAreas, MESSAGES.researchAreas),
  jobTitle: optionalLine(LIMITS.jobTitle),
  intent: z.enum(INTENT_OPTIONS, { error: MESSAGES.intent }),
  marketingOptIn: z.boolean().optional().default(false),
  turnstileToken: token,
  fileName: requiredLine(LIMITS.fileName, 'Please name the file downloaded.'),
  page: optionalLine(LIMITS.path),
  referrer: optionalLine(LIMITS.referrer),
  utm: z.partialRecord(z.enum(UTM_KEYS), line(LIMITS.utm)).optional().default({}),
});

/** How many options one configuration may name; every system offers fewer. */
const MAX_OPTIONS = 20;

/**
 * A budgetary estimate: the download gate's details and the configuration the estimate is issued for.
 * Only the shape is checked here; whether the product, wafer size and options exist is the catalogue's
 * to say (the service's `catalogue.configurations`).
 */
export const estimateLeadSchema = downloadLeadSchema.omit({ fileName: true }).extend({
  configuration: z.strictObject({
    product: requiredLine(LIMITS.product, 'Please choose a system.'),
    waferSizeMm: z.number({ error: 'Please choose a wafer size.' }).int().positive().max(1000),
    options: z
      .array(requiredLine(LIMITS.product, 'Please name each option.'))
      .max(MAX_OPTIONS, { error: `Please choose at most ${MAX_OPTIONS} options.` })
      .optional()
      .default([]),
  }),
});

export type ProductRequest = z.output<typeof productRequestSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type SendEmailBody = z.output<typeof sendEmailSchema>;
export type DownloadLead = z.output<typeof downloadLeadSchema>;
export type EstimateLead = z.output<typeof estimateLeadSchema>;
/** The configuration an estimate lead names, as the browser sends it. */
export type EstimateRequest = z.input<typeof estimateLeadSchema>['configuration'];
export type Intent = (typeof INTENT_OPTIONS)[number];

/** Consumer mail providers: they prompt a "work email" hint, never a refusal. */
export const FREE_EMAIL_PROVIDERS = ['gmail', 'yahoo', 'outlook', 'hotmail', 'icloud', 'proton', 'qq', '163', '126'] as const;

/** The advisory hint shown while an e-mail address is typed, or null when there is nothing to say. */
export function emailHint(value: string): string | null {
  const address = value.trim();
  if (!address) return null;
  if (!z.email().safeParse(address).success) return MESSAGES.email;
  const domain = address.split('@')[1]!.toLowerCase();
  const provider = domain.split('.')[0]!;
  return (FREE_EMAIL_PROVIDERS as readonly string[]).includes(provider) ? MESSAGES.workEmail : null;
}

/** The first refusal of each field, in the schema's order, with its code. */
export function fieldIssues(error: z.ZodError): FieldError[] {
  const errors = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, { field, message: issue.message, ...withoutEmptyParams(validationIssue(issue)) });
  }
  return [...errors.values()];
}

function withoutEmptyParams<T extends { params?: ValidationParams }>(found: T): T {
  if (found.params && Object.values(found.params).every((value) => value === undefined)) return { ...found, params: undefined };
  return found;
}

/** Field name -> first message, for showing errors next to their fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
