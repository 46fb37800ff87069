/**
 * The hostile requests of the site server's fuzz run (fuzz-server.ts), drawn from a seeded generator so
 * that a seed names one exact list of requests. Each case is the exact bytes to send plus what its answer
 * must be, where that is known: the build is read first, so a request for an existing page knows the file
 * it must get, and the estimate catalogue is asked whether a PDF address names a real configuration.
 */
import { generateCases as generateApiCases, type FuzzCase as ApiCase } from '../../packages/lead-api/scripts/fuzz-cases';
import { Rng, type BaseCase } from '../../packages/lead-api/scripts/fuzz-runner';
import { httpRequest } from '../../packages/lead-api/scripts/http-harness';
import { products } from '../app/content/products';
import { registry, type ProductSlug } from '../app/content/products/registry';
import { optionsFor } from '../app/content/purchasing';
import { estimateWaferSizes } from '../app/lib/estimate';
import { checkEstimate } from '../app/lib/estimate-catalogue';

export type Category = 'pages' | 'headers' | 'methods' | 'traversal' | 'encoding' | 'slashes' | 'pdf' | 'pdf-hostile' | 'old-address' | 'api';

export interface SiteCase extends BaseCase {
  category: Category;
  /**
   * What the answer must be beyond the checks every answer gets. `statuses`: one of these. `file`: a 200
   * carries exactly this build file (path inside client/). `location`: a 3xx goes exactly there.
   * `pdf`: the address names a valid configuration, so never 400 (`statuses` says what else).
   */
  expect: { statuses?: number[]; file?: string; location?: string; pdf?: boolean };
  /** For the lead API's own cases: its expectation ('refused' is never 201). */
  api?: ApiCase['expect'];
  /** The cookie value sent, when it is a canary that no answer may repeat. */
  cookieCanary?: string;
}

/** What the generator knows about the build it fuzzes: read from the copy the server serves. */
export interface BuildFacts {
  /** Page addresses ('/', '/about', '/products/ald') and the file each is (inside client/). */
  pages: [address: string, file: string][];
  /** Every other file by its address ('/assets/root-B3xk9aQz.js', '/robots.txt'). */
  assets: [address: string, file: string][];
  /** Weak ETag the server gives a file, by its path inside client/. */
  etags: Map<string, string>;
  /**
   * Files outside client/ for traversals to aim at, as paths below the directory enough `..`s reach:
   * canaries planted beside client/ and above it, the manifest beside client/, system files, the repository.
   */
  outside: string[];
}

export interface EstimateConfiguration {
  product: string;
  waferSizeMm: number;
  options: string[];
  code: string;
}

type Draft = Omit<SiteCase, 'index' | 'category' | 'httpMalformed' | 'incomplete' | 'head' | 'expect'> &
  Partial<Pick<SiteCase, 'httpMalformed' | 'incomplete' | 'head' | 'expect'>>;

interface Context {
  rng: Rng;
  port: number;
  build: BuildFacts;
  /** The configurations PDF cases may name: each is rendered at most once a day, so they bound the renders. */
  pool: EstimateConfiguration[];
  /** UTC day of the run, for the estimate ETag `"{code}-{day}"`. */
  day: string;
  tag: string;
}

export const ESTIMATE_PDF = '/api/estimates/budgetary-estimate.pdf';
/** Node's default --max-http-header-size. */
const MAX_HEADER_BYTES = 16 * 1024;
const OLD_ESTIMATE_PDF = '/estimates/budgetary-estimate.pdf';
const METHODS_NOT_ALLOWED = ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PATCH', 'MKCOL', 'LOCK', 'SEARCH'];

// ---------------------------------------------------------------------------------------------------
// Building blocks

function request(
  ctx: Context,
  method: string,
  target: string | Buffer,
  headers: [string, string | Buffer][] = [],
  extra: { body?: Buffer; host?: boolean } = {},
) {
  return httpRequest({ method, target, port: ctx.port, headers: [['User-Agent', 'site-fuzz'], ...headers], body: extra.body, host: extra.host });
}

function shown(target: string | Buffer): string {
  const text = typeof target === 'string' ? target : `bytes ${[...target].map((byte) => byte.toString(16).padStart(2, '0')).join(' ')}`;
  return text.length > 70 ? `${text.slice(0, 60)}… (${text.length})` : text;
}

function anyFile(ctx: Context): [string, string] {
  return ctx.rng.chance(0.6) ? ctx.rng.pick(ctx.build.pages) : ctx.rng.pick(ctx.build.assets);
}

/** The configuration an estimate address names, read as the server reads it (lead-api's configurationFromQuery). */
function estimateOfTarget(target: string): { valid: true; code: string } | { valid: false } {
  let search: URLSearchParams;
  try {
    search = new URL(target, 'http://127.0.0.1').searchParams;
  } catch {
    return { valid: false };
  }
  const options = search.get('options');
  const checked = checkEstimate({
    product: search.get('system') ?? '',
    waferSizeMm: Number(search.get('wafer') ?? Number.NaN),
    options: options ? options.split(',') : [],
  } as Parameters<typeof checkEstimate>[0]);
  return checked.ok ? { valid: true, code: checked.estimate.code } : { valid: false };
}

