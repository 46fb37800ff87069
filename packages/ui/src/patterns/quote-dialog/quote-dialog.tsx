import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { FormAlert } from '../../primitives/form-field/form-field';
import { Anchor, type LinkComponent } from '../../lib/link';
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
  useTypedWorkGuard,
} from '../lead-form/lead-form-parts';
import { failureMessage, type FormSchema, useFormState, validateForm } from '../../lib/schema-form';

/** What a quote request sends: the visible fields, the product and the verification token. */
export type QuoteRequestValues = InquiryValues & {
  productName: string;
  product: string;
  turnstileToken: string;
};

export const QUOTE_REQUIRED_TEXT = 'Please complete required fields.';

export type QuoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product asked about: in the title, and sent as `productName`. */
  productName: string;
  /** The product's slug, sent as `product`. */
  product?: string;
  /** The product's datasheet: the success view offers it as 'Download Brochure'. */
  datasheetUrl?: string;
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
  botChallengeScriptUrl?: string;
  /** The challenge's action, which the server checks the token against; defaults to 'quote', the quote dialog's. */
  botChallengeAction?: string;
  /** Called when the visitor downloads the brochure from the success view (for analytics). */
  onBrochureDownload?: () => void;
  linkComponent?: LinkComponent;
  productsHref?: string;
  /** Defaults to 'Request a Quote: {productName}'. */
  title?: React.ReactNode;
  description?: React.ReactNode;
};

/**
 * The quote / product-information dialog (SPEC.md sections 2, 4, 5 and 8): a form, then a
 * submitting state, then a success view with the server's reply, the brochure download and a
 * link to the products. A failure returns to the form with everything typed and the server's
 * text. Closing the dialog resets it.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  productName,
  title,
  description = 'Tell us about your application and we will reply within one business day.',
  ...props
}: QuoteDialogProps) {
  const guard = useTypedWorkGuard(onOpenChange);
  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange}
      title={title ?? `Request a Quote: ${productName}`}
      description={description}
      data-slot="quote-dialog"
      onPointerDownOutside={guard.onPointerDownOutside}
    >
      {/* Mounted only while open, so closing resets every state below. */}
      <QuoteForm productName={productName} onOpenChange={guard.onOpenChange} onDirtyChange={guard.onDirtyChange} {...props} />
    </Dialog>
  );
}

type Status = 'editing' | 'submitting' | 'success';

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
  productsHref = '/products',
  onDirtyChange,
}: Omit<QuoteDialogProps, 'open' | 'title' | 'description'> & { onDirtyChange: (dirty: boolean) => void }) {
  const formId = React.useId();
  const form = useFormState(emptyInquiry());
  const verification = useVerification(botChallengeSiteKey);
  const [status, setStatus] = React.useState<Status>('editing');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [reply, setReply] = React.useState('');
  const successRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const dirty = status !== 'success' && Object.values(form.values).some((value) => value.trim() !== '');
  React.useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const challengeId = `${formId}-verification`;
  const noteId = `${formId}-verification-note`;
  const submitting = status === 'submitting';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const result = await validateForm({
      schema,
      payload: { productName, product, ...form.values, turnstileToken: verification.token ?? '' },
      fields: inquiryFields(formId),
      texts: { required: QUOTE_REQUIRED_TEXT, verification: VERIFICATION_TEXT, invalid: 'Please correct the fields marked below.' },
      verification: { missing: !verification.verified, targetId: challengeId },
    });
    if (result.errors) {
      form.fail(result.errors);
      return;
    }
    form.setErrors(null);
    setStatus('submitting');
    try {
      setReply(await onSubmit(result.value));
      setStatus('success');
    } catch (error) {
      setFailure(failureMessage(error));
      setStatus('editing');
      // A challenge token is good for one check: get a fresh one for the next attempt.
      if (verification.required) verification.renew();
    }
  }

  if (status === 'success') {
    return (
      <div data-slot="quote-success" className="ui:flex ui:flex-col ui:gap-5">
        <div ref={successRef} tabIndex={-1} className="ui:flex ui:flex-col ui:gap-2 ui:self-stretch ui:rounded-control ui:border ui:border-success-600/40 ui:bg-white ui:p-4 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500">
          <p className="ui:text-lg ui:font-semibold ui:text-success-700">Thank you! Your request has been sent.</p>
          <p className="ui:text-ink-800 ui:whitespace-pre-line">{reply}</p>
        </div>
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
                Download Brochure
              </a>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link href={productsHref} onClick={() => onOpenChange(false)}>
              View All Products
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Quote request"
      data-slot="quote-form"
      className="ui:flex ui:flex-col ui:gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {form.errors && (
        <SubmitErrors key={form.failures} errors={form.errors} />
      )}
      <RequiredNote />
      <InquiryFields
        formId={formId}
        values={form.values}
        onChange={(name, value) => form.setValue(name, value)}
        errors={form.errors}
        messagePlaceholder="Your application, materials, wafer size, timeline..."
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
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitRow
        label="Submit Request"
        busyLabel="Submitting..."
        busyAnnouncement="Sending your request."
        busy={submitting}
        verified={verification.verified}
        noteId={noteId}
      />
    </form>
  );
}
