import type * as React from 'react';
import type {
  FormErrors,
  FormErrorTexts,
  FormSchema,
  FormValues,
  IssueCode,
  ValidationIssue,
  ValidationMessage,
  ValidationMessages,
} from '../../lib/schema-form';

export type { FormErrors, FormErrorTexts, FormValues, IssueCode, ValidationIssue, ValidationMessage, ValidationMessages };

/** Where a lead form is: being filled in, sending, or sent. */
export type LeadFormStatus = 'editing' | 'submitting' | 'success';

/** A visible field, in the order the form shows it (the error summary lists errors in this order). */
export type LeadFormField<V extends FormValues> = {
  name: keyof V & string;
  /** Left empty, the field is reported with the `required` text, whatever the schema says. */
  required?: boolean;
};

export type UseLeadFormOptions<V extends FormValues, Output, Result> = {
  initialValues: V;
  fields: ReadonlyArray<LeadFormField<V>>;
  /** Any Standard Schema; pass the one your API checks. */
  schema: FormSchema<Output>;
  /** Values sent with the fields but not typed (a product, a topic, a file name). */
  hidden?: Record<string, unknown>;
  /** The summary's title for each kind of failure. */
  errorTexts: FormErrorTexts;
  /** With a site key the visitor must pass the bot challenge; its token is sent as `turnstileToken`. */
  botChallengeSiteKey?: string;
  /**
   * Sends the validated values. What it resolves with is kept as `result` (a server's reply, say);
   * a rejection returns the form to editing with `failure` set and everything typed kept.
   */
  onSubmit: (value: Output) => Promise<Result> | Result;
  /** Read out, not shown, before each field's error message (default 'Error: '): set it with the form's language. */
  errorPrefix?: string;
  /** Shows the busy state from the moment of submit, validation included (default: once valid). */
  busyWhileValidating?: boolean;
  /**
   * The form's words for the rules, by code (`required`, `too_long`...: the API's `VALIDATION_CODES`), each a
   * text or a function of the field and the rule's params. Used for the schema's issues and for the fields a
   * server refusal names (an error with `errors: [{ field, code, message, params }]`, as the lead API's client
   * throws); a code without an entry keeps the schema's or the server's message.
   */
  validationMessages?: ValidationMessages;
  /** Reads a rule's code from a schema issue (the lead API's `validationIssue`); without it only server refusals and `required` are coded. */
  issueCode?: IssueCode;
};

/** Verification state: the challenge's token and the ids its widget and note use. */
export type LeadFormVerification = {
  /** Whether the form asks for a challenge at all. */
  required: boolean;
  siteKey?: string;
  token: string | null;
  setToken: (token: string | null) => void;
  verified: boolean;
  /** Changes when a fresh widget is needed (a token is good for one check): use it as the widget's `key`. */
  generation: number;
  renew: () => void;
  /** The id of the challenge's region (the summary links there). */
  id: string;
  /** The id of the note that says why the submit button is disabled. */
  noteId: string;
};

/** What the kit's parts (`FormErrorSummary`, `FormVerification`, `SubmitRow`) read from the form. */
export type LeadFormControl = {
  formId: string;
  status: LeadFormStatus;
  busy: boolean;
  errors: FormErrors | null;
  /** How many submits failed validation: each one mounts a fresh, focused error summary. */
  failures: number;
  verification: LeadFormVerification;
};

export type LeadForm<V extends FormValues, Result> = LeadFormControl & {
  values: V;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Something has been typed or ticked (and not yet sent). */
  dirty: boolean;
  /** What `onSubmit` resolved with, once sent. */
  result: Result | undefined;
  /** Sending failed (until the next submit); `failure` is what `onSubmit` threw or rejected with. */
  failed: boolean;
  failure: unknown;
  /** The id of a field's control. */
  id: (name: keyof V & string) => string;
  /** Props for a `Field` around the control: id, error, its spoken prefix, required. */
  field: (name: keyof V & string) => { id: string; error: string | undefined; errorPrefix?: string; required: boolean };
  /** Props for a text control (`Input`, `Textarea`, `Select`). */
  control: (name: keyof V & string) => {
    name: string;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /** Props for a `Checkbox`. */
  checkbox: (name: keyof V & string) => {
    id: string;
    name: string;
    checked: boolean;
    error: string | undefined;
    errorPrefix?: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  };
  /** The form's submit handler: validate, then send. */
  handleSubmit: (event?: React.FormEvent) => Promise<void>;
  /** Back to editing with these values (or the initial ones), errors and failure cleared. */
  reset: (values?: V) => void;
};
