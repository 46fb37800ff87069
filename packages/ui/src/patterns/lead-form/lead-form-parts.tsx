import * as React from 'react';
import { BotChallenge } from '../bot-challenge/bot-challenge';
import { Button } from '../../primitives/button/button';
import { ErrorSummary, Field, Input, Textarea } from '../../primitives/form-field/form-field';
import type { FormErrors } from '../../lib/schema-form';

/** The fields a visitor fills in to ask something (quote dialog, contact form). */
export type InquiryValues = {
  name: string;
  email: string;
  phone: string;
  organization: string;
  message: string;
};

export const emptyInquiry = (message = ''): InquiryValues => ({
  name: '',
  email: '',
  phone: '',
  organization: '',
  message,
});

export const inquiryFields = (formId: string) =>
  [
    { name: 'name', id: `${formId}-name`, required: true },
    { name: 'email', id: `${formId}-email`, required: true },
    { name: 'phone', id: `${formId}-phone` },
    { name: 'organization', id: `${formId}-organization` },
    { name: 'message', id: `${formId}-message`, required: true },
  ] as const;

/** Name, e-mail, phone, organization and message, each tied to its error. */
export function InquiryFields({
  formId,
  values,
  onChange,
  errors,
  messageLabel = 'Message',
  messagePlaceholder,
}: {
  formId: string;
  values: InquiryValues;
  onChange: <K extends keyof InquiryValues>(name: K, value: string) => void;
  errors: FormErrors | null;
  messageLabel?: string;
  messagePlaceholder?: string;
}) {
  const error = (name: keyof InquiryValues) => errors?.fields[name];
  return (
    <>
      <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
        <Field id={`${formId}-name`} label="Name" required error={error('name')}>
          <Input name="name" autoComplete="name" value={values.name} onChange={(event) => onChange('name', event.target.value)} />
        </Field>
        <Field id={`${formId}-email`} label="Email" required error={error('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        </Field>
        <Field id={`${formId}-phone`} label="Phone" error={error('phone')}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(event) => onChange('phone', event.target.value)} />
        </Field>
        <Field id={`${formId}-organization`} label="Organization" error={error('organization')}>
          <Input
            name="organization"
            autoComplete="organization"
            value={values.organization}
            onChange={(event) => onChange('organization', event.target.value)}
          />
        </Field>
      </div>
      <Field id={`${formId}-message`} label={messageLabel} required error={error('message')}>
        <Textarea
          name="message"
          value={values.message}
          placeholder={messagePlaceholder}
          onChange={(event) => onChange('message', event.target.value)}
        />
      </Field>
    </>
  );
}

/**
 * The errors of a failed submit. Give it the failed-submit count as `key`: each failure mounts a
 * fresh summary, which is announced (an alert) and takes focus, so the visitor starts from it.
 */
export function SubmitErrors({ errors }: { errors: FormErrors }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return <ErrorSummary ref={ref} title={errors.title} errors={errors.summary} />;
}

/** A visual key for the `*` marks; assistive technology hears "required" on each control instead. */
export function RequiredNote() {
  return (
    <p aria-hidden="true" className="ui:text-sm ui:text-ink-600">
      <span className="ui:text-danger-700">*</span> Required
    </p>
  );
}

export const VERIFICATION_TEXT = 'Please complete the verification.';

/**
 * The verification widget and, until it hands over a token, the sentence that says why the
 * submit button is disabled (the button points at it with `aria-describedby`).
 */
export function Verification({
  id,
  noteId,
  siteKey,
  scriptUrl,
  action,
  verified,
  onToken,
}: {
  id: string;
  noteId: string;
  siteKey: string;
  scriptUrl?: string;
  /** The widget's action, naming the form (see `BotChallenge`). */
  action: string;
  verified: boolean;
  onToken: (token: string | null) => void;
}) {
  return (
    <div className="ui:flex ui:flex-col ui:gap-1">
      <BotChallenge id={id} siteKey={siteKey} scriptUrl={scriptUrl} action={action} onToken={onToken} />
      {!verified && (
        <p id={noteId} className="ui:text-sm ui:font-medium ui:text-ink-700">
          {VERIFICATION_TEXT}
        </p>
      )}
    </div>
  );
}

/**
 * The submit button and a polite live region. The button is disabled until verification hands over
 * a token (and then points at the note that says why); while sending it stays focusable but
 * `aria-disabled`, shows `busyLabel` and the region announces `busyAnnouncement`.
 */
export function SubmitRow({
  label,
  busyLabel,
  busyAnnouncement,
  busy,
  verified,
  noteId,
}: {
  label: string;
  busyLabel: string;
  busyAnnouncement: string;
  busy: boolean;
  verified: boolean;
  noteId: string;
}) {
  return (
    <div className="ui:flex ui:flex-col ui:gap-3 ui:sm:flex-row ui:sm:items-center">
      <Button
        type="submit"
        disabled={!verified}
        aria-disabled={busy || undefined}
        aria-describedby={verified ? undefined : noteId}
        className="ui:sm:self-start"
      >
        {busy ? busyLabel : label}
      </Button>
      <p role="status" className="ui:sr-only">
        {busy ? busyAnnouncement : ''}
      </p>
    </div>
  );
}

/** Token state for a form with an optional challenge; `remount` gives a fresh widget (tokens are single-use). */
export function useVerification(siteKey: string | undefined) {
  const [token, setToken] = React.useState<string | null>(null);
  const [generation, setGeneration] = React.useState(0);
  const required = Boolean(siteKey);
  return {
    token,
    setToken,
    required,
    verified: !required || Boolean(token),
    generation,
    renew: React.useCallback(() => {
      setToken(null);
      setGeneration((count) => count + 1);
    }, []),
  };
}

/** Starts downloading a file, as a click on `<a href download>` would. */
export function startDownload(url: string, fileName?: string) {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * For a dialog holding a form: once something is typed, a stray click beside the dialog does not
 * close it (and lose it all); Escape and the close button still do. Closing forgets the state.
 */
export function useTypedWorkGuard(onOpenChange: (open: boolean) => void) {
  const [dirty, setDirty] = React.useState(false);
  const change = React.useCallback(
    (next: boolean) => {
      if (!next) setDirty(false);
      onOpenChange(next);
    },
    [onOpenChange],
  );
  const onPointerDownOutside = (event: Event) => {
    if (dirty) event.preventDefault();
  };
  return { onOpenChange: change, onDirtyChange: setDirty, onPointerDownOutside };
}
