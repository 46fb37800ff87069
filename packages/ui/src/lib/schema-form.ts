import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as React from 'react';

/**
 * The rules a form validates against: any Standard Schema (zod 4, Valibot, ArkType...). The library
 * never imports a schema library; the site passes the same schema its API uses.
 */
export type FormSchema<Output> = StandardSchemaV1<unknown, Output>;

export type FormValues = Record<string, string | boolean>;

/** One entry of a form's error summary. */
export type ErrorSummaryItem = {
  message: string;
  /** The id of the control (or region) the error belongs to: the item links there. */
  targetId?: string;
};

/** The texts a form shows above its fields after a failed submit. */
export type FormErrorTexts = {
  /** When a required field is empty, e.g. 'Please complete required fields.' */
  required: string;
  /** When the verification is missing: 'Please complete the verification.' */
  verification: string;
  /** When something else is wrong (an e-mail address that is not one, say). */
  invalid: string;
};

export type FormErrors = {
  title: string;
  /** Field name -> message, shown under the field. */
  fields: Record<string, string>;
  /** Every error in field order, for the summary. */
  summary: ErrorSummaryItem[];
};

type Issue = StandardSchemaV1.Issue;

/** A rule's stable code (`required`, `too_long`...) and the params its message is written from (`max`...). */
export type ValidationIssue = { code: string; params?: Record<string, unknown> };

/** A form's own words for one rule: a text, or a text written from the field and the rule's params. */
export type ValidationMessage = string | ((issue: { field: string; params?: Record<string, unknown> }) => string);

/**
 * Rule code -> the form's message, for the codes the form words itself; any other code keeps the
 * schema's (or the server's) message. `required` is the library's own rule: a required field left empty
 * that the schema let through. A refusal's own code (the lead API's `REPLY_CODES`: `verification_failed`,
 * `not_ready`...) may be worded here too, for the form's failure alert.
 */
export type ValidationMessages = { [code: string]: ValidationMessage | undefined } & {
  /**
   * A required field left empty.
   * @defaultValue 'This field is required.'
   */
  required?: ValidationMessage;
};

/** Reads the rule's code from a schema's issue (the API's schemas export one), or undefined when it has none. */
export type IssueCode = (issue: Issue) => ValidationIssue | undefined;

/** The English default of the library's own rule. */
export const validationMessages = { required: 'This field is required.' } as const satisfies ValidationMessages;

/** The form's message for a coded rule, or `fallback` (the schema's or server's own text) when it has none. */
function validationMessage(messages: ValidationMessages | undefined, field: string, issue: ValidationIssue | undefined, fallback: string): string {
  const message = issue ? messages?.[issue.code] : undefined;
  if (message === undefined) return fallback;
  return typeof message === 'function' ? message({ field, params: issue?.params }) : message;
}

/**
 * The field errors a refusal carries (the lead API's client puts them on its error as `errors`, each
 * `{ field, code, message, params }`), or an empty list.
 */
function refusedFields(error: unknown): Array<{ field: string; message: string } & Partial<ValidationIssue>> {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (found): found is { field: string; message: string } & Partial<ValidationIssue> =>
      !!found && typeof found === 'object' && typeof found.field === 'string' && typeof found.message === 'string',
  );
}

function issueKey(issue: Issue): string | undefined {
  const segment = issue.path?.[0];
  if (segment === undefined) return undefined;
  const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
  return String(key);
}

type ValidateOptions<Output> = {
  schema: FormSchema<Output>;
  /** What goes to the schema: the visible fields and hidden values (product name, token...). */
  payload: Record<string, unknown>;
  /** The visible fields, in order, with the id of each one's control. */
  fields: ReadonlyArray<{ name: string; id: string; required?: boolean }>;
  texts: FormErrorTexts;
  /** The verification is required but missing; `targetId` is the challenge's region. */
  verification?: { missing: boolean; targetId: string };
  /** The form's words for coded rules; the rest keep the schema's messages (and `required` its English default). */
  messages?: ValidationMessages;
  /** Reads a rule's code from an issue, for `messages`. */
  issueCode?: IssueCode;
};

/**
 * Validates with the schema and maps its issues to fields by path: the first issue of a visible
 * field goes under that field, issues of hidden values are listed in the summary. A required
 * field left empty shows the `required` title, whatever the schema's message for it.
 */
