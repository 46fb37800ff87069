import * as React from 'react';
import { Dialog } from '../../primitives/dialog/dialog';
import { Checkbox, Field, FIELD_ERROR_PREFIX, Input, Select } from '../../primitives/form-field/form-field';
import { Anchor, type LinkComponent } from '../../lib/link';
import type { FormSchema, IssueCode, ValidationMessages } from '../../lib/schema-form';
import {
  FormErrorSummary,
  FormVerification,
  RequiredNote,
  SubmitRow,
  VERIFICATION_TEXT,
  challengeMessages,
  verificationMessages,
  type VerificationMessages,
} from '../form-kit/form-kit';
import { useLeadForm } from '../form-kit/use-lead-form';
import type { LeadFormField } from '../form-kit/types';
import { startDownload, useTypedWorkGuard } from '../lead-form/lead-form-parts';

/** The details the download gate asks for. */
export type GatedDownloadValues = {
  fullName: string;
  email: string;
  organization: string;
  researchAreas: string;
  jobTitle: string;
  intent: string;
  marketingOptIn: boolean;
};

/** What the download gate records: the visitor's details, the file and the verification token. */
export type GatedDownloadLead = GatedDownloadValues & {
  turnstileToken: string;
  fileName: string;
};

export type DownloadedFile = { fileUrl: string; fileName: string };

export const GATED_REQUIRED_TEXT = 'Please complete all required fields.';

/** Every text the download gate shows. */
export type GatedDownloadDialogMessages = VerificationMessages & {
  /** @defaultValue 'Download Document' */
  title: string;
  /** @defaultValue 'Tell us a little about yourself and your download starts right away.' */
  description: string;
  /**
   * The form's accessible name.
   * @defaultValue 'Your details'
   */
  formLabel: string;
  /** @defaultValue 'Full Name' */
  fullName: string;
  /** @defaultValue 'Work Email' */
  email: string;
  /** @defaultValue 'Organization' */
  organization: string;
  /** @defaultValue 'Job Title' */
  jobTitle: string;
  /** @defaultValue 'Research Areas' */
  researchAreas: string;
  /** @defaultValue 'For example: MEMS, photonics, 2D materials.' */
  researchAreasHint: string;
  /** @defaultValue 'What brings you here?' */
  intent: string;
  /** @defaultValue 'Select an option' */
  intentPlaceholder: string;
  /** @defaultValue 'Send me occasional application notes and product news (1 to 2 e-mails a month). I can unsubscribe at any time.' */
  marketingOptIn: string;
  /**
   * What the details are used for; it describes the form.
   * @defaultValue 'We use these details to send you the document and to follow up on your interest.'
   */
  privacyNote: string;
  /**
   * Before the privacy policy's link ('See our'); shown only with `privacyHref`.
   * @defaultValue 'See our'
   */
  privacyLinkIntro: string;
  /** @defaultValue 'Privacy Policy' */
  privacyLink: string;
  /**
   * The key to the `*` marks.
   * @defaultValue 'Required'
   */
  requiredNote: string;
  /** @defaultValue 'Please complete all required fields.' */
  requiredError: string;
  /** @defaultValue 'Please correct the fields marked below.' */
  invalidError: string;
  /** @defaultValue 'Please complete the verification.' */
  verification: string;
  /** @defaultValue 'Download Now' */
  submit: string;
  /** @defaultValue 'Submitting…' */
  busy: string;
  /** @defaultValue 'Submitting.' */
  busyAnnouncement: string;
  /**
   * Read out, not shown, before each field's error message.
   * @defaultValue 'Error: '
   */
  errorPrefix: string;
  /**
   * The name of the dialog's × button.
   * @defaultValue 'Close'
   */
  closeLabel: string;
};

/** The English defaults; pass `messages` to change any of them. */
export const gatedDownloadDialogMessages: GatedDownloadDialogMessages = {
  ...verificationMessages,
  title: 'Download Document',
  description: 'Tell us a little about yourself and your download starts right away.',
  formLabel: 'Your details',
  fullName: 'Full Name',
  email: 'Work Email',
  organization: 'Organization',
  jobTitle: 'Job Title',
  researchAreas: 'Research Areas',
  researchAreasHint: 'For example: MEMS, photonics, 2D materials.',
  intent: 'What brings you here?',
  intentPlaceholder: 'Select an option',
  marketingOptIn: 'Send me occasional application notes and product news (1 to 2 e-mails a month). I can unsubscribe at any time.',
  privacyNote: 'We use these details to send you the document and to follow up on your interest.',
  privacyLinkIntro: 'See our',
  privacyLink: 'Privacy Policy',
  requiredNote: 'Required',
  requiredError: GATED_REQUIRED_TEXT,
  invalidError: 'Please correct the fields marked below.',
  verification: VERIFICATION_TEXT,
  submit: 'Download Now',
  busy: 'Submitting…',
  busyAnnouncement: 'Submitting.',
  errorPrefix: FIELD_ERROR_PREFIX,
  closeLabel: 'Close',
};

