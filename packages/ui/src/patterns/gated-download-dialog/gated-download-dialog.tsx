import * as React from 'react';
import { Dialog } from '../../primitives/dialog/dialog';
import { Checkbox, Field, Input, Select } from '../../primitives/form-field/form-field';
import { Anchor, type LinkComponent } from '../../lib/link';
import {
  RequiredNote,
  startDownload,
  SubmitErrors,
  SubmitRow,
  useTypedWorkGuard,
  useVerification,
  Verification,
  VERIFICATION_TEXT,
} from '../lead-form/lead-form-parts';
import { type FormSchema, useFormState, validateForm } from '../../lib/schema-form';

/** What the download gate records: the visitor's details, the file and the verification token. */
export type GatedDownloadLead = {
  fullName: string;
  email: string;
  organization: string;
  researchAreas: string;
  jobTitle: string;
  intent: string;
  marketingOptIn: boolean;
  turnstileToken: string;
  fileName: string;
};

export type DownloadedFile = { fileUrl: string; fileName: string };

export const GATED_REQUIRED_TEXT = 'Please complete all required fields.';

export type GatedDownloadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** The file the form unlocks, and the name it is saved under (also sent with the lead). */
  fileUrl: string;
  fileName: string;
  /** The lead's rules (the API's own schema); its issues are shown under their fields. */
  schema: FormSchema<GatedDownloadLead>;
  /** The advisory hint for what is typed as e-mail ('Please use a work email if possible.'), or null. */
  emailHint?: (email: string) => string | null;
  /** The choices for "What brings you here?". */
  intentOptions: readonly string[];
  botChallengeSiteKey?: string;
  botChallengeScriptUrl?: string;
  /** The challenge's action, which the server checks the token against; defaults to 'download', the download gate's. */
  botChallengeAction?: string;
  /**
   * Records the lead. Fire and forget: the dialog never waits for it and never shows its failure;
   * the site retries in the background (and adds the page, referrer and utm parameters).
   */
  onSubmit: (lead: GatedDownloadLead) => void;
  /** Called once the download has started (the 'document downloaded' event). */
  onDownloaded?: (file: DownloadedFile) => void;
  privacyHref?: string;
  linkComponent?: LinkComponent;
};

/**
 * The download gate (SPEC.md sections 3, 4, 5 and 8): a few details about the visitor, then the
 * download. On a valid submit the lead is handed over, the file starts downloading, the
 * downloaded callback fires and the dialog closes. There is no failure state to show.
 */
export function GatedDownloadDialog({
  open,
  onOpenChange,
  title = 'Download Document',
  description = 'Tell us a little about yourself and your download starts right away.',
  ...props
}: GatedDownloadDialogProps) {
  const guard = useTypedWorkGuard(onOpenChange);
  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={title}
      description={description}
      data-slot="gated-download-dialog"
      onPointerDownOutside={guard.onPointerDownOutside}
    >
      {/* Mounted only while open, so closing resets the form. */}
      <GatedDownloadForm onOpenChange={guard.onOpenChange} onDirtyChange={guard.onDirtyChange} {...props} />
    </Dialog>
  );
}

type Values = {
  fullName: string;
  email: string;
  organization: string;
  researchAreas: string;
  jobTitle: string;
  intent: string;
  marketingOptIn: boolean;
};