export async function validateForm<Output>(
  options: ValidateOptions<Output>,
): Promise<{ value: Output; errors?: undefined } | { errors: FormErrors; value?: undefined }> {
  const { schema, payload, fields, texts, verification, messages, issueCode } = options;
  const result = await schema['~standard'].validate(payload);
  const issues = result.issues ?? [];

  const fieldMessages: Record<string, string> = {};
  const other: string[] = [];
  const visible = new Set(fields.map((field) => field.name));
  for (const issue of issues) {
    const key = issueKey(issue);
    const message = validationMessage(messages, key ?? '', issueCode?.(issue), issue.message);
    if (key !== undefined && visible.has(key)) fieldMessages[key] ??= message;
    else if (key !== 'turnstileToken' && !other.includes(message)) other.push(message);
  }

  const blank = (name: string) => {
    const value = payload[name];
    return typeof value === 'string' ? value.trim() === '' : value === undefined || value === null;
  };
  const missingRequired = fields.filter((field) => field.required && blank(field.name));
  // A schema laxer than the form still gets the form's required fields enforced.
  for (const field of missingRequired) {
    fieldMessages[field.name] ??= validationMessage(messages, field.name, { code: 'required' }, validationMessages.required);
  }

  const verificationMissing = Boolean(verification?.missing);
  const summary: ErrorSummaryItem[] = fields
    .filter((field) => fieldMessages[field.name] !== undefined)
    .map((field) => ({ message: fieldMessages[field.name]!, targetId: field.id }));
  for (const message of other) summary.push({ message });

  if (summary.length === 0 && !verificationMissing) {
    if (!result.issues) return { value: result.value };
    // The schema refused only the token: the verification is what is missing.
  }
  if (summary.length === 0) {
    return { errors: { title: texts.verification, fields: fieldMessages, summary: [] } };
  }
  if (verificationMissing) summary.push({ message: texts.verification, targetId: verification!.targetId });
  return { errors: { title: missingRequired.length ? texts.required : texts.invalid, fields: fieldMessages, summary } };
}

/**
 * The errors of a refusal that names its fields, laid out like a failed validation (each under its field,
 * all in the summary, in field order; fields the form does not show are listed in the summary only), or
 * null when the refusal names none.
 */
export function refusalErrors(
  error: unknown,
  { fields, texts, messages }: { fields: ReadonlyArray<{ name: string; id: string }>; texts: FormErrorTexts; messages?: ValidationMessages },
): FormErrors | null {
  const refused = refusedFields(error);
  if (refused.length === 0) return null;
  const fieldMessages: Record<string, string> = {};
  const other: string[] = [];
  const visible = new Set(fields.map((field) => field.name));
  for (const found of refused) {
    const message = validationMessage(messages, found.field, found.code ? { code: found.code, params: found.params } : undefined, found.message);
    if (visible.has(found.field)) fieldMessages[found.field] ??= message;
    else if (!other.includes(message)) other.push(message);
  }
  const summary: ErrorSummaryItem[] = fields
    .filter((field) => fieldMessages[field.name] !== undefined)
    .map((field) => ({ message: fieldMessages[field.name]!, targetId: field.id }));
  for (const message of other) summary.push({ message });
  return { title: texts.invalid, fields: fieldMessages, summary };
}

/**
 * The state every lead form shares: the values typed (never cleared by an error), the errors of
 * the last submit, and a count of failed submits (the key of the error summary: each failed submit
 * mounts a fresh one, which is announced and takes focus).
 */
export function useFormState<V extends FormValues>(initialValues: V) {
  const [values, setValues] = React.useState(initialValues);
  const [errors, setErrors] = React.useState<FormErrors | null>(null);
  const [failures, setFailures] = React.useState(0);

  const setValue = React.useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const fail = React.useCallback((next: FormErrors) => {
    setErrors(next);
    setFailures((count) => count + 1);
  }, []);

  const reset = React.useCallback((next: V) => {
    setValues(next);
    setErrors(null);
  }, []);

  return { values, setValue, errors, setErrors, fail, failures, reset };
}

/**
 * The message of whatever a failed submit threw, shown to the visitor as the reason: the form's own words
 * for the refusal's `code` (the lead API's client sets it: `verification_failed`, `storage_full`...) when
 * `messages` has them, else the error's message.
 */
export function failureMessage(
  error: unknown,
  { empty = 'Failed', notAnError = 'Failed to submit form.', messages }: { empty?: string; notAnError?: string; messages?: ValidationMessages } = {},
): string {
  if (!(error instanceof Error)) return notAnError;
  const code = (error as { code?: unknown }).code;
  const message = typeof code === 'string' ? validationMessage(messages, '', { code }, '') : '';
  if (message) return message;
  return error.message.trim() ? error.message : empty;
}