/** `count` distinct valid configurations (distinct codes), drawn with the run's generator. */
function estimatePool(rng: Rng, count: number): EstimateConfiguration[] {
  const pool = new Map<string, EstimateConfiguration>();
  for (let attempt = 0; pool.size < count && attempt < count * 20; attempt++) {
    const product = rng.pick(products);
    const offered = optionsFor(product.slug).map((option) => option.id);
    const options = offered.filter(() => rng.chance(0.35));
    const waferSizeMm = rng.pick(estimateWaferSizes(product));
    const checked = checkEstimate({ product: product.slug, waferSizeMm, options });
    if (checked.ok && !pool.has(checked.estimate.code))
      pool.set(checked.estimate.code, { product: product.slug, waferSizeMm, options, code: checked.estimate.code });
  }
  return [...pool.values()];
}

/** Percent-encodes some characters of `text` (never `%`), as a client might. */
function encodeSome(rng: Rng, text: string, p: number): string {
  return [...text].map((char) => (char !== '%' && rng.chance(p) ? `%${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char)).join('');
}

// ---------------------------------------------------------------------------------------------------
// The categories

/** Existing pages and assets, plainly, with the encodings a browser offers and the right ETag. */
function pages(ctx: Context): Draft {
  const { rng } = ctx;
  const [address, file] = anyFile(ctx);
  const method = rng.chance(0.2) ? 'HEAD' : 'GET';
  const encoding = rng.pick([undefined, 'gzip, deflate, br, zstd', 'gzip', 'br', 'identity', 'deflate', 'br;q=1, gzip;q=0.5', '*']);
  const headers: [string, string][] = encoding ? [['Accept-Encoding', encoding]] : [];
  const etag = ctx.build.etags.get(file)!;
  const conditional = rng.chance(0.2);
  if (conditional) headers.push(['If-None-Match', etag]);
  const query = rng.chance(0.1) ? `?${rng.pick(['v=1', 'utm_source=fuzz&utm_medium=x', 'q=%20', 'a&&b==c'])}` : '';
  return {
    label: `pages: ${method} ${address}${query}${encoding ? ` (Accept-Encoding: ${encoding})` : ''}${conditional ? ' with its ETag' : ''}`,
    bytes: request(ctx, method, address + query, headers),
    head: method === 'HEAD',
    expect: { statuses: [conditional ? 304 : 200], file },
  };
}

const RANGES = [
  'bytes=0-0',
  'bytes=0-99',
  'bytes=-1',
  'bytes=-0',
  'bytes=100-',
  'bytes=0-',
  'bytes=5-2',
  'bytes=0-0,1-1,2-2',
  'bytes=-999999999999',
  'bytes=0-18446744073709551616',
  'bytes=abc',
  'bytes=',
  'bytes',
  'items=0-5',
  'bytes=0-1,' + '3-4,'.repeat(500) + '9-9',
  'bytes=--1',
  'bytes=1-1-1',
  'bytes = 0-1',
  'BYTES=0-1',
  'bytes=0x10-0x20',
  'bytes=1e3-2e3',
];
const CONDITIONALS = [
  '*',
  '"',
  '""',
  'W/',
  'W/"',
  'W/""',
  'garbage',
  '"a", "b", W/"c"',
  ',,,,',
  '"' + 'x'.repeat(4_000) + '"',
  '"a",'.repeat(1_000),
  'W/"0-0"',
  'w/"1-1"',
  '\u00ff\u00fe',
  'null',
  'undefined',
  '"\\"escaped\\""',
];
const DATES = [
  'Thu, 01 Jan 1970 00:00:00 GMT',
  'Fri, 31 Dec 9999 23:59:59 GMT',
  'yesterday',
  '0',
  '-1',
  '1e309',
  'Mon, 32 Foo 2024 25:61:61 GMT',
  '',
  ' ',
  new Date(0).toUTCString(),
  'Tue, 19 Jan 2038 03:14:08 GMT',
  '2024-01-01T00:00:00Z',
  'NaN',
];
const ENCODINGS = [
  'br',
  'gzip',
  'deflate',
  'zstd',
  'identity',
  '*',
  'br;q=0',
  'gzip;q=0, br;q=0',
  'identity;q=0',
  '*;q=0',
  'br;q=abc',
  'gzip;q=1e9',
  'br;q=-1',
  'BR',
  'GZIP',
  ', , ,',
  ';',
  'br,br,br,br',
  'x-garbage',
  'compress',
  'gzip, ' + 'x-'.repeat(3_000) + 'br',
  'br;q=0.5, gzip;q=0.5',
  'deflate;q=1, gzip;q=0.9, *;q=0',
  'gzip\tbr',
];

/** Existing pages and assets with odd headers: ranges, conditionals, encodings, huge cookies, hosts. */
function headers(ctx: Context): Draft {
  const { rng } = ctx;
  const [address, file] = anyFile(ctx);
  const method = rng.chance(0.2) ? 'HEAD' : 'GET';
  const base = { head: method === 'HEAD' };
  const send = (label: string, hdrs: [string, string | Buffer][], expect: SiteCase['expect'], extra: Partial<Draft> = {}): Draft => ({
    label: `headers: ${method} ${address} ${label}`,
    bytes: request(ctx, method, address, hdrs),
    ...base,
    expect,
    ...extra,
  });
  switch (rng.int(9)) {
    case 0:
    case 1: {
      const range = rng.pick(RANGES);
      const withIfRange = rng.chance(0.2);
      const hdrs: [string, string][] = [['Range', range]];
      if (withIfRange) hdrs.push(['If-Range', rng.pick([ctx.build.etags.get(file)!, 'garbage', DATES[0]!])]);
      // The server ignores Range today (200, the whole file); a partial answer would also be right.
      return send(`Range: ${JSON.stringify(range.slice(0, 40))}${withIfRange ? ' with If-Range' : ''}`, hdrs, { statuses: [200, 206, 416], file });
    }
    case 2: {
      const value = rng.pick(CONDITIONALS);
      return send(`If-None-Match: ${JSON.stringify(value.slice(0, 40))}`, [['If-None-Match', value]], { statuses: [200], file });
    }
    case 3: {
      const date = rng.pick(DATES);
      const name = rng.pick(['If-Modified-Since', 'If-Unmodified-Since']);
      return send(`${name}: ${JSON.stringify(date)}`, [[name, date]], { statuses: [200, 304, 412], file });
    }
    case 4: {
      const value = rng.pick(ENCODINGS);
      return send(`Accept-Encoding: ${JSON.stringify(value.slice(0, 40))}`, [['Accept-Encoding', value]], { statuses: [200, 406], file });
    }
    case 5: {
      // Node takes 16 kB of headers: beyond, 431 (with the security headers: Node writes it, not the app).
      const size = rng.pick([100, 4_000, 12_000, 17_000, 40_000, 70_000]);
      const canary = `fuzzcookie${ctx.tag.replace(/\D/g, '')}x`;
      const cookies = rng.chance(0.5)
        ? [['Cookie', `session=${canary}; ${'a'.repeat(size)}=1`] as [string, string]]
        : Array.from({ length: Math.ceil(size / 1_000) }, (_, i): [string, string] => ['Cookie', `c${i}=${canary}${'v'.repeat(990)}`]);
      return send(`${cookies.length} Cookie header(s), ${size} bytes`, cookies, { statuses: [200], file }, { cookieCanary: canary });
    }
    case 6: {
      const [label, host, statuses] = rng.pick<[string, string | null, number[] | undefined]>([
        ['foreign', 'evil.example', [200]],
        ['upper case', 'EVIL.EXAMPLE', [200]],
        ['with another port', `localhost:8080`, [200]],
        ['trailing dot', 'evil.example.', undefined],
        ['empty', '', undefined],
        ['userinfo', `user:pass@127.0.0.1:${ctx.port}`, undefined],
        ['a path', 'evil.example/path', undefined],
        ['IPv6', '[::1]', undefined],
        ['bad IPv6', '[::1', undefined],
        ['port 99999', 'localhost:99999', undefined],
        ['a space', 'evil example', undefined],
        ['300 characters', 'h'.repeat(300), undefined],
        ['non-ASCII', 'ex\u00e4mple.com', undefined],
        ['percent', 'evil%2eexample', undefined],
        ['backslash', 'evil.example\\foo', undefined],
        ['missing', null, undefined],
      ]);
      return {
        label: `headers: ${method} ${address} Host ${label}`,
        bytes: request(ctx, method, address, host === null ? [] : [['Host', host]], { host: false }),
        ...base,
        expect: statuses ? { statuses, file } : {},
        // Without Host an HTTP/1.1 request is malformed (RFC 9112 3.2): Node answers 400 itself.
        httpMalformed: false,
      };
    }
    case 7: {
      const [label, hdrs] = rng.pick<[string, [string, string][]]>([
        [
          'X-Forwarded-* junk',
          [
            ['X-Forwarded-For', '1.2.3.4, ::1, garbage'],
            ['X-Forwarded-Host', 'evil.example'],
            ['X-Forwarded-Proto', 'gopher'],
            ['Forwarded', 'for=unknown;host=evil.example'],
          ],
        ],
        [
          'X-Original-URL',
          [
            ['X-Original-URL', '/../../etc/passwd'],
            ['X-Rewrite-URL', '/../../etc/passwd'],
          ],
        ],
        ['200 headers', Array.from({ length: 200 }, (_, i): [string, string] => [`X-Fuzz-${i}`, 'v'])],
        ['Accept: garbage', [['Accept', '*/*;q=abc, text/html;level=\u00ff']]],
        [
          'Upgrade: websocket',
          [
            ['Upgrade', 'websocket'],
            ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
            ['Sec-WebSocket-Version', '13'],
          ],
        ],
        ['Expect: 100-continue', [['Expect', '100-continue']]],
        ['Max-Forwards: 0', [['Max-Forwards', '0']]],
        ['Content-Length on a GET', [['Content-Length', '0']]],
      ]);
      return send(label, hdrs, { statuses: [200, 417], file });
    }
    default: {
      // Several odd headers at once.
      const hdrs: [string, string][] = [
        ['Range', rng.pick(RANGES)],
        ['If-None-Match', rng.pick(CONDITIONALS)],
        ['If-Modified-Since', rng.pick(DATES)],
        ['Accept-Encoding', rng.pick(ENCODINGS)],
        ['Cookie', `x=${'y'.repeat(rng.int(3_000))}`],
      ];
      return send('with Range, If-None-Match, If-Modified-Since, Accept-Encoding and a cookie', hdrs, {
        statuses: [200, 206, 304, 406, 412, 416],
        file,
      });
    }
  }
}

/** Existing pages and assets (and the PDF endpoints) with every method but GET and HEAD. */
function methods(ctx: Context): Draft {
  const { rng } = ctx;
  const [address] = rng.chance(0.85) ? anyFile(ctx) : [rng.pick([ESTIMATE_PDF, OLD_ESTIMATE_PDF, '/nothing-here', '/']), ''];
  const roll = rng.int(10);
  if (roll < 7) {
    const method = rng.pick(METHODS_NOT_ALLOWED);
    const withBody = rng.chance(0.4);
    const canary = `fuzztrace${ctx.tag.replace(/\D/g, '')}x`;
    return {
      label: `methods: ${method} ${address}${withBody ? ' with a body' : ''}`,
      bytes: request(
        ctx,
        method,
        address,
        [
          ['Cookie', `session=${canary}`],
          ['Content-Type', 'text/plain'],
        ],
        { body: withBody ? Buffer.from(`body ${canary}`) : undefined },
      ),
      // TRACE must not echo the request (cross-site tracing): the cookie never comes back.
      cookieCanary: canary,
      expect: { statuses: [405] },
    };
  }
  if (roll === 7) {
    const method = rng.pick(['FOO', 'get', 'G\u00c9T', 'GET\u0000', 'CONNECT', 'HEAD\tX']);
    return {
      label: `methods: ${method === 'CONNECT' ? 'CONNECT to an authority' : `unknown method ${JSON.stringify(method)}`}`,
      bytes: request(ctx, method, method === 'CONNECT' ? `127.0.0.1:${ctx.port}` : address),
      httpMalformed: true,
    };
  }
  if (roll === 8) {
    // A body the server does not read: the 405 may come at once or after the body.
    const declared = rng.pick([10, 1_000, 100_000]);
    const bytes = httpRequest({
      method: 'POST',
      target: address,
      port: ctx.port,
      headers: [['Content-Length', String(declared)]],
      body: Buffer.from('short'),
      framing: 'none',
    });
    return { label: `methods: POST ${address}, Content-Length ${declared} but 5 bytes sent`, bytes, incomplete: true, httpMalformed: true };
  }
  // GET with a body, chunked: allowed by HTTP, ignored by the server.
  const method = rng.pick(['GET', 'HEAD']);
  const bytes = httpRequest({
    method,
    target: address,
    port: ctx.port,
    body: Buffer.from('{"a":1}'),
    framing: rng.pick(['length', 'chunked'] as const),
  });
  return { label: `methods: ${method} ${address} with a body`, bytes, head: method === 'HEAD' };
}

const DOT_DOTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%e0%80%ae%e0%80%ae',
  '..%00',
  '..;',
  '...',
  '.. ',
  '%uff0e%uff0e',
  '\u2025',
];
const SEPARATORS = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%255c', '%252f', '//', '/./', '%c0%af', '%e0%80%af'];

/** Paths that climb out of client/ to the canaries planted beside it, or to system files. */
function traversal(ctx: Context): Draft {
  const { rng } = ctx;
  const goal = rng.pick(ctx.build.outside);
  let target: string;
  switch (rng.int(5)) {
    case 0:
    case 1: {
      const dots = rng.pick(DOT_DOTS);
      const separator = rng.pick(SEPARATORS);
      const depth = rng.between(1, 8);
      const prefix = rng.pick(['', '/assets', '/insights', '/products/icp-etcher', '/docs', '/api', '/estimates']);
      target = `${prefix}/${`${dots}${separator}`.repeat(depth)}${goal.replaceAll('/', separator === '\\' ? '\\' : '/')}`;
      break;
    }
    case 2: {
      // Mixed: each step its own spelling.
      const steps = Array.from({ length: rng.between(2, 8) }, () => `${rng.pick(DOT_DOTS)}${rng.pick(SEPARATORS)}`).join('');
      target = `/${steps}${goal}`;
      break;
    }
    case 3:
      target = rng.pick([
        `/%2f${goal}`,
        `/%2F%2F${goal}`,
        `/${encodeURIComponent('/' + goal)}`,
        `/..%2f..%2f..%2f..%2f..%2f..%2f${goal}`,
        `/assets/..%2f..%2f${goal}%00.js`,
        `/${'../'.repeat(6)}${goal}%00.html`,
        `/${'..%252f'.repeat(6)}${goal}`,
        `/./.././../${goal}`,
        `/assets/../../${goal}`,
        `/favicon.svg/../../${goal}`,
        `/index.html/..%2f..%2f${goal}`,
        `/.%2e/.%2e/.%2e/${goal}`,
        `/%2e%2e%5c%2e%2e%5c${goal.replaceAll('/', '%5c')}`,
        `/${encodeSome(rng, `../../../../../../${goal}`, 0.5)}`,
      ]);
      break;
    default: {
      // Absolute-form and odd request targets that name files.
      const [form, malformed] = rng.pick<[string, boolean]>([
        [`http://127.0.0.1:${ctx.port}/../../${goal}`, false],
        [`http://127.0.0.1:${ctx.port}/%2e%2e/%2e%2e/${goal}`, false],
        [`file:///${goal}`, false],
        [`/${goal}`, false],
        [`${goal}`, false],
        [`../../${goal}`, false],
        [`http://evil.example/../${goal}`, false],
      ]);
      const method = rng.chance(0.8) ? 'GET' : 'HEAD';
      return { label: `traversal: ${method} ${shown(form)}`, bytes: request(ctx, method, form), httpMalformed: malformed, head: method === 'HEAD' };
    }
  }
  const method = rng.chance(0.85) ? 'GET' : 'HEAD';
  return { label: `traversal: ${method} ${shown(target)}`, bytes: request(ctx, method, target), head: method === 'HEAD' };
}