const empty: Values = {
  fullName: '',
  email: '',
  organization: '',
  researchAreas: '',
  jobTitle: '',
  intent: '',
  marketingOptIn: false,
};

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
  privacyHref = '/privacy',
  linkComponent: Link = Anchor,
  onDirtyChange,
}: Omit<GatedDownloadDialogProps, 'open' | 'title' | 'description'> & { onDirtyChange: (dirty: boolean) => void }) {
  const formId = React.useId();
  const form = useFormState(empty);
  const verification = useVerification(botChallengeSiteKey);
  const [submitting, setSubmitting] = React.useState(false);
  // False once the dialog has closed: a submit still validating then neither records nor downloads.
  const open = React.useRef(true);
  React.useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const { values, setValue } = form;
  const id = (name: keyof Values) => `${formId}-${name}`;
  const error = (name: keyof Values) => form.errors?.fields[name];
  const challengeId = `${formId}-verification`;
  const noteId = `${formId}-verification-note`;
  const privacyId = `${formId}-privacy`;
  const advice = emailHint ? emailHint(values.email) : undefined;
  const dirty = Object.values(values).some((value) => (typeof value === 'string' ? value.trim() !== '' : value));
  React.useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const result = await validateForm({
      schema,
      payload: { ...values, fileName, turnstileToken: verification.token ?? '' },
      fields: [
        { name: 'fullName', id: id('fullName'), required: true },
        { name: 'email', id: id('email'), required: true },
        { name: 'organization', id: id('organization'), required: true },
        { name: 'researchAreas', id: id('researchAreas'), required: true },
        { name: 'jobTitle', id: id('jobTitle') },
        { name: 'intent', id: id('intent'), required: true },
        { name: 'marketingOptIn', id: id('marketingOptIn') },
      ],
      texts: { required: GATED_REQUIRED_TEXT, verification: VERIFICATION_TEXT, invalid: 'Please correct the fields marked below.' },
      verification: { missing: !verification.verified, targetId: challengeId },
    });
    if (!open.current) return;
    if (result.errors) {
      setSubmitting(false);
      form.fail(result.errors);
      return;
    }
    const value = result.value;
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
  }

  return (
    <form
      noValidate
      aria-label="Your details"
      aria-describedby={privacyId}
      data-slot="gated-download-form"
      className="ui:flex ui:flex-col ui:gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {form.errors && (
        <SubmitErrors key={form.failures} errors={form.errors} />
      )}
      <RequiredNote />
      <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
        <Field id={id('fullName')} label="Full Name" required error={error('fullName')}>
          <Input name="fullName" autoComplete="name" value={values.fullName} onChange={(e) => setValue('fullName', e.target.value)} />
        </Field>
        <Field
          id={id('email')}
          label="Work Email"
          required
          error={error('email')}
          // The live hint, unless it would repeat the error under the field.
          advice={emailHint ? (advice === error('email') ? null : advice) : undefined}
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onChange={(e) => setValue('email', e.target.value)}
          />
        </Field>
        <Field id={id('organization')} label="Organization" required error={error('organization')}>
          <Input
            name="organization"
            autoComplete="organization"
            value={values.organization}
            onChange={(e) => setValue('organization', e.target.value)}
          />
        </Field>
        <Field id={id('jobTitle')} label="Job Title" error={error('jobTitle')}>
          <Input
            name="jobTitle"
            autoComplete="organization-title"
            value={values.jobTitle}
            onChange={(e) => setValue('jobTitle', e.target.value)}
          />
        </Field>
      </div>
      <Field
        id={id('researchAreas')}
        label="Research Areas"
        hint="For example: MEMS, photonics, 2D materials."
        required
        error={error('researchAreas')}
      >
        <Input name="researchAreas" value={values.researchAreas} onChange={(e) => setValue('researchAreas', e.target.value)} />
      </Field>
      <Field id={id('intent')} label="What brings you here?" required error={error('intent')}>
        <Select name="intent" placeholder="Select an option" value={values.intent} onChange={(e) => setValue('intent', e.target.value)}>
          {intentOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        id={id('marketingOptIn')}
        name="marketingOptIn"
        checked={values.marketingOptIn}
        onChange={(e) => setValue('marketingOptIn', e.target.checked)}
        error={error('marketingOptIn')}
        label="Send me occasional application notes and product news (1 to 2 e-mails a month). I can unsubscribe at any time."
      />
      {botChallengeSiteKey && (
        <Verification
          key={verification.generation}
          id={challengeId}
          noteId={noteId}
          siteKey={botChallengeSiteKey}
          scriptUrl={botChallengeScriptUrl}
          action={botChallengeAction}
          verified={verification.verified}
          onToken={verification.setToken}
        />
      )}
      <p id={privacyId} className="ui:text-sm ui:text-ink-600">
        We use these details to send you the document and to follow up on your interest. See our{' '}
        <Link
          href={privacyHref}
          className="ui:font-medium ui:text-plasma-800 ui:underline ui:underline-offset-2 ui:hover:no-underline ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
        >
          Privacy Policy
        </Link>
        .
      </p>
      <SubmitRow
        label="Download Now"
        busyLabel="Submitting...."
        busyAnnouncement="Submitting."
        busy={submitting}
        verified={verification.verified}
        noteId={noteId}
      />
    </form>
  );
}
