import { describe, expect, test } from 'vitest';
import { contactMessageSchema, downloadLeadSchema, fieldErrors, MESSAGES, productRequestSchema } from './schemas';

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

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

const INVISIBLE = [
  ['U+0080 (first C1 control)', '\u0080'],
  ['U+0085 next line', '\u0085'],
  ['U+009F (last C1 control)', '\u009f'],
  ['U+202A left-to-right embedding', '\u202a'],
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2069 pop directional isolate', '\u2069'],
] as const;

describe('invisible formatting characters', () => {
  test.each(INVISIBLE)('%s is refused in a single-line field', (_name, character) => {
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, name: `Ada${character}Lovelace` }))).toEqual({ name: MESSAGES.invisible });
    expect(errorsOf(productRequestSchema.safeParse({ ...contact, productName: `ICP${character}`, organization: `Lab${character}` }))).toEqual({
      productName: MESSAGES.invisible,
      organization: MESSAGES.invisible,
    });
    expect(errorsOf(downloadLeadSchema.safeParse({ ...download, fileName: `${character}fdp.exe`, utm: { utm_source: `a${character}` } }))).toEqual({
      fileName: MESSAGES.invisible,
      utm: MESSAGES.invisible,
    });
  });

  test.each(INVISIBLE)('%s is refused in the message', (_name, character) => {
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, message: `Price: ${character}0001 EUR` }))).toEqual({ message: MESSAGES.invisible });
  });

  test('the message says what to do', () => {
    expect(MESSAGES.invisible).toBe('Please remove the invisible formatting characters.');
  });

  test('the spaces right after the refused ranges are accepted (U+00A0, U+202F)', () => {
    expect(contactMessageSchema.safeParse({ ...contact, name: 'Ada\u00a0Lovelace', organization: '5\u202fkV Lab' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...contact, message: 'Up to 5\u202fkV,\u00a0please.' }).success).toBe(true);
  });

  test('right-to-left text with its marks is accepted', () => {
    expect(contactMessageSchema.safeParse({ ...contact, name: 'מרים\u200f כהן', organization: 'جامعة القاهرة' }).success).toBe(true);
  });
});