export type GatedDownloadDialogProps = {
  /** Whether the dialog is shown: the page owns this state. Closing resets the form. */
  open: boolean;
  /** Called with `false` when the visitor closes it, and once the download has started. */
  onOpenChange: (open: boolean) => void;
  /**
   * The dialog's heading, naming the document; replaces `messages.title`.
   * @defaultValue 'Download Document'
   */
  title?: React.ReactNode;
  /**
   * The sentence under the heading; replaces `messages.description`.
   * @defaultValue 'Tell us a little about yourself and your download starts right away.'
   */
  description?: React.ReactNode;
  /** The file the form unlocks. */
  fileUrl: string;
  /** The name the file is saved under (the link's `download`), also sent with the lead. */
  fileName: string;
  /** The lead's rules (the API's own schema); its issues are shown under their fields. */
  schema: FormSchema<GatedDownloadLead>;
  /** The advisory hint for what is typed as e-mail ('Please use a work email if possible.'), or null. */
  emailHint?: (email: string) => string | null;
  /** The choices for "What brings you here?". */
  intentOptions: readonly string[];
  /** With a site key, the visitor must pass a bot challenge before the download starts. */
  botChallengeSiteKey?: string;
  /**
   * Where the challenge's script loads from (Cloudflare's, `TURNSTILE_SCRIPT_URL`, by default).
   * @default TURNSTILE_SCRIPT_URL
   */
  botChallengeScriptUrl?: string;
  /**
   * The challenge's action, which the server checks the token against; the download gate's by default.
   * @default download
   */
  botChallengeAction?: string;
  /**
   * Records the lead. Fire and forget: the dialog never waits for it and never shows its failure;
   * the site retries in the background (and adds the page, referrer and utm parameters).
   */
  onSubmit: (lead: GatedDownloadLead) => void;
  /** Called once the download has started (the 'document downloaded' event). */
  onDownloaded?: (file: DownloadedFile) => void;
  /** The privacy policy, linked under the form; without it the sentence has no link. */
  privacyHref?: string;
  /** The router's link, for the privacy link; a plain `<a>` when not given. */
  linkComponent?: LinkComponent;
  /**
   * The form's words for the API's rules, by code (`required`, `too_long`...), for the schema's issues and the
   * fields a server refusal names; a code without an entry keeps the schema's or the server's message.
   */
  validationMessages?: ValidationMessages;
  /** Reads a rule's code from a schema issue (the lead API's `validationIssue`), for `validationMessages`. */
  issueCode?: IssueCode;
  /** Texts to change; the rest stay the English defaults (`gatedDownloadDialogMessages`). */
  messages?: Partial<GatedDownloadDialogMessages>;
};

/**
 * The download gate: a few details about the visitor, then the
 * download. On a valid submit the lead is handed over, the file starts downloading, the
 * downloaded callback fires and the dialog closes. There is no failure state to show.
 */
export function GatedDownloadDialog({ open, onOpenChange, title, description, messages: overrides, ...props }: GatedDownloadDialogProps) {
  const guard = useTypedWorkGuard(onOpenChange);
  const messages = { ...gatedDownloadDialogMessages, ...overrides };
  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={title ?? messages.title}
      description={description ?? messages.description}
      closeLabel={messages.closeLabel}
      data-slot="gated-download-dialog"
      onPointerDownOutside={guard.onPointerDownOutside}
    >
      {/* Mounted only while open, so closing resets the form. */}
      <GatedDownloadForm onOpenChange={guard.onOpenChange} onDirtyChange={guard.onDirtyChange} messages={messages} {...props} />
    </Dialog>
  );
}

const empty: GatedDownloadValues = {
  fullName: '',
  email: '',
  organization: '',
  researchAreas: '',
  jobTitle: '',
  intent: '',
  marketingOptIn: false,
};

const fields: ReadonlyArray<LeadFormField<GatedDownloadValues>> = [
  { name: 'fullName', required: true },
  { name: 'email', required: true },
  { name: 'organization', required: true },
  { name: 'researchAreas', required: true },
  { name: 'jobTitle' },
  { name: 'intent', required: true },
  { name: 'marketingOptIn' },
];

