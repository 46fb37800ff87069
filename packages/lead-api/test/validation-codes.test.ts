/**
 * Every rule a lead can break answers with its own stable code (and the params its message is written
 * from), next to the same English message as before; over HTTP a client that asks for JSON gets the codes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadSubmitError, submitLead } from '@company/lead-client/client';
import type { ConfigurationChecker } from '../src/config';
import { downloadLeadSchema, productRequestSchema, VALIDATION_CODES, validationIssue, type FieldError } from '@company/lead-client/schemas';
import { validateDownloadLead, validateEstimateLead, validateSendEmail, type Validated } from '../src/validation';
import { contactBody, downloadBody, quoteBody, startService, type TestService } from './support/service';

const catalogue: ConfigurationChecker = ({ product }) =>
  product === 'icp-etcher'
    ? { ok: true, productName: 'ICP-RIE Etcher', code: 'IV-E-TEST', priceRange: '$1-2', summary: [] }
    : { ok: false, message: 'Please choose one of our systems.' };

const estimateBody = {
  ...Object.fromEntries(Object.entries(downloadBody).filter(([field]) => field !== 'fileName')),
  configuration: { product: 'icp-etcher', waferSizeMm: 150, options: [] as string[] },
};
const estimate = (configuration: Record<string, unknown>) =>
  validateEstimateLead({ ...estimateBody, configuration: { ...estimateBody.configuration, ...configuration } }, catalogue);

type Case = { rule: string; result: Validated; expected: FieldError };

const cases: Case[] = [
  {
    rule: 'an empty required field',
    result: validateSendEmail({ ...contactBody, name: '  ' }),
    expected: { field: 'name', code: 'required', message: 'Please enter your name.' },
  },
  {
    rule: 'a required field left out',
    result: validateDownloadLead(Object.fromEntries(Object.entries(downloadBody).filter(([field]) => field !== 'organization'))),
    expected: { field: 'organization', code: 'required', message: 'Please enter your organization.' },
  },
  {
    rule: 'an empty message',
    result: validateSendEmail({ ...quoteBody, message: '' }),
    expected: { field: 'message', code: 'required', message: 'Please enter a message.' },
  },
  {
    rule: 'a name longer than its limit',
    result: validateSendEmail({ ...contactBody, name: 'x'.repeat(101) }),
    expected: { field: 'name', code: 'too_long', message: 'Name: Please keep this under 100 characters.', params: { max: 100 } },
  },
  {
    rule: 'more options than a configuration may name',
    result: estimate({ options: Array.from({ length: 21 }, (_, index) => `option-${index}`) }),
    expected: { field: 'configuration', code: 'too_many', message: 'options: Please choose at most 20 options.', params: { max: 20 } },
  },
  {
    rule: 'a line break in a single-line field',
    result: validateSendEmail({ ...contactBody, organization: 'Analytical\nEngines' }),
    expected: { field: 'organization', code: 'one_line', message: 'Organization: Please keep this on one line.' },
  },
  {
    rule: 'an invisible character',
    result: validateSendEmail({ ...contactBody, message: 'Hello\u202ethere' }),
    expected: { field: 'message', code: 'invisible_characters', message: 'Message: Please remove the invisible formatting characters.' },
  },
  {
    rule: 'an unpaired surrogate',
    result: validateDownloadLead({ ...downloadBody, fullName: 'Rosalind \ud800 Franklin' }),
    expected: { field: 'fullName', code: 'invalid_characters', message: 'Full name: Please remove the invalid characters.' },
  },
  {
    rule: 'an e-mail address that is none',
    result: validateSendEmail({ ...contactBody, email: 'ada@' }),
    expected: { field: 'email', code: 'email_invalid', message: 'Please enter a valid email.' },
  },
  {
    rule: 'an intent not offered',
    result: validateDownloadLead({ ...downloadBody, intent: 'Just browsing' }),
    expected: { field: 'intent', code: 'choice_invalid', message: 'Please choose what brings you here.' },
  },
  {
    rule: 'a wafer size that is no whole number',
    result: estimate({ waferSizeMm: 150.5 }),
    expected: { field: 'configuration', code: 'number_invalid', message: 'waferSizeMm: Please send a valid value.' },
  },
  {
    rule: 'a field of the wrong type',
    result: validateDownloadLead({ ...downloadBody, marketingOptIn: 'yes' }),
    expected: {
      field: 'marketingOptIn',
      code: 'type_invalid',
      message: 'Marketing opt-in: Please send true or false.',
      params: { expected: 'boolean' },
    },
  },
  {
    rule: 'a campaign parameter not accepted',
    result: validateDownloadLead({ ...downloadBody, utm: { utm_source: 'x', gclid: 'y' } }),
    expected: {
      field: 'utm',
      code: 'keys_invalid',
      message: 'UTM parameters: gclid is not accepted; use utm_source, utm_medium, utm_campaign, utm_term, utm_content or utm_id.',
      params: { keys: ['gclid'] },
    },
  },
  {
    rule: 'a configuration the catalogue does not offer',
    result: estimate({ product: 'time-machine' }),
    expected: { field: 'configuration', code: 'configuration_unknown', message: 'Configuration: Please choose one of our systems.' },
  },
  {
    rule: 'a contact message posing as a product request',
    result: validateSendEmail({ ...quoteBody, productName: 'General Inquiry', topic: 'x'.repeat(61) }),
    expected: { field: 'topic', code: 'too_long', message: 'Topic: Please keep this under 60 characters.', params: { max: 60 } },
  },
];

describe('validation codes', () => {
  test.each(cases)('$rule: $expected.code', ({ result, expected }) => {
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([expected]);
    // The one-line text stays what it was: the field's message.
    expect(result.message).toBe(expected.message);
  });

  test('every code but the catch-all has a rule that yields it', () => {
    const covered = new Set(cases.map((found) => found.expected.code));
    const uncovered = VALIDATION_CODES.filter((code) => code !== 'invalid' && !covered.has(code));
    expect(uncovered).toEqual([]);
  });

  test('several refused fields each keep their code, in the form order', () => {
    const result = validateSendEmail({ ...quoteBody, name: '', email: 'nope', message: '' });
    expect(result.ok || result.errors.map((found) => [found.field, found.code])).toEqual([
      ['name', 'required'],
      ['email', 'email_invalid'],
      ['message', 'required'],
    ]);
  });

  test('a browser form reads the same codes from the schema it validates with', async () => {
    const checked = await productRequestSchema['~standard'].validate({ ...quoteBody, name: '', organization: 'a\nb', phone: '1'.repeat(41) });
    const codes = (checked.issues ?? []).map((issue) => [issue.path?.[0], validationIssue(issue)]);
    expect(codes).toEqual([
      ['name', { code: 'required' }],
      ['phone', { code: 'too_long', params: { max: 40 } }],
      ['organization', { code: 'one_line' }],
    ]);
    const gate = await downloadLeadSchema['~standard'].validate({ ...downloadBody, intent: '' });
    expect((gate.issues ?? []).map((issue) => validationIssue(issue).code)).toEqual(['choice_invalid']);
  });
});

describe('the HTTP reply of an invalid submission', () => {
  let api: TestService;
  beforeAll(async () => {
    api = await startService();
  });
  afterAll(async () => {
    await api?.close();
  });

  test('carries each field’s code next to its message when the client asks for JSON', async () => {
    const reply = await api.send({ path: '/sendEmail', body: { ...contactBody, name: '', email: 'ada@' }, headers: { Accept: 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.text)).toEqual({
      code: 'validation_failed',
      message: 'Please enter your name. Please enter a valid email.',
      errors: [
        { field: 'name', code: 'required', message: 'Please enter your name.' },
        { field: 'email', code: 'email_invalid', message: 'Please enter a valid email.' },
      ],
    });
    expect(api.counts().leads).toBe(0);
  });

  test('stays the same plain text for a client that does not ask for JSON', async () => {
    const reply = await api.send({ path: '/sendEmail', body: { ...contactBody, name: '' } });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.text).toBe('Please enter your name.');
  });

  test('names the code of a refusal that is not a field’s', async () => {
    const reply = await api.send({ path: '/sendEmail', body: '{"name":', headers: { Accept: 'application/json' } });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ code: 'body_invalid' });
  });

  test('reaches the browser client as codes on its error', async () => {
    const error = await submitLead(`${api.origin}/api/leads`, { ...downloadBody, researchAreas: 'x'.repeat(301) }, { retries: 0 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(LeadSubmitError);
    const refused = error as LeadSubmitError;
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('validation_failed');
    expect(refused.message).toBe('Research areas: Please keep this under 300 characters.');
    expect(refused.errors).toEqual([
      { field: 'researchAreas', code: 'too_long', message: 'Research areas: Please keep this under 300 characters.', params: { max: 300 } },
    ]);
  });
});