/** Invalid percent-encoding, NUL, overlong and raw non-ASCII bytes, very long paths and queries. */
function encoding(ctx: Context): Draft {
  const { rng } = ctx;
  // Not the home page: '/' + '.' is '/' again.
  const [address] = ctx.rng.pick(ctx.build.pages.filter(([page]) => page !== '/'));
  const [target, malformed, statuses] = rng.pick<[string | Buffer, boolean, number[]?]>([
    ['/%', false, [404]],
    ['/%%', false, [404]],
    ['/%zz', false, [404]],
    ['/%e0%a4', false, [404]],
    ['/%ff%fe', false, [404]],
    ['/%c0%af', false, [404]],
    ['/%c0%ae%c0%ae/', false],
    ['/%e0%80%af', false, [404]],
    ['/%f0%80%80%af', false, [404]],
    ['/%ed%a0%80', false, [404]],
    ['/%00', false, [404]],
    [`${address}%00`, false, [404]],
    [`${address}%00.html`, false, [404]],
    [`${address}/index.html%00`, false, [404]],
    [`${address}%2500`, false, [404]],
    ['/%u0041bout', false, [404]],
    ['/%F0%9F%98%80', false, [404]],
    [`${address}?%`, false, [200]],
    [`${address}?%zz=%ff&%00=1`, false, [200]],
    [`${address}?${'a=1&'.repeat(3_000)}`, false, [200]],
    [`${address}?q=${'x'.repeat(rng.pick([1_000, 8_000, 15_000, 20_000, 70_000]))}`, false],
    [`/${'a'.repeat(rng.pick([255, 256, 1_000, 4_096, 8_000, 15_000, 20_000, 70_000]))}`, false],
    [`/${'a/'.repeat(rng.pick([100, 1_000, 5_000, 10_000]))}x`, false],
    [`/${'%2e'.repeat(1_000)}`, false],
    [`${address};jsessionid=1`, false, [404]],
    [`${address}#fragment`, false],
    [`${address.toUpperCase()}`, false],
    ['/index.html', false, [200]],
    ['/404', false, [404]],
    ['/404/index.html', false, [404]],
    ['/__spa-fallback.html', false, [404]],
    ['/insights/__not-found', false, [404]],
    ['/insights/no-such-article', false, [404]],
    ['/.git/config', false, [404]],
    ['/.env', false, [404]],
    [`${address}.`, false, [404]],
    [`${address}%20`, false, [404]],
    [`${address}%09`, false, [404]],
    [Buffer.from(`${address}/\u00e9`, 'utf8'), true],
    [Buffer.from([...Buffer.from('/ab'), 0xc0, 0xaf, ...Buffer.from('out')]), true],
    [Buffer.from([...Buffer.from('/'), 0xff, 0xfe]), true],
    [Buffer.from([...Buffer.from(address), 0x00]), true],
    [Buffer.from([...Buffer.from(address), 0x7f]), true],
    [`${address} x`, true],
    [`${address}\ttab`, true],
  ]);
  const method = rng.chance(0.85) ? 'GET' : 'HEAD';
  return {
    label: `encoding: ${method} ${shown(target)}`,
    bytes: request(ctx, method, target),
    httpMalformed: malformed,
    head: method === 'HEAD',
    expect: statuses ? { statuses } : {},
  };
}

