import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { FormAlert } from '../../primitives/form-field/form-field';
import { Anchor, type LinkComponent } from '../../lib/link';
import { failureMessage, type FormSchema, type IssueCode, type ValidationMessages } from '../../lib/schema-form';
import {
  FormErrorSummary,
  FormSuccess,
  FormVerification,
  RequiredNote,
  SubmitRow,
  VERIFICATION_TEXT,
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
  useTypedWorkGuard,
} from '../lead-form/lead-form-parts';

/** What a quote request sends: the visible fields, the product and the verification token. */
export type QuoteRequestValues = InquiryValues & {
  productName: string;
  product: string;
  turnstileToken: string;
};

export const QUOTE_REQUIRED_TEXT = 'Please complete required fields.';

/** Every text the quote dialog shows. `{productName}` in `title` is replaced by the product's name. */
export type QuoteDialogMessages = InquiryFieldMessages &
  VerificationMessages & {
    /** @defaultValue 'Request a Quote: {productName}' */
    title: string;
    /** @defaultValue 'Tell us about your application and we will reply within one business day.' */
    description: string;
    /**
     * The form's accessible name.
     * @defaultValue 'Quote request'
     */
    formLabel: string;
    /** @defaultValue 'Your application, materials, wafer size, timeline...' */
    messagePlaceholder: string;
    /**
     * The key to the `*` marks.
     * @defaultValue 'Required'
     */
    requiredNote: string;
    /**
     * The error summary's titles.
     * @defaultValue 'Please complete required fields.'
     */
    requiredError: string;
    /** @defaultValue 'Please correct the fields marked below.' */
    invalidError: string;
    /** @defaultValue 'Please complete the verification.' */
    verification: string;
    /** @defaultValue 'Submit Request' */
    submit: string;
    /** @defaultValue 'Submitting…' */
    busy: string;
    /** @defaultValue 'Sending your request.' */
    busyAnnouncement: string;
    /** @defaultValue 'Request sent' */
    successTitle: string;
    /** @defaultValue 'Download Brochure' */
    downloadBrochure: string;
    /** @defaultValue 'View All Products' */
    viewAllProducts: string;
    /**
     * Shown when sending fails with an error without a message, or with something not an error.
     * @defaultValue 'Failed'
     */
    failedEmpty: string;
    /** @defaultValue 'Failed to submit form.' */
    failedUnknown: string;
    /**
     * The name of the dialog's × button.
     * @defaultValue 'Close'
     */
    closeLabel: string;
  };

/** The English defaults; pass `messages` to change any of them. */
export const quoteDialogMessages: QuoteDialogMessages = {
  ...inquiryFieldMessages,
  ...verificationMessages,
  title: 'Request a Quote: {productName}',
  description: 'Tell us about your application and we will reply within one business day.',
  formLabel: 'Quote request',
  messagePlaceholder: 'Your application, materials, wafer size, timeline...',
  requiredNote: 'Required',
  requiredError: QUOTE_REQUIRED_TEXT,
  invalidError: 'Please correct the fields marked below.',
  verification: VERIFICATION_TEXT,
  submit: 'Submit Request',
  busy: 'Submitting…',
  busyAnnouncement: 'Sending your request.',
  successTitle: 'Request sent',
  downloadBrochure: 'Download Brochure',
  viewAllProducts: 'View All Products',
  failedEmpty: 'Failed',
  failedUnknown: 'Failed to submit form.',
  closeLabel: 'Close',
};

export type QuoteDialogProps = {
  /** Whether the dialog is shown: the page owns this state. Closing resets the form. */
  open: boolean;
  /** Called with `false` when the visitor closes it (or follows a link in the success view). */
  onOpenChange: (open: boolean) => void;
  /** The product asked about: in the title, and sent as `productName`. */
  productName: string;
  /**
   * The product's slug, sent as `product`.
   * @default ''
   */
  product?: string;
  /** The product's datasheet: the success view offers it as 'Download Brochure'. */
  datasheetUrl?: string;
  /** The name the datasheet is saved under (the link's `download`). */
  datasheetFileName?: string;
  /** The request's rules (the API's own schema); its issues are shown under their fields. */
  schema: FormSchema<QuoteRequestValues>;
  /**
   * Sends the validated request. Resolves with the server's reply (shown to the visitor; it holds
   * the reference number); rejects on failure, with the server's text as the error's message.
   */
  onSubmit: (values: QuoteRequestValues) => Promise<string>;
  /** With a site key, the visitor must pass a bot challenge before the request can be sent. */
  botChallengeSiteKey?: string;
  /**
   * Where the challenge's script loads from (Cloudflare's, `TURNSTILE_SCRIPT_URL`, by default).
   * @default TURNSTILE_SCRIPT_URL
   */
  botChallengeScriptUrl?: string;
  /**
   * The challenge's action, which the server checks the token against; the quote dialog's by default.
   * @default quote
   */
  botChallengeAction?: string;
  /** Called when the visitor downloads the brochure from the success view (for analytics). */
  onBrochureDownload?: () => void;
  /** The router's link, for the success view's links; a plain `<a>` when not given. */
  linkComponent?: LinkComponent;
  /** The products overview, offered after sending as 'View All Products'; without it there is no such link. */
  productsHref?: string;
  /**
   * Replaces `messages.title` (which names the product).
   * @defaultValue 'Request a Quote: {productName}'
   */
  title?: React.ReactNode;
  /**
   * Replaces `messages.description`.
   * @defaultValue 'Tell us about your application and we will reply within one business day.'
   */
  description?: React.ReactNode;
  /**
   * The form's words for the API's rules, by code (`required`, `too_long`...), for the schema's issues and the
   * fields a server refusal names; a code without an entry keeps the schema's or the server's message.
   */
  validationMessages?: ValidationMessages;
  /** Reads a rule's code from a schema issue (the lead API's `validationIssue`), for `validationMessages`. */
  issueCode?: IssueCode;
  /** Texts to change; the rest stay the English defaults (`quoteDialogMessages`). */
  messages?: Partial<QuoteDialogMessages>;
};

