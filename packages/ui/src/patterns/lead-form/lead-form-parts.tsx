import * as React from 'react';
import { Field, FIELD_ERROR_PREFIX, Input, Textarea } from '../../primitives/form-field/form-field';
import type { LeadForm, LeadFormField } from '../form-kit/types';

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

/** The inquiry fields in the order they are shown, the required ones marked. */
export const inquiryFields: ReadonlyArray<LeadFormField<InquiryValues>> = [
  { name: 'name', required: true },
  { name: 'email', required: true },
  { name: 'phone' },
  { name: 'organization' },
  { name: 'message', required: true },
];

/** The labels of the inquiry fields, and what is read out before a field's error. */
export type InquiryFieldMessages = {
  /** @defaultValue 'Name' */
  name: string;
  /** @defaultValue 'Email' */
  email: string;
  /** @defaultValue 'Phone' */
  phone: string;
  /** @defaultValue 'Organization' */
  organization: string;
  /** @defaultValue 'Message' */
  message: string;
  /**
   * Read out, not shown, before each field's error message.
   * @defaultValue 'Error: '
   */
  errorPrefix: string;
};

export const inquiryFieldMessages: InquiryFieldMessages = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  organization: 'Organization',
  message: 'Message',
  errorPrefix: FIELD_ERROR_PREFIX,
};

/** Name, e-mail, phone, organization and message, each tied to its error. */
export function InquiryFields({
  form,
  messages,
  messagePlaceholder,
}: {
  form: LeadForm<InquiryValues, unknown>;
  messages: InquiryFieldMessages;
  messagePlaceholder?: string;
}) {
  return (
    <>
      <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
        <Field {...form.field('name')} label={messages.name}>
          <Input {...form.control('name')} autoComplete="name" />
        </Field>
        <Field {...form.field('email')} label={messages.email}>
          <Input {...form.control('email')} type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field {...form.field('phone')} label={messages.phone}>
          <Input {...form.control('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field {...form.field('organization')} label={messages.organization}>
          <Input {...form.control('organization')} autoComplete="organization" />
        </Field>
      </div>
      <Field {...form.field('message')} label={messages.message}>
        <Textarea {...form.control('message')} placeholder={messagePlaceholder} />
      </Field>
    </>
  );
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