/** Trailing and repeated slashes: a 301 must stay on this site, whatever the path looks like. */
function slashes(ctx: Context): Draft {
  const { rng } = ctx;
  const [address, file] = rng.pick(ctx.build.pages);
  const trimmed = address === '/' ? '' : address;
  const [target, location, statuses] = rng.pick<[string, string?, number[]?]>([
    [`${trimmed}/`, address === '/' ? undefined : address, address === '/' ? [200] : [301]],
    [`${trimmed}//`, address === '/' ? undefined : address, [301]],
    [`${trimmed}/?a=1`, address === '/' ? undefined : `${address}?a=1`, address === '/' ? [200] : [301]],
    ['//evil.example/', '/evil.example', [301]],
    ['///evil.example/', '/evil.example', [301]],
    ['//evil.example//', '/evil.example', [301]],
    ['//evil.example/about/', undefined, [301]],
    ['/\\evil.example/'],
    ['/%5cevil.example/', undefined, [301]],
    ['/%2f%2fevil.example/', undefined, [301]],
    ['/%2F/evil.example/', undefined, [301]],
    ['//%2fevil.example/', undefined, [301]],
    ['/.//evil.example/', undefined, [301]],
    ['/..//evil.example/', undefined, [301]],
    ['//evil.example/%2f..', undefined],
    ['/////', undefined, [301]],
    ['//', undefined],
    ['//evil.example', undefined, [404]],
    ['//evil.example?x/', undefined, [404]],
    [`/${'/'.repeat(rng.pick([10, 1_000]))}evil.example/`, '/evil.example', [301]],
    ['//evil.example/?next=//evil.example/', undefined, [301]],
    ['/\t/evil.example/'],
    [`//127.0.0.1:${ctx.port}/`, undefined, [301]],
    ['//%09/evil.example/', undefined, [301]],
    ['/%0d%0aSet-Cookie:%20x=1/', undefined, [301]],
    ['/x%0d%0aLocation:%20http://evil.example/', undefined, [301]],
    [`//${address.slice(1)}/`, undefined, [301]],
    [`${trimmed}${'/'.repeat(50)}`, address === '/' ? undefined : address, [301]],
  ]);
  const method = rng.chance(0.8) ? 'GET' : 'HEAD';
  return {
    label: `slashes: ${method} ${shown(target)}`,
    bytes: request(ctx, method, target),
    head: method === 'HEAD',
    expect: { ...(statuses ? { statuses } : {}), ...(location ? { location } : {}), ...(statuses?.[0] === 200 ? { file } : {}) },
    httpMalformed: target.includes('\t'),
  };
}