function GatedDownloadForm({
  onOpenChange,
  fileUrl,
  fileName,
  schema,
  emailHint,
  intentOptions,
  botChallengeSiteKey,
  botChallengeScriptUrl,
  botChallengeAction = 'download',
  onSubmit,
  onDownloaded,
  privacyHref,
  linkComponent: Link = Anchor,
  onDirtyChange,
  validationMessages,
  issueCode,
  messages,
}: Omit<GatedDownloadDialogProps, 'open' | 'title' | 'description' | 'messages'> & {
  onDirtyChange: (dirty: boolean) => void;
  messages: GatedDownloadDialogMessages;
}) {
  const form = useLeadForm({
    initialValues: empty,
    fields,
    schema,
    hidden: { fileName },
    errorTexts: { required: messages.requiredError, verification: messages.verification, invalid: messages.invalidError },
    errorPrefix: messages.errorPrefix,
    validationMessages,
    issueCode,
    botChallengeSiteKey,
    // The gate shows its busy state from the click: validation is all it waits for.
    busyWhileValidating: true,
    onSubmit: (value) => {
      // Only the gate's own fields: the page, referrer and utm parameters are the site's to add.
      const lead: GatedDownloadLead = {
        fullName: value.fullName,
        email: value.email,
        organization: value.organization,
        researchAreas: value.researchAreas,
        jobTitle: value.jobTitle,
        intent: value.intent,
        marketingOptIn: value.marketingOptIn,
        turnstileToken: value.turnstileToken,
        fileName,
      };
      // Recording the lead is the site's job, retried in the background: it never blocks the file.
      try {
        const pending: unknown = onSubmit(lead);
        if (pending instanceof Promise) pending.catch((failure: unknown) => console.error(failure));
      } catch (failure) {
        console.error(failure);
      }
      startDownload(fileUrl, fileName);
      onDownloaded?.({ fileUrl, fileName });
      onOpenChange(false);
    },
  });
  const { values, dirty } = form;
  const privacyId = `${form.formId}-privacy`;
  const advice = emailHint ? emailHint(values.email) : undefined;
  const emailError = form.field('email').error;
  React.useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <form
      noValidate
      aria-label={messages.formLabel}
      aria-describedby={privacyId}
      data-slot="gated-download-form"
      className="ui:flex ui:flex-col ui:gap-4"
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <FormErrorSummary form={form} />
      <RequiredNote>{messages.requiredNote}</RequiredNote>
      <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
        <Field {...form.field('fullName')} label={messages.fullName}>
          <Input {...form.control('fullName')} autoComplete="name" />
        </Field>
        <Field
          {...form.field('email')}
          label={messages.email}
          // The live hint, unless it would repeat the error under the field.
          advice={emailHint ? (advice === emailError ? null : advice) : undefined}
        >
          <Input {...form.control('email')} type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field {...form.field('organization')} label={messages.organization}>
          <Input {...form.control('organization')} autoComplete="organization" />
        </Field>
        <Field {...form.field('jobTitle')} label={messages.jobTitle}>
          <Input {...form.control('jobTitle')} autoComplete="organization-title" />
        </Field>
      </div>
      <Field {...form.field('researchAreas')} label={messages.researchAreas} hint={messages.researchAreasHint}>
        <Input {...form.control('researchAreas')} />
      </Field>
      <Field {...form.field('intent')} label={messages.intent}>
        <Select {...form.control('intent')} placeholder={messages.intentPlaceholder}>
          {intentOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox {...form.checkbox('marketingOptIn')} label={messages.marketingOptIn} />
      <FormVerification
        form={form}
        action={botChallengeAction}
        scriptUrl={botChallengeScriptUrl}
        note={messages.verification}
        messages={challengeMessages(messages)}
      />
      <p id={privacyId} className="ui:text-sm ui:text-ink-600">
        {messages.privacyNote}
        {privacyHref && (
          <>
            {' '}
            {messages.privacyLinkIntro}{' '}
            <Link
              href={privacyHref}
              className="ui:font-medium ui:text-plasma-800 ui:underline ui:underline-offset-2 ui:hover:no-underline ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
            >
              {messages.privacyLink}
            </Link>
            .
          </>
        )}
      </p>
      <SubmitRow form={form} label={messages.submit} busyLabel={messages.busy} busyAnnouncement={messages.busyAnnouncement} />
    </form>
  );
}
