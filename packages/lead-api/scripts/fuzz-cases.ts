/**
 * The hostile requests of the fuzz run, drawn from a seeded generator so that a seed names one exact list
 * of requests. Every case is the exact bytes to send plus what may come of it.
 */
import { INTENT_OPTIONS } from '@company/lead-client/schemas';
import { Rng, type BaseCase } from './fuzz-runner';
import { httpRequest, type RequestParts } from './http-harness';

export type Category = 'valid' | 'json' | 'types' | 'unicode' | 'huge' | 'headers' | 'framing' | 'paths' | 'methods' | 'replay';

export interface FuzzCase extends BaseCase {
  category: Category;
  /** The well-formed Idempotency-Key the request carries: a 201 for it is exactly one stored lead. */
  key?: string;
  /**
   * `stored`: a plain valid submission, which must get 201. `refused`: documented as refused (foreign
   * Origin, not JSON, not UTF-8, over 16 kB, a bad key, a method other than POST), so never 201.
   * `either`: anything but a 5xx.
   */
  expect: 'stored' | 'refused' | 'either';
}

type Draft = Omit<FuzzCase, 'index' | 'category' | 'expect' | 'httpMalformed' | 'incomplete' | 'head'> &
  Partial<Pick<FuzzCase, 'expect' | 'httpMalformed' | 'incomplete' | 'head'>>;

interface Context {
  rng: Rng;
  port: number;
  /** Unique per case and per seed: keys, e-mail addresses and names are built from it. */
  tag: string;
  /** Valid submissions generated so far, for the replay cases. */
  earlier: { key: string; target: string; body: Buffer }[];
}

