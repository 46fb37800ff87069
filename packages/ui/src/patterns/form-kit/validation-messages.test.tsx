// @vitest-environment happy-dom
import { contactMessageSchema, validationIssue } from '@company/lead-client/schemas';
import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, Input } from '../../primitives/form-field/form-field';
import type { FormSchema, ValidationMessages } from '../../lib/schema-form';
import { FormErrorSummary } from './form-kit';
import type { UseLeadFormOptions } from './types';
import { useLeadForm } from './use-lead-form';

// A German form: the kit shows the form's words for each rule's code, whether the rule was broken in the
// browser (the schema's issue, or a required field left empty) or the server refused the field.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const german: ValidationMessages = {
  required: ({ field }) => (field === 'name' ? 'Bitte geben Sie Ihren Namen ein.' : 'Dieses Feld ist erforderlich.'),
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  too_long: ({ params }) => `Bitte höchstens ${String(params?.max)} Zeichen.`,
  verification_failed: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
};

const texts = { required: 'Bitte füllen Sie die Pflichtfelder aus.', verification: 'Bitte bestätigen.', invalid: 'Bitte prüfen Sie die Felder.' };
type Values = { name: string; email: string; phone: string; message: string };
const empty: Values = { name: '', email: '', phone: '', message: '' };

function GermanForm(props: { schema: FormSchema<unknown>; onSubmit: UseLeadFormOptions<Values, unknown, unknown>['onSubmit']; initial?: Values }) {
  const form = useLeadForm({
    initialValues: props.initial ?? empty,
    fields: [{ name: 'name', required: true }, { name: 'email', required: true }, { name: 'phone' }, { name: 'message', required: true }],
    schema: props.schema,
    hidden: { productName: 'General Inquiry', topic: 'general', organization: '' },
    errorTexts: texts,
    errorPrefix: 'Fehler: ',
    validationMessages: german,
    issueCode: validationIssue,
    onSubmit: props.onSubmit,
  });
  return (
    <form noValidate aria-label="Kontakt" onSubmit={(event) => void form.handleSubmit(event)}>
      <FormErrorSummary form={form} />
      {(['name', 'email', 'phone', 'message'] as const).map((name) => (
        <Field key={name} {...form.field(name)} label={name}>
          <Input {...form.control(name)} />
        </Field>
      ))}
      {form.failed && <p data-slot="failure">{String((form.failure as Error).message)}</p>}
      <button type="submit">Senden</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  React.act(() => root?.unmount());
  container?.remove();
});

async function submitted(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await React.act(async () => root!.render(element));
  await React.act(async () => {
    container!.querySelector('form')!.requestSubmit();
  });
  // Validation and the send are promises: let them settle.
  await React.act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return {
    fieldError: (name: string) =>
      container!.querySelector(`[name=${name}]`)!.closest('[data-slot=field]')?.querySelector('[data-slot=field-error]')?.textContent ?? null,
    summary: [...container!.querySelectorAll('[data-slot=error-summary] li')].map((item) => item.textContent),
    text: container!.textContent ?? '',
  };
}

const laxSchema: FormSchema<unknown> = { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } };

describe('the form kit in another language', () => {
  it("shows the form's own message for the API's codes when the browser's check fails", async () => {
    const view = await submitted(
      <GermanForm schema={contactMessageSchema} onSubmit={() => 'ok'} initial={{ ...empty, phone: '1'.repeat(41), message: 'Hallo\u202e' }} />,
    );
    expect(view.fieldError('name')).toBe('Fehler: Bitte geben Sie Ihren Namen ein.');
    expect(view.fieldError('email')).toBe('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(view.fieldError('phone')).toBe('Fehler: Bitte höchstens 40 Zeichen.');
    // A code the form has no words for keeps the schema's message.
    expect(view.fieldError('message')).toBe('Fehler: Please remove the invisible formatting characters.');
    expect(view.text).toContain(texts.required);
  });

  it("words the kit's own required rule with the form's `required` message", async () => {
    const view = await submitted(<GermanForm schema={laxSchema} onSubmit={() => 'ok'} initial={{ ...empty, name: 'Ada' }} />);
    expect(view.fieldError('email')).toBe('Fehler: Dieses Feld ist erforderlich.');
    expect(view.summary).toEqual(['Dieses Feld ist erforderlich.', 'Dieses Feld ist erforderlich.']);
    expect(view.text).not.toContain('This field is required.');
  });

  it('shows the fields a server refusal names in the form’s words, by their codes', async () => {
    const refusal = Object.assign(new Error('Please enter a valid email. Organization: Please keep this under 150 characters.'), {
      status: 400,
      code: 'validation_failed',
      errors: [
        { field: 'email', code: 'email_invalid', message: 'Please enter a valid email.' },
        { field: 'organization', code: 'too_long', message: 'Organization: Please keep this under 150 characters.', params: { max: 150 } },
      ],
    });
    const filled = { name: 'Ada', email: 'ada@lab.example', phone: '', message: 'Hallo' };
    const view = await submitted(
      <GermanForm
        schema={laxSchema}
        initial={filled}
        onSubmit={() => {
          throw refusal;
        }}
      />,
    );
    expect(view.fieldError('email')).toBe('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    // A refused field the form does not show is listed in the summary, in the form's words too.
    expect(view.summary).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Bitte höchstens 150 Zeichen.']);
    expect(view.text).toContain(texts.invalid);
    expect(view.text).not.toContain('Please');
  });
});
