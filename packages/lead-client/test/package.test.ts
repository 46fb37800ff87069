/**
 * The request schemas and the browser submit client as another site gets them: the package built,
 * packed with `npm pack`, unpacked into a scratch project, and imported by plain Node (no TypeScript
 * loader) and type-checked under Node's own ESM resolution. Only `zod` is linked next to it: an
 * import of anything else would fail here as it would in a browser bundle. Its install brings no
 * server code: zod is its only dependency, and nothing in the tree runs an install script.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(fileURLToPath(import.meta.url), '../..');
const repoRoot = path.resolve(packageDir, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let scratch: string;
let consumer: string;
let installed: string;
let files: string[];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'company-lead-client-pack-'));
  // Packing runs the package's `prepack` script, which builds it: never a stale build.
  const output = execFileSync(npm, ['pack', '--json', '--pack-destination', scratch], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(output) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = packed!.files.map((file) => file.path);
  consumer = path.join(scratch, 'consumer');
  installed = path.join(consumer, 'node_modules/@company/lead-client');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(scratch, packed!.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  symlinkSync(path.join(repoRoot, 'node_modules/zod'), path.join(consumer, 'node_modules/zod'), 'dir');
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** What a package's manifest says it needs at install time. */
type Manifest = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; scripts?: Record<string, string> };
const manifestOf = (directory: string) => JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as Manifest;
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

/**
 * The most the schemas and the client may add to a browser bundle, gzip: with zod (about 25 kB of it), and
 * of their own. About 8% above their size when the budget was set.
 */
const BUNDLE_BUDGET_KB = { withZod: 33, own: 2.5 };

describe('the packed @company/lead-client, from a site outside this repository', () => {
  it('installs zod and nothing else, and nothing in its tree runs an install script', () => {
    const manifest = manifestOf(installed);
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['zod']);
    expect(manifest.peerDependencies ?? {}).toEqual({});
    // zod, as npm would install it, is the whole tree: it declares no dependency of its own.
    const zod = manifestOf(path.join(repoRoot, 'node_modules/zod'));
    expect(Object.keys(zod.dependencies ?? {})).toEqual([]);
    for (const [name, found] of [
      ['@company/lead-client', manifest],
      ['zod', zod],
    ] as const) {
      expect(
        Object.keys(found.scripts ?? {}).filter((script) => INSTALL_SCRIPTS.includes(script)),
        name,
      ).toEqual([]);
    }
  });

  it(`adds at most ${BUNDLE_BUDGET_KB.withZod} kB gzip to a browser bundle that validates a form and sends it, ${BUNDLE_BUDGET_KB.own} kB of its own`, async () => {
    writeFileSync(
      path.join(consumer, 'form.mjs'),
      `import { contactMessageSchema } from '@company/lead-client/schemas';
import { submitLead } from '@company/lead-client/client';
export const send = (body) => submitLead('/api/sendEmail', contactMessageSchema.parse(body));
`,
    );
    const { build } = await import('vite');
    const bundledKb = async (external: string[]) => {
      const output = await build({
        root: consumer,
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          lib: { entry: path.join(consumer, 'form.mjs'), formats: ['es'], fileName: 'form' },
          rolldownOptions: { external },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
      const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('');
      expect(code).toContain('Idempotency-Key');
      return gzipSync(code, { level: 9 }).length / 1000;
    };
    const withZod = await bundledKb([]);
    const own = await bundledKb(['zod']);
    console.log(`the schemas and the client in a browser bundle: ${withZod.toFixed(1)} kB gzip with zod, ${own.toFixed(1)} kB of their own`);
    expect(withZod).toBeLessThanOrEqual(BUNDLE_BUDGET_KB.withZod);
    expect(own).toBeLessThanOrEqual(BUNDLE_BUDGET_KB.own);
  }, 60_000);

  it('ships the schemas and the client as JavaScript with declarations', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/schemas.js', 'dist/schemas.d.ts', 'dist/client.js', 'dist/client.d.ts', 'package.json']));
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it('imports ./schemas and ./client in plain Node and they work', () => {
    writeFileSync(
      path.join(consumer, 'use.mjs'),
      `
import { contactMessageSchema, emailHint, GENERAL_INQUIRY } from '@company/lead-client/schemas';
import { LeadSubmitError, submitLead } from '@company/lead-client/client';

const valid = contactMessageSchema.safeParse({ name: ' Ada ', email: 'ada@lab.example', message: 'Hello', productName: GENERAL_INQUIRY });
const invalid = contactMessageSchema.safeParse({ name: '', email: 'nope', message: '', productName: GENERAL_INQUIRY });

const calls = [];
const answers = [new Response('busy', { status: 503 }), new Response('Thanks, IV-1', { status: 200 })];
const reply = await submitLead('https://api.example/sendEmail', { a: 1 }, {
  fetch: async (url, init) => { calls.push({ url, key: init.headers['Idempotency-Key'] }); return answers.shift(); },
  sleep: async () => {},
});
const refused = await submitLead('https://api.example/sendEmail', {}, {
  fetch: async () => new Response('Please enter a message.', { status: 400 }),
}).catch((error) => ({ isLeadSubmitError: error instanceof LeadSubmitError, status: error.status, message: error.message }));

console.log(JSON.stringify({
  schemas: import.meta.resolve('@company/lead-client/schemas'),
  client: import.meta.resolve('@company/lead-client/client'),
  valid: valid.success && valid.data.name,
  invalid: invalid.success ? null : invalid.error.issues.map((issue) => issue.path[0]).sort(),
  hint: emailHint('someone@gmail.com'),
  calls, reply, refused,
}));
`,
    );
    const result = spawnSync(process.execPath, ['use.mjs'], { cwd: consumer, encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    const output = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(fileURLToPath(output.schemas as string)).toBe(path.join(installed, 'dist/schemas.js'));
    expect(fileURLToPath(output.client as string)).toBe(path.join(installed, 'dist/client.js'));
    expect(output.valid).toBe('Ada');
    expect(output.invalid).toEqual(['email', 'message', 'name']);
    expect(output.hint).toBe('Please use a work email if possible.');
    // Retried after the 503 with the same key, so the server stores the lead once.
    const calls = output.calls as Array<{ url: string; key: string }>;
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(output.reply).toBe('Thanks, IV-1');
    expect(output.refused).toEqual({ isLeadSubmitError: true, status: 400, message: 'Please enter a message.' });
  });

  it('gives a TypeScript consumer under NodeNext resolution the types', () => {
    writeFileSync(
      path.join(consumer, 'use.ts'),
      `import { productRequestSchema, type ProductRequest } from '@company/lead-client/schemas';
import { submitLead, type SubmitOptions } from '@company/lead-client/client';
const options: SubmitOptions = { retries: 1 };
export const request: ProductRequest = productRequestSchema.parse({ name: 'Ada', email: 'ada@lab.example', message: 'Hi' });
export const sent: Promise<string> = submitLead('/api/sendEmail', request, options);
// @ts-expect-error: not an option the client takes.
export const wrong: SubmitOptions = { retry: 1 };
`,
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: consumer, encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