const SEND_EMAIL = '/api/sendEmail';
const LEADS = '/api/leads';
const WORDS = ['etcher', 'wafer', 'chamber', 'plasma', 'quote', 'service', 'deposition', 'vacuum', 'pump', 'lab', 'please', 'call'];

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** A valid submission with values unique to this case (the confirmation throttle counts per address). */
function validLead(ctx: Context): { target: string; body: Record<string, unknown> } {
  const { rng, tag } = ctx;
  const email = `fuzz-${tag}@lab.example`;
  const words = Array.from({ length: rng.between(3, 20) }, () => rng.pick(WORDS)).join(' ');
  const optional = (value: unknown) => (rng.chance(0.5) ? value : undefined);
  switch (rng.int(3)) {
    case 0:
      return {
        target: SEND_EMAIL,
        body: {
          name: `Fuzz Contact ${tag}`,
          email,
          phone: optional('+1 617 555 0100'),
          organization: optional('Fuzz Lab'),
          message: `Contact ${tag}: ${words}`,
          productName: 'General Inquiry',
          topic: optional(rng.pick(['service', 'sales', 'general'])),
        },
      };
    case 1:
      return {
        target: SEND_EMAIL,
        body: {
          productName: rng.pick(['ICP Etcher', 'ALD System', 'PECVD System']),
          product: optional('icp-etcher'),
          name: `Fuzz Quote ${tag}`,
          email,
          organization: optional('Fuzz Lab'),
          message: `Quote ${tag}: ${words}`,
        },
      };
    default:
      return {
        target: LEADS,
        body: {
          fullName: `Fuzz Download ${tag}`,
          email,
          organization: 'Fuzz Lab',
          researchAreas: 'thin films',
          jobTitle: optional('Engineer'),
          intent: rng.pick(INTENT_OPTIONS),
          marketingOptIn: optional(rng.chance(0.5)),
          fileName: 'ald-system-datasheet.pdf',
          page: optional('/products/ald-system'),
          referrer: optional('https://www.search.example/?q=ald'),
          utm: optional({ utm_source: 'fuzz', utm_campaign: tag }),
        },
      };
  }
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
const keyOf = (ctx: Context) => `fuzz-${ctx.tag}`;

/** A POST the way the site's client sends it, with whatever changes a case makes. */
function post(
  ctx: Context,
  options: {
    target?: string;
    body: Buffer;
    key?: string | null;
    contentType?: string | Buffer | null;
    headers?: [string, string | Buffer][];
    framing?: RequestParts['framing'];
    method?: string;
  },
): { bytes: Buffer; key?: string } {
  const key = options.key === undefined ? keyOf(ctx) : (options.key ?? undefined);
  const headers: [string, string | Buffer][] = [];
  if (options.contentType !== null) headers.push(['Content-Type', options.contentType ?? 'application/json']);
  if (key !== undefined) headers.push(['Idempotency-Key', key]);
  headers.push(['User-Agent', 'lead-api-fuzz'], ...(options.headers ?? []));
  const bytes = httpRequest({
    method: options.method ?? 'POST',
    target: options.target ?? SEND_EMAIL,
    port: ctx.port,
    headers,
    body: options.body,
    framing: options.framing,
  });
  return { bytes, key };
}

/** `body` with one field set to `value` (the field chosen among those the endpoint knows). */
function withField(ctx: Context, lead: { target: string; body: Record<string, unknown> }, value: (old: unknown) => unknown) {
  const fields = Object.keys(lead.body).filter((field) => lead.body[field] !== undefined);
  const field = ctx.rng.pick(fields);
  return { field, body: { ...lead.body, [field]: value(lead.body[field]) } };
}

// ---------------------------------------------------------------------------------------------------
// The categories

function valid(ctx: Context): Draft {
  const lead = validLead(ctx);
  const body = json(lead.body);
  const { bytes, key } = post(ctx, { target: lead.target, body, framing: ctx.rng.chance(0.15) ? 'chunked' : 'length' });
  ctx.earlier.push({ key: key!, target: lead.target, body });
  if (ctx.earlier.length > 50) ctx.earlier.shift();
  return { label: `valid ${lead.target}`, bytes, key, expect: 'stored' };
}

function malformedJson(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const text = JSON.stringify(lead.body);
  const send = (label: string, body: string | Buffer, expect: FuzzCase['expect'] = 'refused'): Draft => {
    const { bytes, key } = post(ctx, { target: lead.target, body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body });
    return { label: `json: ${label}`, bytes, key, expect };
  };
  const withRaw = (raw: string) => `{${text.slice(1, -1)},${raw}}`;
  const nameField = lead.target === LEADS ? 'fullName' : 'name';
  switch (rng.int(20)) {
    case 0:
      return send('truncated', text.slice(0, rng.int(text.length)));
    case 1:
      return send('10,000 nested arrays (20 kB)', '['.repeat(10_000) + ']'.repeat(10_000));
    case 2:
      return send('8,000 nested arrays (16 kB, under the limit)', '['.repeat(8_000) + ']'.repeat(8_000));
    case 3:
      return send('2,600 nested objects', '{"a":'.repeat(2_600) + '1' + '}'.repeat(2_600));
    case 4:
      return send(`7,000 nested arrays as ${nameField}`, withRaw(`"${nameField}":${'['.repeat(7_000)}${']'.repeat(7_000)}`));
    case 5:
      return send('16,000 unclosed brackets', '['.repeat(16_000));
    case 6: {
      const number = rng.pick([
        '1e999999',
        '-1e999999',
        '1e-400',
        '-0',
        '9'.repeat(5_000),
        '0.' + '0'.repeat(5_000) + '1',
        '123456789012345678901234567890',
      ]);
      const field = rng.pick(Object.keys(lead.body).filter((name) => lead.body[name] !== undefined));
      return send(
        `huge number ${number.slice(0, 12)}… as ${field}`,
        JSON.stringify({ ...lead.body, [field]: 0 }).replace(`"${field}":0`, `"${field}":${number}`),
        'either',
      );
    }
    case 7:
      return send('a scalar or array, not an object', rng.pick(['null', '123', '1e309', '"text"', 'true', '[]', `[${text}]`, '-', '""']));
    case 8:
      return send('duplicate keys', withRaw(`"${nameField}":"Duplicate ${ctx.tag}","email":"dup-${ctx.tag}@lab.example"`), 'either');
    case 9:
      return send(
        '__proto__ key',
        withRaw(`"__proto__":${rng.pick(['{"isAdmin":true,"name":"x"}', 'null', '[]', '"x"', '{"__proto__":{"polluted":1}}'])}`),
        'either',
      );
    case 10:
      return send('constructor.prototype key', withRaw('"constructor":{"prototype":{"polluted":true}},"prototype":{"x":1}'), 'either');
    case 11:
      return send(
        '__proto__ in utm',
        JSON.stringify({ ...lead.body, utm: 0 }).replace('"utm":0', '"utm":{"__proto__":{"utm_source":"x"},"constructor":"y"}'),
        'either',
      );
    case 12:
      return send('empty or blank', rng.pick(['', ' ', '\r\n\t ', '\u00a0']));
    case 13:
      return send('UTF-8 byte order mark first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'either');
    case 14:
      return send(
        'not JSON: ' + ['trailing garbage', 'comment', 'single quotes', 'NaN', 'trailing comma', 'unquoted key'][rng.int(6)]!,
        rng.pick([`${text}xyz`, `${text}// c`, text.replace(/"/g, "'"), withRaw('"n":NaN'), withRaw('"x":1,'), withRaw('x:1')]),
      );
    case 15:
      return send('10 kB key', withRaw(`"${'k'.repeat(10_000)}":1`), 'either');
    case 16:
      return send('1,000 extra keys', withRaw(Array.from({ length: 1_000 }, (_, i) => `"k${i}":${i}`).join(',')), 'either');
    case 17:
      return send(
        'escapes for every character',
        JSON.stringify(lead.body).replace(/[a-z]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`),
        'either',
      );
    case 18:
      return send(
        'object split by whitespace',
        text.replace(/[:,]/g, (c) => ` \n\t${c}\r\n `),
        'either',
      );
    default:
      return send('wrong structural characters', text.replace(rng.pick([/\{/, /\}/, /:/, /,/, /"/]), rng.pick(['[', ']', ';', '', '""'])));
  }
}

const WRONG_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  3.14,
  1e308,
  -1e308,
  [],
  ['x'],
  [['x']],
  {},
  { a: 'b' },
  { toString: 'x' },
  '',
  ' ',
  'x'.repeat(300),
  [null],
  [1, 2, 3],
];

function wrongTypes(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const value = rng.pick(WRONG_VALUES);
  const send = (label: string, body: unknown, expect: FuzzCase['expect'] = 'either'): Draft => {
    const { bytes, key } = post(ctx, { target: lead.target, body: json(body) });
    return { label: `types: ${label}`, bytes, key, expect };
  };
  switch (rng.int(6)) {
    case 0:
    case 1:
    case 2: {
      const changed = withField(ctx, lead, () => value);
      return send(`${changed.field} = ${JSON.stringify(value)?.slice(0, 20)}`, changed.body);
    }
    case 3: {
      // Every field wrong at once: nothing a form could send, so nothing may be stored.
      const body = Object.fromEntries(Object.keys(lead.body).map((field) => [field, value]));
      return send(`every field = ${JSON.stringify(value)?.slice(0, 20)}`, body, typeof value === 'string' ? 'either' : 'refused');
    }
    case 4: {
      const drop = rng.pick(Object.keys(lead.body));
      return send(`${drop} left out`, { ...lead.body, [drop]: undefined });
    }
    default: {
      // The other endpoint's body: a download lead posted as a contact message and vice versa.
      const other = lead.target === SEND_EMAIL ? LEADS : SEND_EMAIL;
      const { bytes, key } = post(ctx, { target: other, body: json(lead.body) });
      return { label: `types: ${lead.target} body sent to ${other}`, bytes, key, expect: 'either' };
    }
  }
}

/** Text that is valid Unicode but unusual, as a visitor might paste it (or an attacker send it). */
const ODD_TEXT = [
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200f',
  '\u061c', // bidi controls and isolates
  '\u200b',
  '\u200c',
  '\u200d',
  '\ufeff',
  '\u2060',
  '\u00ad', // zero-width and invisible
  '😀',
  '👩‍👩‍👧‍👦',
  '🇺🇳',
  '👍🏽',
  '🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '𐍈', // emoji and astral characters
  'مرحبا بالعالم',
  'שלום עולם',
  'ܫܠܡܐ',
  'नमस्ते',
  '漢字テスト',
  'Ω≈ç√∫', // scripts
  'Z' + '\u0301\u0310\u0327\u0351\u035b\u0362\u036f'.repeat(6), // combining marks
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f', // C1 controls (NEL, CSI)
  '\uffff',
  '\ufffe',
  '\ufdd0',
  '\ue000', // noncharacters and private use
];
/** Characters the service documents as refused in any field: lone surrogates, NUL, C0 controls, DEL. */
const REFUSED_TEXT = ['\ud800', '\udfff', '\udc00\ud800', 'a\ud83d', '\u0000', '\u0001', '\u0007', '\u001b[31m', '\u001f', '\u007f'];
/** Byte sequences that are not UTF-8: overlong forms, surrogates, out of range, stray bytes. */
const INVALID_UTF8 = [
  [0xc0, 0xaf],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xaf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0xff],
  [0xfe],
  [0x80],
  [0xbf],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc0, 0x80],
];

function oddUnicode(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const send = (label: string, body: Buffer, expect: FuzzCase['expect'], headers?: [string, string | Buffer][]): Draft => {
    const { bytes, key } = post(ctx, { target: lead.target, body, headers });
    return { label: `unicode: ${label}`, bytes, key, expect };
  };
  const textField = () => rng.pick(['message', 'name', 'fullName', 'organization'].filter((field) => typeof lead.body[field] === 'string'));
  switch (rng.int(8)) {
    case 0:
    case 1: {
      const odd = Array.from({ length: rng.between(1, 4) }, () => rng.pick(ODD_TEXT))
        .join('')
        .repeat(rng.between(1, 20));
      const field = textField();
      const body = { ...lead.body, [field]: `${lead.body[field] as string} ${odd}` };
      return send(`${field} with ${describeText(odd)}`, json(body), 'either');
    }
    case 2: {
      const bad = rng.pick(REFUSED_TEXT);
      const field = rng.pick(
        ['name', 'email', 'message'].filter((name) => typeof lead.body[name] === 'string').concat(lead.body.fullName ? ['fullName'] : []),
      );
      const body = { ...lead.body, [field]: `${lead.body[field] as string}${bad}x` };
      // JSON.stringify writes lone surrogates and controls as \u escapes: the parser must see them.
      return send(`${field} with escaped ${describeText(bad)}`, json(body), 'refused');
    }
    case 3: {
      const sequence = rng.pick(INVALID_UTF8);
      const text = JSON.stringify(lead.body);
      const at = text.indexOf('"', text.indexOf(':') + 2);
      const body = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(sequence), Buffer.from(text.slice(at))]);
      return send(`raw bytes ${hex(sequence)} in a string (not UTF-8)`, body, 'refused');
    }
    case 4: {
      // Raw NUL and control bytes inside a JSON string: JSON forbids them unescaped.
      const text = JSON.stringify(lead.body);
      const at = text.indexOf('"', text.indexOf(':') + 2);
      const byte = rng.pick([0x00, 0x01, 0x08, 0x0b, 0x1b, 0x1f]);
      return send(
        `raw control byte ${hex([byte])} in a string`,
        Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([byte]), Buffer.from(text.slice(at))]),
        'refused',
      );
    }
    case 5: {
      // The message limit is 5000 UTF-16 units: at, over, and far over it in astral characters.
      const unit = rng.pick(['x', 'ש', 'Z\u0301', '\u200b', 'é']);
      const length = rng.pick([5_000, 5_001, 4_999]);
      const message = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
      const body = lead.target === SEND_EMAIL ? { ...lead.body, message } : { ...lead.body, researchAreas: message };
      return send(`${length}-unit text of ${describeText(unit)}`, json(body), 'either');
    }
    case 6: {
      // Limits count characters (code points), so 5000 emoji are 5000 characters, yet 20 kB on the wire.
      const [field, count] = lead.target === SEND_EMAIL ? ['message', rng.pick([5_000, 5_001])] : ['researchAreas', rng.pick([300, 301])];
      const body = { ...lead.body, [field]: '😀'.repeat(count) };
      return send(`${field} of ${count} emoji`, json(body), lead.target === LEADS && count === 300 ? 'either' : 'refused');
    }
    default: {
      // Non-ASCII bytes in headers arrive as Latin-1 text; a key made of them is not visible ASCII.
      const bytes = rng.pick([Buffer.from('ключ-€-😀', 'utf8'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from('\u202eevil', 'utf8')]);
      if (rng.chance(0.5)) return send(`User-Agent with bytes ${hex([...bytes])}`, json(lead.body), 'either', [['User-Agent', bytes]]);
      const { bytes: request } = post(ctx, { target: lead.target, body: json(lead.body), key: null, headers: [['Idempotency-Key', bytes]] });
      return { label: `unicode: Idempotency-Key of bytes ${hex([...bytes])}`, bytes: request, expect: 'refused' };
    }
  }
}

function huge(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const padded = (size: number) => {
    // A valid submission padded with whitespace to exactly `size` bytes.
    const text = JSON.stringify(lead.body);
    return Buffer.from(text.slice(0, -1) + ' '.repeat(Math.max(0, size - text.length)) + '}', 'utf8');
  };
  const big = (size: number) => json({ ...lead.body, message: 'x'.repeat(size) });
  const send = (label: string, options: Parameters<typeof post>[1], extra: Partial<Draft> = {}): Draft => {
    const { bytes, key } = post(ctx, { target: lead.target, ...options });
    return { label: `huge: ${label}`, bytes, key, expect: 'refused', ...extra };
  };
  const raw = (label: string, head: string, body: Buffer, extra: Partial<Draft>): Draft => ({
    label: `huge: ${label}`,
    bytes: Buffer.concat([
      Buffer.from(
        `POST ${lead.target} HTTP/1.1\r\nHost: 127.0.0.1:${ctx.port}\r\nContent-Type: application/json\r\nConnection: close\r\n${head}\r\n`,
      ),
      body,
    ]),
    expect: 'refused',
    httpMalformed: true,
    ...extra,
  });
  switch (rng.int(10)) {
    case 0: {
      const size = rng.between(17_000, 64_000);
      return send(`${size} bytes with Content-Length`, { body: big(size) });
    }
    case 1: {
      const size = rng.between(17_000, 64_000);
      return send(`${size} bytes chunked`, { body: big(size), framing: 'chunked' });
    }
    case 2:
      return send('256 kB with Content-Length', { body: big(256 * 1024) });
    case 3:
      return send('256 kB chunked', { body: big(256 * 1024), framing: 'chunked' });
    case 4:
      return send('exactly 16,384 bytes', { body: padded(16_384) }, { expect: 'either' });
    case 5:
      return send('16,385 bytes', { body: padded(16_385), framing: rng.chance(0.5) ? 'chunked' : 'length' });
    case 6:
      // No Content-Length and no chunking: the request has no body, the bytes after it are a garbage request.
      return raw('20 kB without Content-Length or chunking', `Idempotency-Key: ${keyOf(ctx)}\r\n`, big(20_000), { key: keyOf(ctx) });
    case 7:
      return raw('Content-Length smaller than the body', `Idempotency-Key: ${keyOf(ctx)}\r\nContent-Length: 10\r\n`, big(20_000), {
        key: keyOf(ctx),
      });
    case 8: {
      const declared = rng.pick([20_000, 1_000_000, 2 ** 40]);
      return raw(`Content-Length ${declared}, 100 bytes sent`, `Content-Length: ${declared}\r\n`, big(100).subarray(0, 100), { incomplete: true });
    }
    default: {
      const value = rng.pick(['99999999999999999999999', '-1', 'abc', '1e3', '+12', '0x10', '12, 12', '']);
      return raw(`Content-Length: ${value}`, `Content-Length: ${value}\r\n`, Buffer.from('{}'), {});
    }
  }
}

function headers(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const body = json(lead.body);
  const send = (
    label: string,
    options: Partial<Parameters<typeof post>[1]>,
    expect: FuzzCase['expect'] = 'either',
    extra: Partial<Draft> = {},
  ): Draft => {
    const { bytes, key } = post(ctx, { target: lead.target, body, ...options });
    return { label: `headers: ${label}`, bytes, key, expect, ...extra };
  };
  const origin = `http://127.0.0.1:${ctx.port}`;
  switch (rng.int(12)) {
    case 0: {
      const name = rng.pick(['X-Fuzz', 'Cookie', 'User-Agent', 'Referer', 'Idempotency-Key']);
      return send(
        `a 64 kB ${name} header`,
        { headers: [[name, 'a'.repeat(64 * 1024)]], key: name === 'Idempotency-Key' ? null : undefined },
        name === 'Idempotency-Key' ? 'refused' : 'either',
      );
    }
    case 1: {
      const count = rng.pick([500, 500, 1_000, 3_000]);
      const width = rng.pick([1, 8, 40]);
      const many = Array.from({ length: count }, (_, i): [string, string] => [`X-Fuzz-${i}`, 'v'.repeat(width)]);
      return send(`${count} headers of ${width} bytes`, { headers: many });
    }
    case 2:
    case 3: {
      const [label, value, ok] = rng.pick<[string, string | Buffer, boolean]>([
        ['empty', '', false],
        ['a space', ' ', false],
        ['with a space', 'a b', false],
        ['with a tab', 'a\tb', false],
        ['256 characters', 'k'.repeat(256), false],
        ["SQL ' OR 1=1 --", "' OR 1=1 --", false],
        ['255 characters', `${'k'.repeat(255 - keyOf(ctx).length)}${keyOf(ctx)}`, true],
        ['a path', `../../etc/passwd/${keyOf(ctx)}`, true],
        ['quotes and brackets', `"<script>"${keyOf(ctx)}`, true],
        ['%00', `%00${keyOf(ctx)}`, true],
        ['a comma', `a,${keyOf(ctx)}`, true],
      ]);
      if (ok) return send(`Idempotency-Key ${label}`, { key: value as string });
      return send(`Idempotency-Key ${label}`, { key: null, headers: [['Idempotency-Key', value]] }, 'refused');
    }
    case 4:
      // Repeated headers are joined with ", ": the space makes the joined key invalid.
      return send(
        'Idempotency-Key twice',
        {
          key: null,
          headers: [
            ['Idempotency-Key', `${keyOf(ctx)}-a`],
            ['Idempotency-Key', `${keyOf(ctx)}-b`],
          ],
        },
        'refused',
      );
    case 5:
    case 6: {
      const [value, expect] = rng.pick<[string | null, FuzzCase['expect']]>([
        [null, 'refused'],
        ['text/plain', 'refused'],
        ['application/x-www-form-urlencoded', 'refused'],
        ['multipart/form-data; boundary=x', 'refused'],
        ['application/json-patch+json', 'refused'],
        ['application/json; charset=utf-16', 'refused'],
        ['application/json; charset=latin1', 'refused'],
        ['application/json; charset=x-unknown', 'refused'],
        ['application/json; charset="UTF-8"', 'either'],
        ['APPLICATION/JSON', 'either'],
        ['application/json; charset=utf-8; charset=utf-16', 'either'],
        ['application/json, text/plain', 'either'],
        [';;;', 'refused'],
        ['application/json;' + 'x'.repeat(5_000), 'either'],
        ['', 'refused'],
      ]);
      return send(`Content-Type ${value === null ? 'missing' : JSON.stringify(value.slice(0, 50))}`, { contentType: value }, expect);
    }
    case 7:
    case 8: {
      const [value, expect] = rng.pick<[string, FuzzCase['expect']]>([
        ['null', 'refused'],
        ['https://evil.example', 'refused'],
        [`${origin}.evil.example`, 'refused'],
        [`http://evil.example@127.0.0.1:${ctx.port}`, 'either'],
        ['javascript:alert(1)', 'refused'],
        ['file://', 'refused'],
        ['', 'refused'],
        [`https://${'a'.repeat(4_000)}.example`, 'refused'],
        [origin, 'either'],
        [origin.toUpperCase(), 'either'],
        [`${origin}/path?q`, 'either'],
        [`${origin}, https://evil.example`, 'refused'],
      ]);
      return send(`Origin ${JSON.stringify(value.slice(0, 50))}`, { headers: [['Origin', value]] }, expect);
    }
    case 9: {
      // Without TRUST_PROXY the forwarded host is not the host: a foreign Origin stays foreign.
      return send(
        'X-Forwarded-Host matching a foreign Origin',
        {
          headers: [
            ['X-Forwarded-Host', 'evil.example'],
            ['X-Forwarded-For', '1.2.3.4, ::1, garbage'],
            ['Origin', 'https://evil.example'],
          ],
        },
        'refused',
      );
    }
    case 10: {
      const [label, value] = rng.pick<[string, string]>([
        ['Expect: 100-continue', '100-continue'],
        ['Expect: something-else', 'something-else'],
      ]);
      return send(label, { headers: [['Expect', value]] });
    }
    default: {
      const [label, parts] = rng.pick<[string, Omit<RequestParts, 'port'>]>([
        ['no Host', { method: 'POST', target: lead.target, host: false, headers: [['Content-Type', 'application/json']], body }],
        [
          'two Host headers',
          {
            method: 'POST',
            target: lead.target,
            headers: [
              ['Host', 'evil.example'],
              ['Content-Type', 'application/json'],
            ],
            body,
          },
        ],
        [
          'Host and Origin both foreign',
          {
            method: 'POST',
            target: lead.target,
            host: false,
            headers: [
              ['Host', 'evil.example'],
              ['Origin', 'http://evil.example'],
              ['Content-Type', 'application/json'],
              ['Idempotency-Key', keyOf(ctx)],
            ],
            body,
          },
        ],
        [
          'a 4 kB Host',
          {
            method: 'POST',
            target: lead.target,
            host: false,
            headers: [
              ['Host', 'h'.repeat(4_000)],
              ['Content-Type', 'application/json'],
              ['Idempotency-Key', keyOf(ctx)],
            ],
            body,
          },
        ],
      ]);
      const key = parts.headers?.some(([name]) => name === 'Idempotency-Key') ? keyOf(ctx) : undefined;
      return {
        label: `headers: ${label}`,
        bytes: httpRequest({ ...parts, port: ctx.port }),
        key,
        expect: 'either',
        httpMalformed: label !== 'a 4 kB Host' && label !== 'Host and Origin both foreign',
      };
    }
  }
}

/** Raw HTTP framing tricks; every one is malformed or unusual at the HTTP level. */
function framing(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const body = JSON.stringify(lead.body);
  const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  const chunked = `${chunk(body)}0\r\n\r\n`;
  const head = (extra: string, target = lead.target, line = `POST ${target} HTTP/1.1`) =>
    `${line}\r\nHost: 127.0.0.1:${ctx.port}\r\nContent-Type: application/json\r\nIdempotency-Key: ${keyOf(ctx)}\r\nConnection: close\r\n${extra}\r\n`;
  const [label, text, extra] = rng.pick<[string, string, Partial<Draft>?]>([
    ['Transfer-Encoding: chunked and Content-Length', head(`Transfer-Encoding: chunked\r\nContent-Length: ${body.length}\r\n`) + chunked],
    ['Transfer-Encoding: gzip, chunked', head('Transfer-Encoding: gzip, chunked\r\n') + chunked],
    ['Transfer-Encoding: chunked, identity', head('Transfer-Encoding: chunked, identity\r\n') + chunked],
    ['Transfer-Encoding: xchunked', head('Transfer-Encoding: xchunked\r\n') + chunked],
    ['Transfer-Encoding: CHUNKED', head('Transfer-Encoding: CHUNKED\r\n') + chunked],
    ['Transfer-Encoding with a tab', head('Transfer-Encoding:\tchunked \r\n') + chunked],
    ['Transfer-Encoding : chunked (space before the colon)', head('Transfer-Encoding : chunked\r\n') + chunked],
    ['Transfer-Encoding twice', head('Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n') + chunked],
    ['Transfer-Encoding: identity with a body', head('Transfer-Encoding: identity\r\n') + body],
    ['chunk size zz', head('Transfer-Encoding: chunked\r\n') + `zz\r\n${body}\r\n0\r\n\r\n`],
    ['chunk size -1', head('Transfer-Encoding: chunked\r\n') + `-1\r\n${body}\r\n0\r\n\r\n`],
    ['chunk size overflowing 64 bits', head('Transfer-Encoding: chunked\r\n') + `fffffffffffffffffffff\r\n${body}\r\n0\r\n\r\n`],
    ['chunk extension', head('Transfer-Encoding: chunked\r\n') + `${Buffer.byteLength(body).toString(16)};name="value"\r\n${body}\r\n0\r\n\r\n`],
    [
      'chunk shorter than its size',
      head('Transfer-Encoding: chunked\r\n') + `${(Buffer.byteLength(body) + 40).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      { incomplete: true },
    ],
    ['chunk longer than its size', head('Transfer-Encoding: chunked\r\n') + `5\r\n${body}\r\n0\r\n\r\n`],
    ['no last chunk', head('Transfer-Encoding: chunked\r\n') + chunk(body), { incomplete: true }],
    ['trailer after the last chunk', head('Transfer-Encoding: chunked\r\n') + `${chunk(body)}0\r\nX-Trailer: yes\r\n\r\n`],
    ['bare LF line ends', head(`Content-Length: ${Buffer.byteLength(body)}\r\n`).replace(/\r\n/g, '\n') + body],
    ['HTTP/1.0 with chunking', head('Transfer-Encoding: chunked\r\n', lead.target, `POST ${lead.target} HTTP/1.0`) + chunked],
    ['version HTTP/2.0', head(`Content-Length: ${Buffer.byteLength(body)}\r\n`, lead.target, `POST ${lead.target} HTTP/2.0`) + body],
    ['version HTTP/9.9', head(`Content-Length: ${Buffer.byteLength(body)}\r\n`, lead.target, `POST ${lead.target} HTTP/9.9`) + body],
    ['version in lower case', head(`Content-Length: ${Buffer.byteLength(body)}\r\n`, lead.target, `POST ${lead.target} http/1.1`) + body],
    ['no version (HTTP/0.9)', `GET ${lead.target}\r\n\r\n`],
    ['folded header', head(`X-Folded: a\r\n  b\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`) + body],
    ['header without a colon', head(`NoColonHere\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`) + body],
    ['header name with a space', head(`Bad Name: x\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`) + body],
    ['NUL in a header value', head(`X-Nul: a\u0000b\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`) + body],
    ['two spaces in the request line', head(`Content-Length: ${Buffer.byteLength(body)}\r\n`, lead.target, `POST  ${lead.target}  HTTP/1.1`) + body],
    [
      'absolute-form target',
      head(`Content-Length: ${Buffer.byteLength(body)}\r\n`, lead.target, `POST http://127.0.0.1:${ctx.port}${lead.target} HTTP/1.1`) + body,
      { httpMalformed: false, expect: 'either' },
    ],
    ['asterisk-form OPTIONS *', head('', '*', 'OPTIONS * HTTP/1.1'), { httpMalformed: false }],
    ['only blank lines', '\r\n\r\n\r\n', { incomplete: true }],
    ['random bytes', Array.from({ length: rng.between(1, 300) }, () => String.fromCharCode(rng.int(256))).join('')],
  ]);
  return {
    label: `framing: ${label}`,
    bytes: Buffer.from(text, label === 'random bytes' ? 'latin1' : 'utf8'),
    key: keyOf(ctx),
    expect: 'either',
    httpMalformed: true,
    ...extra,
  };
}

function paths(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const [target, malformed] = rng.pick<[string | Buffer, boolean?]>([
    ['/api/../etc/passwd'],
    ['/api/../../../../etc/passwd'],
    ['/api/%2e%2e/'],
    ['/api/%2e%2e/%2e%2e/etc/passwd'],
    ['/api/..%2fsendEmail'],
    ['/api/%2e%2e%2fhealth'],
    ['/api/%c0%ae%c0%ae/'],
    ['//api/sendEmail'],
    ['/api//sendEmail'],
    ['/api/sendEmail/'],
    ['/api/sendEmail%00'],
    ['/api/sendEmail%2500'],
    ['/api/sendEmail/..'],
    ['/api/health/../sendEmail'],
    ['/API/SENDEMAIL'],
    ['/api/sendEmail?x=1&x=2'],
    ['/api/sendEmail#fragment'],
    ['/api/sendEmail;jsessionid=1'],
    ['/api/sendEmail%20'],
    ['/api/%73endEmail'],
    ['/api/sendEmail\\..\\..\\'],
    ['/api/leads/%2e%2e/sendEmail'],
    ['/api/%'],
    ['/api/%zz'],
    ['/api/%ff'],
    ['/'],
    ['/api'],
    ['/api/'],
    ['*'],
    ['/api/sendEmail?' + 'q='.repeat(5_000)],
    ['/api/' + 'a'.repeat(8_000)],
    ['/api/' + 'a/'.repeat(10_000)],
    ['/api/' + 'a'.repeat(64 * 1024)],
    [Buffer.from('/api/sendEmail/😀', 'utf8'), true],
    [Buffer.from([...Buffer.from('/api/send'), 0xff, 0xfe, ...Buffer.from('Email')]), true],
    ['/api/send Email', true],
    ['/api/sendEmail\u0000', true],
  ]);
  const method = rng.pick(['POST', 'POST', 'GET']);
  const key = keyOf(ctx);
  const bytes = httpRequest({
    method,
    target,
    port: ctx.port,
    headers: [
      ['Content-Type', 'application/json'],
      ['Idempotency-Key', key],
    ],
    body: method === 'POST' ? json(lead.body) : undefined,
  });
  const shown = typeof target === 'string' ? target : `bytes ${hex([...target])}`;
  return {
    label: `paths: ${method} ${shown.length > 40 ? `${shown.slice(0, 30)}… (${shown.length})` : shown}`,
    bytes,
    key,
    expect: 'either',
    httpMalformed: malformed ?? false,
  };
}

function methods(ctx: Context): Draft {
  const { rng } = ctx;
  const lead = validLead(ctx);
  const method = rng.pick(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'MKCOL', 'SEARCH', 'FOO', 'post']);
  const target = rng.pick([SEND_EMAIL, LEADS, '/api/health', '/api/nothing', '/']);
  const withBody = rng.chance(0.5);
  // CONNECT asks for a tunnel, to an authority rather than a path; unknown and lower-case methods are not HTTP.
  const malformed = method === 'CONNECT' || method === 'FOO' || method === 'post';
  const bytes = httpRequest({
    method,
    target: method === 'CONNECT' && rng.chance(0.5) ? `127.0.0.1:${ctx.port}` : target,
    port: ctx.port,
    headers: [
      ['Content-Type', 'application/json'],
      ['Idempotency-Key', keyOf(ctx)],
      ...(rng.chance(0.3) ? [['Origin', 'https://evil.example'] as [string, string]] : []),
    ],
    body: withBody ? json(lead.body) : undefined,
  });
  return {
    label: `methods: ${method} ${target}${withBody ? ' with a body' : ''}`,
    bytes,
    key: keyOf(ctx),
    expect: method === 'post' ? 'either' : 'refused',
    httpMalformed: malformed,
    head: method === 'HEAD',
  };
}

/** A key used before: the same request again, another body, another endpoint. Which arrives first is open. */
function replay(ctx: Context): Draft {
  const { rng } = ctx;
  const earlier = ctx.earlier.length > 0 ? rng.pick(ctx.earlier) : undefined;
  if (!earlier) return valid(ctx);
  const [label, target, body] = rng.pick<[string, string, Buffer]>([
    ['same key, same body', earlier.target, earlier.body],
    ['same key, same body', earlier.target, earlier.body],
    ['same key, another body', earlier.target, json(validLead(ctx).body)],
    ['same key, other endpoint', earlier.target === SEND_EMAIL ? LEADS : SEND_EMAIL, earlier.body],
  ]);
  const { bytes } = post(ctx, { target, body, key: earlier.key });
  return { label: `replay: ${label}`, bytes, key: earlier.key, expect: 'either' };
}

const CATEGORIES: [Category, number, (ctx: Context) => Draft][] = [
  ['valid', 14, valid],
  ['json', 15, malformedJson],
  ['types', 9, wrongTypes],
  ['unicode', 15, oddUnicode],
  ['huge', 5, huge],
  ['headers', 11, headers],
  ['framing', 7, framing],
  ['paths', 9, paths],
  ['methods', 8, methods],
  ['replay', 5, replay],
];

export const CATEGORY_NAMES: Category[] = CATEGORIES.map(([name]) => name);

/** The run's requests, in order. The same seed and count give the same list (the port aside). */
export function generateCases(options: { seed: number; count: number; port: number }): FuzzCase[] {
  const rng = new Rng(options.seed);
  const total = CATEGORIES.reduce((sum, [, weight]) => sum + weight, 0);
  const earlier: Context['earlier'] = [];
  const cases: FuzzCase[] = [];
  for (let index = 0; index < options.count; index++) {
    let roll = rng.int(total);
    const [category, , generate] = CATEGORIES.find(([, weight]) => (roll -= weight) < 0)!;
    const draft = generate({ rng, port: options.port, tag: `${options.seed}-${index}`, earlier });
    cases.push({ index, category, expect: 'either', httpMalformed: false, incomplete: false, head: false, ...draft });
  }
  return cases;
}

function hex(bytes: number[]): string {
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

/** Odd text named by its code points, so a label stays printable. */
function describeText(text: string): string {
  const points = [...text].slice(0, 4).map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return [...text].length > 4 ? `${points.join(' ')}…` : points.join(' ');
}