/** The query the site's own client writes for a configuration. */
function estimatePath(configuration: EstimateConfiguration): string {
  const search = new URLSearchParams({ system: configuration.product, wafer: String(configuration.waferSizeMm) });
  if (configuration.options.length) search.set('options', configuration.options.join(','));
  return `?${search}`;
}

/** An estimate address for a configuration of the pool, spelled one of the ways a client might. */
function estimateQuery(ctx: Context, configuration: EstimateConfiguration): string {
  const { rng } = ctx;
  const wafer = String(configuration.waferSizeMm);
  const waferText = rng.pick([
    wafer,
    wafer,
    `${wafer}.0`,
    `0${wafer}`,
    `${Number(wafer) / 100}e2`,
    `%20${wafer}`,
    `+${wafer}`,
    `%2B${wafer}`,
    `0x${Number(wafer).toString(16)}`,
  ]);
  let options = [...configuration.options];
  if (options.length > 1 && rng.chance(0.4)) options = options.sort(() => rng.next() - 0.5);
  if (options.length > 0 && rng.chance(0.3)) options = [...options, ...options.slice(0, rng.between(1, options.length))];
  const comma = rng.chance(0.2) ? '%2C' : ',';
  const optionText = options.map((id) => (rng.chance(0.1) ? encodeSome(rng, id, 0.3) : id)).join(comma);
  const parts = [`system=${rng.chance(0.1) ? encodeSome(rng, configuration.product, 0.3) : configuration.product}`, `wafer=${waferText}`];
  if (options.length > 0) parts.push(`options=${optionText}`);
  else if (rng.chance(0.3)) parts.push('options=');
  if (rng.chance(0.15)) parts.push(rng.pick(['utm_source=fuzz', 'x=1', 'system=nothing', 'wafer=1', 'options=nothing', '=', '&&']));
  if (rng.chance(0.2)) parts.sort(() => rng.next() - 0.5);
  return `?${parts.join('&')}`;
}

