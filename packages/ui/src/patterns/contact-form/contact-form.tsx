import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-field/form-field';
import { cn } from '../../lib/cn';
import type { FormSchema, IssueCode, ValidationMessages } from '../../lib/schema-form';
import {
  FormErrorSummary,
  FormSuccess,
  FormVerification,
  RequiredNote,
  SubmitRow,
  VERIFICATION_TEXT,
  VerificationNote,
  challengeMessages,
  verificationMessages,
  type VerificationMessages,
} from '../form-kit/form-kit';
import { useLeadForm } from '../form-kit/use-lead-form';
import {
  emptyInquiry,
  inquiryFieldMessages,
  inquiryFields,
  InquiryFields,
  type InquiryFieldMessages,
  type InquiryValues,
} from '../lead-form/lead-form-parts';

/** A general contact message: the visible fields plus the fixed product name, the topic and the token. */
export type ContactMessageValues = InquiryValues & {
  productName: 'General Inquiry';
  topic: string;
  turnstileToken: string;
};

export const CONTACT_REQUIRED_TEXT = 'Please complete required fields.';

/** Every text the contact form shows. */
export type ContactFormMessages = InquiryFieldMessages &
  VerificationMessages & {
    /**
     * The form's accessible name.
     * @defaultValue 'Contact us'
     */
    formLabel: string;
    /**
     * The key to the `*` marks.
     * @defaultValue 'Required'
     */
    requiredNote: string;
    /** @defaultValue 'Please complete required fields.' */
    requiredError: string;
    /** @defaultValue 'Please correct the fields marked below.' */
    invalidError: string;
    /** @defaultValue 'Please complete the verification.' */
    verification: string;
    /** @defaultValue 'Send Message' */
    submit: string;
    /** @defaultValue 'Sending…' */
    busy: string;
    /** @defaultValue 'Sending your message.' */
    busyAnnouncement: string;
    /**
     * Before the mailbox's address when sending fails.
     * @defaultValue 'Failed to send message. Please try again or contact us directly at'
     */
    failure: string;
    /** @defaultValue 'Message sent' */
    successTitle: string;
    /** @defaultValue 'Send Another Message' */
    sendAnother: string;
  };

/** The English defaults; pass `messages` to change any of them. */
export const contactFormMessages: ContactFormMessages = {
  ...inquiryFieldMessages,
  ...verificationMessages,
  formLabel: 'Contact us',
  requiredNote: 'Required',
  requiredError: CONTACT_REQUIRED_TEXT,
  invalidError: 'Please correct the fields marked below.',
  verification: VERIFICATION_TEXT,
  submit: 'Send Message',
  busy: 'Sending…',
  busyAnnouncement: 'Sending your message.',
  failure: 'Failed to send message. Please try again or contact us directly at',
  // The server's reply under it thanks the visitor: the heading says what happened, so the view says thank you once.
  successTitle: 'Message sent',
  sendAnother: 'Send Another Message',
};

export type ContactFormProps = {
  /** The message's rules (the API's own schema); its issues are shown under their fields. */
  schema: FormSchema<ContactMessageValues>;
  /** Sends the validated message; resolves with the server's reply, rejects on failure. */
  onSubmit: (values: ContactMessageValues) => Promise<string>;
  /** Pre-fills the message (the contact page's `?topic=`). */
  initialMessage?: string;
  /**
   * Sent as `topic`.
   * @default general
   */
  topic?: string;
  /** The mailbox named (and linked) in the failure message. */
  failureEmail: string;
  /** With a site key, the visitor must pass a bot challenge before the message can be sent. */
  botChallengeSiteKey?: string;
  /**
   * Where the challenge's script loads from (Cloudflare's, `TURNSTILE_SCRIPT_URL`, by default).
   * @default TURNSTILE_SCRIPT_URL
   */
  botChallengeScriptUrl?: string;
  /**
   * The challenge's action, which the server checks the token against; the contact form's by default.
   * @default contact
   */
  botChallengeAction?: string;
  /** The form's accessible name; replaces `messages.formLabel`. */
  label?: string;
  /**
   * The form's words for the API's rules, by code (`required`, `too_long`...), for the schema's issues and the
   * fields a server refusal names; a code without an entry keeps the schema's or the server's message.
   */
  validationMessages?: ValidationMessages;
  /** Reads a rule's code from a schema issue (the lead API's `validationIssue`), for `validationMessages`. */
  issueCode?: IssueCode;
  /** Texts to change; the rest stay the English defaults (`contactFormMessages`). */
  messages?: Partial<ContactFormMessages>;
  /** Classes for the component's outer element, after its own. */
  className?: string;
};