/**
 * The quote / product-information dialog: a form, then a
 * submitting state, then a success view with the server's reply, the brochure download and a
 * link to the products. A failure returns to the form with everything typed and the server's
 * text. Closing the dialog resets it.
 */
export function QuoteDialog({ open, onOpenChange, productName, title, description, messages: overrides, ...props }: QuoteDialogProps) {
  const guard = useTypedWorkGuard(onOpenChange);
  const messages = { ...quoteDialogMessages, ...overrides };
  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={title ?? messages.title.replaceAll('{productName}', productName)}
      description={description ?? messages.description}
      closeLabel={messages.closeLabel}
      data-slot="quote-dialog"
      onPointerDownOutside={guard.onPointerDownOutside}
    >
      {/* Mounted only while open, so closing resets every state below. */}
      <QuoteForm productName={productName} onOpenChange={guard.onOpenChange} onDirtyChange={guard.onDirtyChange} messages={messages} {...props} />
    </Dialog>
  );
}

function QuoteForm({
  onOpenChange,
  productName,
  product = '',
  datasheetUrl,
  datasheetFileName,
  schema,
  onSubmit,
  botChallengeSiteKey,
  botChallengeScriptUrl,
  botChallengeAction = 'quote',
  onBrochureDownload,
  linkComponent: Link = Anchor,
  productsHref,
  onDirtyChange,
  validationMessages,
  issueCode,
  messages,
}: Omit<QuoteDialogProps, 'open' | 'title' | 'description' | 'messages'> & {
  onDirtyChange: (dirty: boolean) => void;
  messages: QuoteDialogMessages;
}) {
  const form = useLeadForm({
    initialValues: emptyInquiry(),
    fields: inquiryFields,
    schema,
    hidden: { productName, product },
    errorTexts: { required: messages.requiredError, verification: messages.verification, invalid: messages.invalidError },
    errorPrefix: messages.errorPrefix,
    validationMessages,
    issueCode,
    botChallengeSiteKey,
    onSubmit,
  });
  const { dirty } = form;
  React.useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (form.status === 'success') {
    return (
      <div data-slot="quote-success" className="ui:flex ui:flex-col ui:gap-5">
        <FormSuccess title={messages.successTitle}>{form.result}</FormSuccess>
        <div className="ui:flex ui:flex-col ui:gap-3 ui:sm:flex-row">
          {datasheetUrl && (
            <Button asChild>
              <a
                href={datasheetUrl}
                download={datasheetFileName ?? true}
                onClick={() => {
                  onBrochureDownload?.();
                  // After the click's default action (the download) has started.
                  window.setTimeout(() => onOpenChange(false));
                }}
              >
                {messages.downloadBrochure}
              </a>
            </Button>
          )}
          {productsHref && (
            <Button asChild variant="secondary">
              <Link href={productsHref} onClick={() => onOpenChange(false)}>
                {messages.viewAllProducts}
              </Link>
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={messages.formLabel}
      data-slot="quote-form"
      className="ui:flex ui:flex-col ui:gap-4"
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <FormErrorSummary form={form} />
      <RequiredNote>{messages.requiredNote}</RequiredNote>
      <InquiryFields form={form} messages={messages} messagePlaceholder={messages.messagePlaceholder} />
      <FormVerification
        form={form}
        action={botChallengeAction}
        scriptUrl={botChallengeScriptUrl}
        note={messages.verification}
        messages={challengeMessages(messages)}
      />
      {form.failed && (
        <FormAlert>
          {failureMessage(form.failure, { empty: messages.failedEmpty, notAnError: messages.failedUnknown, messages: validationMessages })}
        </FormAlert>
      )}
      <SubmitRow form={form} label={messages.submit} busyLabel={messages.busy} busyAnnouncement={messages.busyAnnouncement} />
    </form>
  );
}