/** The PDF endpoint with configurations that exist: rendered (at most once a day each), HEAD, conditional. */
function pdf(ctx: Context): Draft {
  const { rng } = ctx;
  const configuration = rng.pick(ctx.pool);
  let query = estimateQuery(ctx, configuration);
  // An extra parameter may come first and win (`system=nothing`): then the address is refused, and says so.
  const estimate = estimateOfTarget(`${ESTIMATE_PDF}${query}`);
  if (estimate.valid && estimate.code !== configuration.code) query = estimatePath(configuration);
  const target = `${ESTIMATE_PDF}${query}`;
  const etag = `"${configuration.code}-${ctx.day}"`;
  const roll = rng.int(10);
  if (!estimate.valid) {
    const method = roll < 2 ? 'HEAD' : 'GET';
    return {
      label: `pdf: ${method} ${configuration.code} ${shown(query)} (refused: a parameter added)`,
      bytes: request(ctx, method, target),
      head: method === 'HEAD',
      expect: { statuses: [400] },
    };
  }
  if (roll < 2)
    return {
      label: `pdf: HEAD ${configuration.code} ${shown(query)}`,
      bytes: request(ctx, 'HEAD', target),
      head: true,
      expect: { statuses: [200], pdf: true },
    };
  if (roll < 4) {
    const [label, value, statuses] = rng.pick<[string, string, number[]]>([
      ['its ETag', etag, [304]],
      ['its ETag, weak', `W/${etag}`, [304]],
      ['a list with its ETag', `"x", ${etag} , garbage`, [304]],
      ['*', '*', [200, 503]],
      ['another day', `"${configuration.code}-1999-01-01"`, [200, 503]],
      ['garbage', rng.pick(CONDITIONALS), [200, 503]],
      ['10,000 commas', ','.repeat(10_000), [200, 503]],
    ]);
    const method = rng.chance(0.2) ? 'HEAD' : 'GET';
    return {
      label: `pdf: ${method} ${configuration.code} If-None-Match ${label}`,
      bytes: request(ctx, method, target, [['If-None-Match', value]]),
      head: method === 'HEAD',
      expect: { statuses: method === 'HEAD' ? [200] : statuses, pdf: true },
    };
  }
  const encoding = rng.pick([undefined, 'gzip', 'br', 'gzip, deflate, br']);
  const range = rng.chance(0.1) ? rng.pick(RANGES) : undefined;
  const headers: [string, string][] = [];
  if (encoding) headers.push(['Accept-Encoding', encoding]);
  if (range) headers.push(['Range', range]);
  return {
    label: `pdf: GET ${configuration.code} ${shown(query)}${range ? ` Range ${range.slice(0, 20)}` : ''}`,
    bytes: request(ctx, 'GET', target, headers),
    // 503 with Retry-After when the render queue is full; no 429 (the limit is far above the run's renders).
    expect: { statuses: [200, 206, 503], pdf: true },
  };
}

