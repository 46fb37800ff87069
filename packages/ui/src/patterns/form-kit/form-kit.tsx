import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { ErrorSummary } from '../../primitives/form-field/form-field';
import { cn } from '../../lib/cn';
import { BotChallenge, botChallengeMessages, type BotChallengeMessages } from '../bot-challenge/bot-challenge';
import type { LeadFormControl } from './types';

/** The English default of the note beside a challenge not passed yet. */
export const VERIFICATION_TEXT = 'Please complete the verification.';

/** The English default of the key to the `*` marks. */
export const REQUIRED_NOTE_TEXT = 'Required';

/** The bot challenge's texts as a form's own `messages` carry them, so a form passes them through. */
export type VerificationMessages = {
  /**
   * The name of the challenge's region.
   * @defaultValue 'Verification'
   */
  verificationLabel: string;
  /**
   * Announced while the challenge loads.
   * @defaultValue 'Loading verification…'
   */
  verificationLoading: string;
  /**
   * Shown when the challenge could not load.
   * @defaultValue 'The verification could not load. Check your connection and try again.'
   */
  verificationFailed: string;
  /**
   * The button that loads the challenge again.
   * @defaultValue 'Try again'
   */
  verificationRetry: string;
};

/** The English defaults, the bot challenge's own. */
export const verificationMessages: VerificationMessages = {
  verificationLabel: botChallengeMessages.label,
  verificationLoading: botChallengeMessages.loading,
  verificationFailed: botChallengeMessages.failed,
  verificationRetry: botChallengeMessages.retry,
};

/** A form's verification texts as the bot challenge takes them. */
export function challengeMessages(messages: VerificationMessages): BotChallengeMessages {
  return {
    label: messages.verificationLabel,
    loading: messages.verificationLoading,
    failed: messages.verificationFailed,
    retry: messages.verificationRetry,
  };
}

/**
 * The errors of the last failed submit, or nothing. Each failure mounts a fresh summary, which is
 * announced (an alert) and takes focus, so the visitor starts from it.
 */
export function FormErrorSummary({
  form,
  className,
}: {
  /** The form from `useLeadForm`: its errors, and how many submits have failed. */
  form: LeadFormControl;
  /** Classes for the summary, after its own. */
  className?: string;
}) {
  if (!form.errors) return null;
  return <ErrorSummary key={form.failures} title={form.errors.title} errors={form.errors.summary} className={className} />;
}

/** A visual key for the `*` marks; assistive technology hears "required" on each control instead. */
export function RequiredNote({
  children = REQUIRED_NOTE_TEXT,
}: {
  /**
   * What the `*` means, in the page's language.
   * @defaultValue 'Required'
   */
  children?: React.ReactNode;
}) {
  return (
    <p aria-hidden="true" data-slot="required-note" className="ui:text-sm ui:text-ink-600">
      <span className="ui:text-danger-700">*</span> {children}
    </p>
  );
}

/** The note that says why the submit button is disabled until the challenge is passed. */
export function VerificationNote({
  id,
  children = VERIFICATION_TEXT,
}: {
  /** The id the disabled submit button's `aria-describedby` points at (`form.verification.noteId`). */
  id: string;
  /**
   * Why the button is disabled.
   * @defaultValue 'Please complete the verification.'
   */
  children?: React.ReactNode;
}) {
  return (
    <p id={id} data-slot="verification-note" className="ui:text-sm ui:font-medium ui:text-ink-700">
      {children}
    </p>
  );
}

export type FormVerificationProps = {
  /** The form from `useLeadForm`: its site key and verification state. */
  form: LeadFormControl;
  /** The widget's action, naming the form; the server checks the token against it. */
  action: string;
  /**
   * Where the challenge's script loads from (Cloudflare's, `TURNSTILE_SCRIPT_URL`, by default).
   * @default TURNSTILE_SCRIPT_URL
   */
  scriptUrl?: string;
  /**
   * The note shown until a token is handed over.
   * @defaultValue 'Please complete the verification.'
   */
  note?: React.ReactNode;
  /** The challenge's own texts (its region's name, loading, failure, retry); the rest stay `botChallengeMessages`. */
  messages?: Partial<BotChallengeMessages>;
};

