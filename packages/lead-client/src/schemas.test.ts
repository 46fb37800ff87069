import { describe, expect, test } from 'vitest';
import { hide, INVISIBLE_CASES, REAL_TEXT } from '../test/support/unicode-cases.ts';
import { contactMessageSchema, downloadLeadSchema, fieldErrors, MESSAGES, productRequestSchema } from './schemas.ts';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  message: 'Our chamber needs a service visit.\nCould someone call me?',
  productName: 'General Inquiry',
  topic: 'service',
};

const download = {
  fullName: 'Rosalind Franklin',
  email: 'rosalind@kings.example',
  organization: "King's College London",
  researchAreas: 'Thin films',
  intent: 'Expanding my knowledge',
  fileName: 'ald-system-datasheet.pdf',
};

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!));

/** The seven fields a visitor types into, with a valid body of the form each is on. */
const FREE_TEXT_FIELDS = [
  ['name', contactMessageSchema, contact],
  ['phone', contactMessageSchema, contact],
  ['organization', productRequestSchema, { ...contact, productName: 'ICP Etcher' }],
  ['message', contactMessageSchema, contact],
  ['fullName', downloadLeadSchema, download],
  ['researchAreas', downloadLeadSchema, download],
  ['jobTitle', downloadLeadSchema, download],
] as const;

describe('invisible characters', () => {
  describe.each(FREE_TEXT_FIELDS)('in %s', (field, schema, body) => {
    test.each(INVISIBLE_CASES)('%s is refused', (_what, character) => {
      expect(errorsOf(schema.safeParse({ ...body, [field]: hide(character) }))).toEqual({ [field]: MESSAGES.invisible });
    });

    test.each(REAL_TEXT)('%s is accepted', (_what, text) => {
      expect(errorsOf(schema.safeParse({ ...body, [field]: text }))).toEqual({});
    });
  });

  test.each(INVISIBLE_CASES)('%s is refused in the fields the forms fill in themselves', (_name, character) => {
    expect(errorsOf(productRequestSchema.safeParse({ ...contact, productName: `ICP${character}X`, product: `icp${character}x` }))).toEqual({
      productName: MESSAGES.invisible,
      product: MESSAGES.invisible,
    });
    expect(
      errorsOf(downloadLeadSchema.safeParse({ ...download, fileName: `report${character}fdp.exe`, utm: { utm_source: `a${character}b` } })),
    ).toEqual({
      fileName: MESSAGES.invisible,
      utm: MESSAGES.invisible,
    });
  });

  test('a hidden character is refused wherever it stands in a message', () => {
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, message: 'Price: \u202e0001 EUR' }))).toEqual({ message: MESSAGES.invisible });
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, message: `${'Fine text. '.repeat(400)}\u200b` }))).toEqual({
      message: MESSAGES.invisible,
    });
  });

  test('the message says what to do', () => {
    expect(MESSAGES.invisible).toBe('Please remove the invisible formatting characters.');
  });
});