const INJECTIONS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '$(id)',
  '`id`',
  '; ls',
  '\r\nSet-Cookie: x=1',
  '%0d%0aX-Injected: 1',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '\u202e',
  '😀',
  'A'.repeat(10_000),
  '-1',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
];

/** The PDF endpoint with configurations that do not exist, or queries that are not configurations at all. */
function pdfHostile(ctx: Context): Draft {
  const { rng } = ctx;
  const base = rng.pick(ctx.pool);
  const offered = optionsFor(base.product as ProductSlug).map((option) => option.id);
  const enc = (text: string) => encodeURIComponent(text);
  let system = base.product;
  let wafer = String(base.waferSizeMm);
  let options: string | undefined = base.options.join(',');
  let label: string;
  switch (rng.int(4)) {
    case 0: {
      system = rng.pick([
        '',
        'ICP-Etcher',
        'icp-etcher ',
        ' icp-etcher',
        'icp_etcher',
        'nothing',
        'products/icp-etcher',
        '../icp-etcher',
        'icp-etcher%00',
        'icp-etcher\u0000',
        ...INJECTIONS,
      ]);
      label = `system ${JSON.stringify(system.slice(0, 30))}`;
      // Spelled as given where it holds percent-escapes of its own; nothing raw that would break the request line.
      system = system.includes('%') ? system.replace(/[^\w%.~-]/g, (char) => encodeURIComponent(char)) : enc(system);
      break;
    }
    case 1: {
      wafer = rng.pick([
        'NaN',
        '-150',
        '-0',
        '0',
        '1e309',
        '-1e309',
        'Infinity',
        '1.5e2',
        '150e0',
        '1.50000000000000001e2',
        '149.99999999999999',
        '9'.repeat(400),
        '0.' + '0'.repeat(400) + '1',
        '150abc',
        'abc',
        '',
        ' ',
        '150,200',
        '150&wafer=200',
        '0b10010110',
        '0o226',
        '1_50',
        '１５０',
        '150mm',
        '6in',
        '1e2',
        '2e2',
        ...INJECTIONS,
      ]);
      label = `wafer ${JSON.stringify(wafer.slice(0, 30))}`;
      wafer = /^[\w.+-]*$/.test(wafer) ? wafer : enc(wafer);
      break;
    }
    case 2: {
      const valid = base.options.length > 0 ? base.options : offered.slice(0, 1);
      const [kind, list] = rng.pick<[string, string]>([
        ['duplicates', [...valid, ...valid, ...valid].join(',')],
        ['empty items', `,${valid.join(',,')},`],
        ['only commas', ','.repeat(rng.between(1, 500))],
        ['hundreds of items', Array.from({ length: rng.pick([100, 500, 2_000]) }, () => rng.pick(offered)).join(',')],
        ['hundreds of unknown items', Array.from({ length: 500 }, (_, i) => `opt${i}`).join(',')],
        ['encoded commas', valid.join('%2C')],
        ['double-encoded commas', valid.join('%252C')],
        ['semicolons', valid.join(';')],
        ['spaces', valid.join(',%20')],
        ['plus signs', valid.join(',+')],
        ['upper case', valid.join(',').toUpperCase()],
        ["another system's option", rng.pick(registry.flatMap(({ purchasing }) => purchasing.options)).id],
        ['JSON', enc(JSON.stringify(valid))],
        ['injection', enc(rng.pick(INJECTIONS))],
        ['__proto__', '__proto__,constructor,toString'],
      ]);
      options = list;
      label = `options ${kind}`;
      break;
    }
    default: {
      const [kind, query] = rng.pick<[string, string]>([
        ['no query', ''],
        ['empty query', '?'],
        ['only system', `?system=${system}`],
        ['options twice', `?system=${system}&wafer=${wafer}&options=${base.options[0] ?? 'x'}&options=nothing`],
        ['system twice', `?system=nothing&system=${system}&wafer=${wafer}`],
        ['array syntax', `?system[]=${system}&wafer=${wafer}`],
        ['keys upper case', `?SYSTEM=${system}&WAFER=${wafer}`],
        ['10,000 parameters', `?system=${system}&wafer=${wafer}&${'a=1&'.repeat(10_000)}`],
        ['a long query', `?system=${system}&wafer=${wafer}&x=${'x'.repeat(rng.pick([5_000, 14_000, 20_000]))}`],
        ['invalid percent-encoding', `?system=${system}%&wafer=%zz${wafer}&options=%c0%af`],
        ['NUL', `?system=${system}%00&wafer=${wafer}`],
        ['matrix parameters', `;system=${system}?wafer=${wafer}`],
        ['fragment', `?system=${system}#&wafer=${wafer}`],
      ]);
      const target = `${ESTIMATE_PDF}${query}`;
      const method = rng.chance(0.2) ? 'HEAD' : 'GET';
      return hostileEstimate(ctx, `pdf-hostile: ${method} ${kind}`, method, target);
    }
  }
  const parts = [`system=${system}`, `wafer=${wafer}`];
  if (options !== undefined) parts.push(`options=${options}`);
  const method = rng.chance(0.2) ? 'HEAD' : 'GET';
  return hostileEstimate(ctx, `pdf-hostile: ${method} ${label}`, method, `${ESTIMATE_PDF}?${parts.join('&')}`);
}