/**
 * The bot challenge (when the form has a site key) and, until it hands over a token, the note the
 * disabled submit button points at. Renders nothing without a site key.
 */
export function FormVerification({ form, action, scriptUrl, note, messages }: FormVerificationProps) {
  const { verification } = form;
  if (!verification.siteKey) return null;
  return (
    <div data-slot="form-verification" className="ui:flex ui:flex-col ui:gap-1">
      <BotChallenge
        key={verification.generation}
        id={verification.id}
        siteKey={verification.siteKey}
        scriptUrl={scriptUrl}
        action={action}
        messages={messages}
        onToken={verification.setToken}
      />
      {!verification.verified && <VerificationNote id={verification.noteId}>{note}</VerificationNote>}
    </div>
  );
}

/** A polite live region: what it holds is announced without interrupting. Visually hidden unless `visible`. */
export function FormStatus({
  children,
  visible = false,
  className,
}: {
  /** What to announce; change it to announce something new. */
  children?: React.ReactNode;
  /** Shows the text on screen too (otherwise only assistive technology has it). */
  visible?: boolean;
  /** Classes for the region, after its own. */
  className?: string;
}) {
  return (
    <p role="status" data-slot="form-status" className={cn(!visible && 'ui:sr-only', className)}>
      {children}
    </p>
  );
}

export type SubmitRowProps = {
  /** The form from `useLeadForm`: whether it is busy, sent, or waiting for the challenge. */
  form: LeadFormControl;
  /** The button's text, e.g. 'Submit Request'. */
  label: React.ReactNode;
  /** The button's text while sending, e.g. 'Submitting…'. */
  busyLabel: React.ReactNode;
  /** Announced while sending, e.g. 'Sending your request.' */
  busyAnnouncement: React.ReactNode;
  /** Announced once sent (for a form that stays in place). */
  successAnnouncement?: React.ReactNode;
  /** Classes for the row, after its own. */
  className?: string;
};

/**
 * The submit button and the form's live status. The button is disabled until the challenge hands
 * over a token (and then points at the note that says why); while sending it stays focusable but
 * `aria-disabled`, shows `busyLabel`, and the status announces `busyAnnouncement`.
 */
export function SubmitRow({ form, label, busyLabel, busyAnnouncement, successAnnouncement, className }: SubmitRowProps) {
  const { verified, noteId } = form.verification;
  const announcement = form.busy ? busyAnnouncement : form.status === 'success' ? successAnnouncement : null;
  return (
    <div data-slot="submit-row" className={cn('ui:flex ui:flex-col ui:gap-3 ui:sm:flex-row ui:sm:items-center', className)}>
      <Button
        type="submit"
        disabled={!verified}
        aria-disabled={form.busy || undefined}
        aria-describedby={verified ? undefined : noteId}
        className="ui:sm:self-start"
      >
        {form.busy ? busyLabel : label}
      </Button>
      <FormStatus>{announcement ?? ''}</FormStatus>
    </div>
  );
}

/** The view after sending: a title and the server's reply, focused as it appears so it is read out. */
export function FormSuccess({
  title,
  children,
  className,
}: {
  /** What happened, e.g. 'Request sent' (the server's reply, shown under it, says thank you). */
  title: React.ReactNode;
  /** The server's reply (line breaks kept), e.g. with the reference number. */
  children?: React.ReactNode;
  /** Classes for the view, after its own. */
  className?: string;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="form-success"
      className={cn(
        'ui:flex ui:flex-col ui:gap-2 ui:self-stretch ui:rounded-control ui:border ui:border-success-600/40 ui:bg-white ui:p-4 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
        className,
      )}
    >
      <p className="ui:text-lg ui:font-semibold ui:text-success-700">{title}</p>
      {children != null && children !== '' && <p className="ui:whitespace-pre-line ui:text-ink-800">{children}</p>}
    </div>
  );
}
