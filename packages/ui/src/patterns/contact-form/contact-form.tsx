import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-field/form-field';
import { cn } from '../../lib/cn';
import {
  emptyInquiry,
  inquiryFields,
  InquiryFields,
  type InquiryValues,
  RequiredNote,
  SubmitErrors,
  SubmitRow,
  useVerification,
  Verification,
  VERIFICATION_TEXT,
} from '../lead-form/lead-form-parts';
import { type FormSchema, useFormState, validateForm } from '../../lib/schema-form';

/** A general contact message: the visible fields plus the fixed product name, the topic and the token. */
export type ContactMessageValues = InquiryValues & {
  productName: 'General Inquiry';
  topic: string;
  turnstileToken: string;
};

export const CONTACT_REQUIRED_TEXT = 'Please complete required fields.';

export type ContactFormProps = {
  /** The message's rules (the API's own schema); its issues are shown under their fields. */
  schema: FormSchema<ContactMessageValues>;
  /** Sends the validated message; resolves with the server's reply, rejects on failure. */
  onSubmit: (values: ContactMessageValues) => Promise<string>;
  /** Pre-fills the message (the contact page's `?topic=`). */
  initialMessage?: string;
  /** Sent as `topic`. */
  topic?: string;
  /** The mailbox named (and linked) in the failure message. */
  failureEmail: string;
  botChallengeSiteKey?: string;
  botChallengeScriptUrl?: string;
  /** The challenge's action, which the server checks the token against; defaults to 'contact', the contact form's. */
  botChallengeAction?: string;
  /** The form's accessible name. */
  label?: string;
  className?: string;
};

type Status = 'editing' | 'sending' | 'sent';

/**
 * The contact form (SPEC.md sections 2, 4, 5 and 8): editing, sending, then a thank-you view with
 * the server's reply and 'Send Another Message', which brings back an empty form. A failure keeps
 * the form and everything typed, and offers the mailbox instead.
 */
export function ContactForm({
  schema,
  onSubmit,
  initialMessage = '',
  topic = 'general',
  failureEmail,
  botChallengeSiteKey,
  botChallengeScriptUrl,
  botChallengeAction = 'contact',
  label = 'Contact us',
  className,
}: ContactFormProps) {
  const formId = React.useId();
  const form = useFormState(emptyInquiry(initialMessage));
  const verification = useVerification(botChallengeSiteKey);
  const [status, setStatus] = React.useState<Status>('editing');
  const [failed, setFailed] = React.useState(false);
  const [reply, setReply] = React.useState('');
  // Where focus goes after a change of view: the thank-you text, or the first field of a new message.
  // The challenge's script loads once the visitor starts on the form, not with the page.
  const [engaged, setEngaged] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    const form = formRef.current;
    if (engaged || !botChallengeSiteKey || !form) return;
    const engage = () => setEngaged(true);
    form.addEventListener('focusin', engage, { once: true });
    return () => form.removeEventListener('focusin', engage);
  }, [engaged, botChallengeSiteKey]);
  const [focusTarget, setFocusTarget] = React.useState<'thanks' | 'first-field' | null>(null);
  const thanksRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (focusTarget === 'thanks') thanksRef.current?.focus();
    if (focusTarget === 'first-field') document.getElementById(`${formId}-name`)?.focus();
  }, [focusTarget, formId]);

  const challengeId = `${formId}-verification`;
  const noteId = `${formId}-verification-note`;
  const sending = status === 'sending';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailed(false);
    const result = await validateForm({
      schema,
      payload: { ...form.values, productName: 'General Inquiry', topic, turnstileToken: verification.token ?? '' },
      fields: inquiryFields(formId),
      texts: { required: CONTACT_REQUIRED_TEXT, verification: VERIFICATION_TEXT, invalid: 'Please correct the fields marked below.' },
      verification: { missing: !verification.verified, targetId: challengeId },
    });
    if (result.errors) {
      form.fail(result.errors);
      return;
    }
    form.setErrors(null);
    setStatus('sending');
    try {
      setReply(await onSubmit(result.value));
      setStatus('sent');
      setFocusTarget('thanks');
    } catch {
      setFailed(true);
      setStatus('editing');
      if (verification.required) verification.renew();
    }
  }

  if (status === 'sent') {
    return (
      <div data-slot="contact-form" data-state="sent" className={cn('ui:flex ui:flex-col ui:items-start ui:gap-5', className)}>
        <div
          ref={thanksRef}
          tabIndex={-1}
          className="ui:flex ui:flex-col ui:gap-2 ui:self-stretch ui:rounded-control ui:border ui:border-success-600/40 ui:bg-white ui:p-4 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
        >
          <p className="ui:text-lg ui:font-semibold ui:text-success-700">Thank you for your message!</p>
          <p className="ui:whitespace-pre-line ui:text-ink-800">{reply}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(emptyInquiry());
            setFailed(false);
            verification.renew();
            setStatus('editing');
            setFocusTarget('first-field');
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      data-slot="contact-form"
      data-state={status}
      className={cn('ui:flex ui:flex-col ui:gap-4', className)}
      onSubmit={(event) => void submit(event)}
    >
      {form.errors && (
        <SubmitErrors key={form.failures} errors={form.errors} />
      )}
      <RequiredNote />
      <InquiryFields formId={formId} values={form.values} onChange={(name, value) => form.setValue(name, value)} errors={form.errors} />
      {botChallengeSiteKey && !engaged && (
        // Holds the widget's place (no layout shift) until the visitor starts on the form.
        <div data-slot="bot-challenge-placeholder" className="ui:flex ui:flex-col ui:gap-1">
          <div className="ui:min-h-[65px]" />
          <p id={noteId} className="ui:text-sm ui:font-medium ui:text-ink-700">
            {VERIFICATION_TEXT}
          </p>
        </div>
      )}
      {botChallengeSiteKey && engaged && (
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
      {failed && (
        <FormAlert>
          Failed to send message. Please try again or contact us directly at{' '}
          <a href={`mailto:${failureEmail}`}>{failureEmail}</a>
        </FormAlert>
      )}
      <SubmitRow
        label="Send Message"
        busyLabel="Sending..."
        busyAnnouncement="Sending your message."
        busy={sending}
        verified={verification.verified}
        noteId={noteId}
      />
    </form>
  );
}
