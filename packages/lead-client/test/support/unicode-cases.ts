/**
 * The cases of the rule against invisible characters (src/schemas.ts), shared by its test at the schema
 * (src/schemas.test.ts) and at the API (the lead API's test/invisible-characters.test.ts).
 */
/** Every kind of character the invisible rule refuses, as `[what, text to put inside a field's value]`. */
export const INVISIBLE_CASES: readonly (readonly [string, string])[] = [
  ['U+0000 NUL', '\u0000'],
  ['U+0008 backspace', '\u0008'],
  ['U+000B vertical tab', '\u000b'],
  ['U+001B escape', '\u001b'],
  ['U+007F delete', '\u007f'],
  ['U+0080 (first C1 control)', '\u0080'],
  ['U+0085 next line', '\u0085'],
  ['U+009F (last C1 control)', '\u009f'],
  ['U+202A left-to-right embedding', '\u202a'],
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200B zero width space', '\u200b'],
  ['U+200C zero width non-joiner after a Latin letter', '\u200c'],
  ['U+200D zero width joiner after a Latin letter', '\u200d'],
  ['U+200D joining two emoji', '\u{1f469}\u200d\u{1f4bb}'],
  ['U+200C after a space', ' \u200c'],
  ['U+200C twice after an Arabic letter', '\u0633\u200c\u200c'],
  ['U+2060 word joiner', '\u2060'],
  ['U+2064 invisible plus', '\u2064'],
  ['U+FEFF zero width no-break space (byte order mark)', '\ufeff'],
  ['U+061C Arabic letter mark', '\u061c'],
  ['U+00AD soft hyphen', '\u00ad'],
  ['U+FFF9 interlinear annotation anchor', '\ufff9'],
  ['U+FFFA interlinear annotation separator', '\ufffa'],
  ['U+FFFB interlinear annotation terminator', '\ufffb'],
  ['U+0600 Arabic number sign', '\u0600'],
  ['U+180E Mongolian vowel separator', '\u180e'],
  ['U+E0000 (first of the TAG block, unassigned)', '\u{e0000}'],
  ['U+E0001 language tag', '\u{e0001}'],
  ['U+E0041 tag Latin capital letter A', '\u{e0041}'],
  ['a sentence spelled in TAG characters', [...'ignore this'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')],
  ['U+E007F cancel tag', '\u{e007f}'],
  ['U+115F Hangul choseong filler', '\u115f'],
  ['U+1160 Hangul jungseong filler', '\u1160'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+FFA0 halfwidth Hangul filler', '\uffa0'],
  ['U+2800 braille pattern blank', '\u2800'],
  ['U+034F combining grapheme joiner', '\u034f'],
  ['U+17B4 Khmer vowel inherent AQ', '\u17b4'],
  ['two variation selectors in a row', '\ufe0f\ufe0e'],
  ['a variation selector after a space', ' \ufe0f'],
  ['U+E0100 variation selector after another', '\u{e0100}\u{e0101}'],
];

/** Values that look ordinary in every field they are put into: a hidden character goes between two letters. */
export const hide = (character: string) => `Ada${character}Lovelace`;

/** Real names, places and words that must pass in every free-text field. */
export const REAL_TEXT: readonly (readonly [string, string])[] = [
  ['Spanish accents', 'José Núñez'],
  ['accents as combining marks (NFD)', 'Jose\u0301 Nu\u0303n\u0303ez'],
  ['diaeresis and apostrophe', "Zoë O'Brien"],
  ['Persian with a zero width non-joiner', 'نرگس\u200cها'],
  ['Persian verb with a zero width non-joiner', 'می\u200cخواهم'],
  ['Hindi conjunct', 'क्षत्रिय'],
  ['Hindi half form with a zero width joiner', 'क्\u200dष'],
  ['Sinhala with a zero width joiner', 'ශ්\u200dරී ලංකා'],
  ['Malayalam name ending in a joiner (older chillu spelling)', 'ജോണ്\u200d'],
  ['Chinese', '王小明'],
  ['Japanese with an ideographic variation selector', '葛\u{e0100}飾区'],
  ['Korean', '김민준'],
  ['Hebrew with a right-to-left mark', 'מרים\u200f כהן'],
  ['an address with a hyphen', 'Rue Saint-Honoré 12, 75001 Paris'],
  ['an emoji with its presentation selector', 'Thanks \u2764\ufe0f'],
  ['no-break spaces (U+00A0, U+202F)', '5\u202fkV,\u00a0Lab'],
  ['a tab', 'Lab\tB'],
];