/**
 * The contact form: editing, sending, then a thank-you view with
 * the server's reply and 'Send Another Message', which brings back an empty form. A failure keeps
 * the form and everything typed, and offers the mailbox instead.
 *
 * The thank-you view is as tall as what it says, not as tall as the form it replaces: a page that
 * sets the form beside taller content aligns it to the top rather than stretching its box.
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
  label,
  validationMessages,
  issueCode,
  messages: overrides,
  className,
}: ContactFormProps) {
  const messages = { ...contactFormMessages, ...overrides };
  const form = useLeadForm({
    initialValues: emptyInquiry(initialMessage),
    fields: inquiryFields,
    schema,
    hidden: { productName: 'General Inquiry', topic },
    errorTexts: { required: messages.requiredError, verification: messages.verification, invalid: messages.invalidError },
    errorPrefix: messages.errorPrefix,
    validationMessages,
    issueCode,
    botChallengeSiteKey,
    onSubmit,
  });
  // A message suggested after the first render (a topic a prerendered page learns once hydrated) fills the
  // message box if it still holds the previous suggestion, and never replaces what the visitor wrote.
  const suggested = React.useRef(initialMessage);
  const { values, setValue } = form;
  React.useEffect(() => {
    if (initialMessage === suggested.current) return;
    if (values.message === suggested.current) setValue('message', initialMessage);
    suggested.current = initialMessage;
  }, [initialMessage, values.message, setValue]);
  // The challenge's script loads once the visitor starts on the form, not with the page.
  const [engaged, setEngaged] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    const element = formRef.current;
    if (engaged || !botChallengeSiteKey || !element) return;
    const engage = () => setEngaged(true);
    element.addEventListener('focusin', engage, { once: true });
    return () => element.removeEventListener('focusin', engage);
  }, [engaged, botChallengeSiteKey, form.status]);
  // After 'Send Another Message', focus goes to the first field of the new message.
  const [focusFirstField, setFocusFirstField] = React.useState(false);
  const firstFieldId = form.id('name');
  React.useEffect(() => {
    if (focusFirstField) document.getElementById(firstFieldId)?.focus();
  }, [focusFirstField, firstFieldId]);

  if (form.status === 'success') {
    return (
      <div data-slot="contact-form" data-state="sent" className={cn('ui:flex ui:flex-col ui:items-start ui:gap-5', className)}>
        <FormSuccess title={messages.successTitle}>{form.result}</FormSuccess>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(emptyInquiry());
            form.verification.renew();
            setFocusFirstField(true);
          }}
        >
          {messages.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label ?? messages.formLabel}
      data-slot="contact-form"
      data-state={form.busy ? 'sending' : 'editing'}
      className={cn('ui:flex ui:flex-col ui:gap-4', className)}
      onSubmit={(event) => {
        setFocusFirstField(false);
        void form.handleSubmit(event);
      }}
    >
      <FormErrorSummary form={form} />
      <RequiredNote>{messages.requiredNote}</RequiredNote>
      <InquiryFields form={form} messages={messages} />
      {botChallengeSiteKey && !engaged && (
        // Holds the widget's place (no layout shift) until the visitor starts on the form.
        <div data-slot="bot-challenge-placeholder" className="ui:flex ui:flex-col ui:gap-1">
          <div className="ui:min-h-[65px]" />
          <VerificationNote id={form.verification.noteId}>{messages.verification}</VerificationNote>
        </div>
      )}
      {engaged && (
        <FormVerification
          form={form}
          action={botChallengeAction}
          scriptUrl={botChallengeScriptUrl}
          note={messages.verification}
          messages={challengeMessages(messages)}
        />
      )}
      {form.failed && (
        <FormAlert>
          {messages.failure} <a href={`mailto:${failureEmail}`}>{failureEmail}</a>
        </FormAlert>
      )}
      <SubmitRow form={form} label={messages.submit} busyLabel={messages.busy} busyAnnouncement={messages.busyAnnouncement} />
    </form>
  );
}
