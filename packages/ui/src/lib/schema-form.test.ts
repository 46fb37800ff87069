import { contactMessageSchema, downloadLeadSchema } from '@company/lead-client/schemas';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import { failureMessage, validateForm } from './schema-form';

// The mapping from a schema's issues to fields, in the cases the stories do not reach: path
// segments as objects, issues on hidden values, schemas laxer or async, the verification alone.

const texts = { required: 'Please complete required fields.', verification: 'Please complete the verification.', invalid: 'Check the fields.' };
const fields = [
  { name: 'name', id: 'f-name', required: true },
  { name: 'email', id: 'f-email', required: true },
  { name: 'phone', id: 'f-phone' },
];

/** A hand-written Standard Schema that reports the given issues (or accepts). */
function schemaWith(issues: StandardSchemaV1.Issue[] | null, { async = false } = {}): StandardSchemaV1<unknown, unknown> {
  const result = (value: unknown): StandardSchemaV1.Result<unknown> => (issues ? { issues } : { value });
  return {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (value) => (async ? Promise.resolve(result(value)) : result(value)),
    },
  };
}

describe('validateForm', () => {
  it('passes the schema output through (trimmed and defaulted by zod)', async () => {
    const result = await validateForm({
      schema: contactMessageSchema,
      payload: {
        name: ' Ada ',
        email: 'ada@lab.example',
        phone: '',
        organization: '',
        message: 'Hi',
        productName: 'General Inquiry',
        topic: 'general',
        turnstileToken: '',
      },
      fields,
      texts,
    });
    expect(result.errors).toBeUndefined();
    expect(result.value).toMatchObject({ name: 'Ada', productName: 'General Inquiry', topic: 'general' });
  });

  it('maps issues by the first path segment, a key or a { key } segment, first message per field', async () => {
    const result = await validateForm({
      schema: schemaWith([
        { message: 'Name first', path: [{ key: 'name' }] },
        { message: 'Name second', path: ['name'] },
        { message: 'Bad email', path: ['email', 0] },
      ]),
      payload: { name: 'x', email: 'y' },
      fields,
      texts,
    });
    expect(result.errors?.fields).toEqual({ name: 'Name first', email: 'Bad email' });
    expect(result.errors?.title).toBe('Check the fields.');
    expect(result.errors?.summary).toEqual([
      { message: 'Name first', targetId: 'f-name' },
      { message: 'Bad email', targetId: 'f-email' },
    ]);
  });

  it('lists issues of hidden values (and pathless ones) in the summary without a link', async () => {
    const result = await validateForm({
      schema: schemaWith([{ message: 'Please name the file downloaded.', path: ['fileName'] }, { message: 'Whole form' }]),
      payload: { name: 'x', email: 'y' },
      fields,
      texts,
    });
    expect(result.errors?.summary).toEqual([{ message: 'Please name the file downloaded.' }, { message: 'Whole form' }]);
  });

  it('enforces the form’s required fields even when the schema lets them through', async () => {
    const result = await validateForm({ schema: schemaWith(null), payload: { name: '  ', email: 'ada@lab.example' }, fields, texts });
    expect(result.errors?.title).toBe('Please complete required fields.');
    expect(result.errors?.fields).toEqual({ name: 'This field is required.' });
  });

  it('names the verification alone when it is all that is missing', async () => {
    const result = await validateForm({
      schema: schemaWith(null),
      payload: { name: 'Ada', email: 'ada@lab.example' },
      fields,
      texts,
      verification: { missing: true, targetId: 'f-verify' },
    });
    expect(result.errors).toEqual({ title: 'Please complete the verification.', fields: {}, summary: [] });
  });

  it('adds the missing verification to other errors, linked to the widget', async () => {
    const result = await validateForm({
      schema: schemaWith([{ message: 'Please enter your name.', path: ['name'] }]),
      payload: { name: '', email: 'ada@lab.example' },
      fields,
      texts,
      verification: { missing: true, targetId: 'f-verify' },
    });
    expect(result.errors?.summary.at(-1)).toEqual({ message: 'Please complete the verification.', targetId: 'f-verify' });
  });

  it('awaits an async schema', async () => {
    const result = await validateForm({
      schema: schemaWith([{ message: 'Taken', path: ['email'] }], { async: true }),
      payload: { name: 'Ada', email: 'ada@lab.example' },
      fields,
      texts,
    });
    expect(result.errors?.fields).toEqual({ email: 'Taken' });
  });

  it('reports the download gate’s intent and required fields with the API’s messages', async () => {
    const result = await validateForm({
      schema: downloadLeadSchema,
      payload: {
        fullName: '',
        email: '',
        organization: '',
        researchAreas: '',
        jobTitle: '',
        intent: '',
        marketingOptIn: false,
        fileName: 'a.pdf',
        turnstileToken: '',
      },
      fields: ['fullName', 'email', 'organization', 'researchAreas', 'jobTitle', 'intent'].map((name) => ({
        name,
        id: name,
        required: name !== 'jobTitle',
      })),
      texts,
    });
    expect(result.errors?.fields).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter a valid email.',
      organization: 'Please enter your organization.',
      researchAreas: 'Please enter your research areas.',
      intent: 'Please choose what brings you here.',
    });
  });
});

describe('failureMessage', () => {
  it('is the error’s message, "Failed" for an empty one, "Failed to submit form." for anything else', () => {
    expect(failureMessage(new Error('Too many requests'))).toBe('Too many requests');
    expect(failureMessage(new Error(''))).toBe('Failed');
    expect(failureMessage(new Error('   '))).toBe('Failed');
    expect(failureMessage('offline')).toBe('Failed to submit form.');
    expect(failureMessage({ message: 'not an Error' })).toBe('Failed to submit form.');
    expect(failureMessage(undefined)).toBe('Failed to submit form.');
  });
});