function hostileEstimate(ctx: Context, label: string, method: string, target: string): Draft {
  // Matrix parameters make it another path: the API's 404, nothing to expect of the estimate.
  if (new URL(target, 'http://127.0.0.1').pathname !== ESTIMATE_PDF) return { label, bytes: request(ctx, method, target), head: method === 'HEAD' };
  const estimate = estimateOfTarget(target);
  if (estimate.valid && !ctx.pool.some((configuration) => configuration.code === estimate.code)) {
    // A hostile spelling that happens to name another real configuration: one more render than the pool
    // allows. Ask for the pool's configuration as written instead, so the renders stay bounded.
    return pdf(ctx);
  }
  const statuses = !estimate.valid ? [400] : method === 'HEAD' ? [200] : [200, 503];
  return {
    label: `${label} (${estimate.valid ? 'valid' : 'invalid'})`,
    bytes: request(ctx, method, target),
    head: method === 'HEAD',
    expect: { statuses, pdf: estimate.valid },
  };
}

/** The old address: a 301 to the same query under /api, whatever the query. */
function oldAddress(ctx: Context): Draft {
  const { rng } = ctx;
  const query = rng.pick([
    estimateQuery(ctx, rng.pick(ctx.pool)),
    '',
    '?',
    '?system=%0d%0aLocation:%20//evil.example',
    '?next=//evil.example',
    `?x=${'y'.repeat(8_000)}`,
    '?system=\\\\evil.example',
    '?a=%zz',
    '?a=b#frag',
  ]);
  const target = `${OLD_ESTIMATE_PDF}${query}`;
  const method = rng.chance(0.8) ? 'GET' : 'HEAD';
  let location: string | undefined;
  try {
    const url = new URL(target, 'http://127.0.0.1');
    location = `/api${url.pathname}${url.search}`;
  } catch {
    location = undefined;
  }
  return {
    label: `old-address: ${method} ${shown(target)}`,
    bytes: request(ctx, method, target),
    head: method === 'HEAD',
    expect: { statuses: [301], location },
  };
}

const CATEGORIES: [Category, number, ((ctx: Context) => Draft) | null][] = [
  ['pages', 12, pages],
  ['headers', 14, headers],
  ['methods', 8, methods],
  ['traversal', 12, traversal],
  ['encoding', 10, encoding],
  ['slashes', 8, slashes],
  ['pdf', 12, pdf],
  ['pdf-hostile', 10, pdfHostile],
  ['old-address', 4, oldAddress],
  // The lead API's own cases (its fuzz-cases.ts), sent to the API as the site mounts it.
  ['api', 8, null],
];

export const CATEGORY_NAMES: Category[] = CATEGORIES.map(([name]) => name);

/** The run's requests, in order. The same seed, count, build and catalogue give the same list (the port aside). */
export function generateCases(options: { seed: number; count: number; port: number; build: BuildFacts; renders: number }): {
  cases: SiteCase[];
  pool: EstimateConfiguration[];
} {
  const rng = new Rng(options.seed);
  const pool = estimatePool(rng, options.renders);
  const total = CATEGORIES.reduce((sum, [, weight]) => sum + weight, 0);
  const kinds = Array.from({ length: options.count }, () => {
    let roll = rng.int(total);
    return CATEGORIES.find(([, weight]) => (roll -= weight) < 0)!;
  });
  const apiCases = generateApiCases({ seed: options.seed, count: kinds.filter(([category]) => category === 'api').length, port: options.port });
  const day = new Date().toISOString().slice(0, 10);
  const cases: SiteCase[] = [];
  let nextApi = 0;
  for (const [index, [category, , generate]] of kinds.entries()) {
    if (!generate) {
      const c = apiCases[nextApi++]!;
      cases.push({ ...c, index, category, label: `api: ${c.label}`, expect: {}, api: c.expect });
      continue;
    }
    const draft = generate({ rng, port: options.port, build: options.build, pool, day, tag: `${options.seed}-${index}` });
    const c: SiteCase = { index, category, httpMalformed: false, incomplete: false, head: false, expect: {}, ...draft };
    // A target with a space, a control or a non-ASCII byte, or neither a path nor an absolute URL, is not
    // a request line HTTP can read: Node refuses it (or closes).
    const lineEnd = c.bytes.indexOf('\r\n');
    const target = c.bytes.subarray(c.bytes.indexOf(' ') + 1, c.bytes.lastIndexOf(' ', lineEnd));
    if (target.some((byte) => byte <= 0x20 || byte >= 0x7f) || !/^(\/|https?:\/\/)/.test(target.toString('latin1'))) c.httpMalformed = true;
    // Node reads at most 16 kB of request line and headers: beyond, its own 431 is the answer.
    const head = c.bytes.indexOf('\r\n\r\n');
    if (head > MAX_HEADER_BYTES + 512) c.expect = { statuses: [431] };
    else if (head > MAX_HEADER_BYTES - 1_024) c.expect = {};
    cases.push(c);
  }
  return { cases, pool };
}
