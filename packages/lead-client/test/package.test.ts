/**
 * The request schemas and the browser submit client as another site gets them: the package built,
 * packed with `npm pack`, unpacked into a scratch project, and imported by plain Node (no TypeScript
 * loader) and type-checked under Node's own ESM resolution. Only `zod` is linked next to it: an
 * import of anything else would fail here as it would in a browser bundle.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(fileURLToPath(import.meta.url), '../..');
const repoRoot = path.resolve(packageDir, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let scratch: string;
let consumer: string;
let installed: string;
let files: string[];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'company-lead-api-pack-'));
  // Packing runs the package's `prepack` script, which builds it: never a stale build.
  const output = execFileSync(npm, ['pack', '--json', '--pack-destination', scratch], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(output) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = packed!.files.map((file) => file.path);
  consumer = path.join(scratch, 'consumer');
  installed = path.join(consumer, 'node_modules/@company/lead-api');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(scratch, packed!.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  symlinkSync(path.join(repoRoot, 'node_modules/zod'), path.join(consumer, 'node_modules/zod'), 'dir');
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @company/lead-api, from a site outside this repository', () => {
  it('ships the schemas and the client as JavaScript with declarations', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/schemas.js', 'dist/schemas.d.ts', 'dist/client.js', 'dist/client.d.ts', 'package.json']));
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it('imports ./schemas and ./client in plain Node and they work', () => {
    writeFileSync(
      path.join(consumer, 'use.mjs'),
      `
import { contactMessageSchema, emailHint, GENERAL_INQUIRY } from '@company/lead-api/schemas';
import { LeadSubmitError, submitLead } from '@company/lead-api/client';

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
  schemas: import.meta.resolve('@company/lead-api/schemas'),
  client: import.meta.resolve('@company/lead-api/client'),
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
      `import { productRequestSchema, type ProductRequest } from '@company/lead-api/schemas';
import { submitLead, type SubmitOptions } from '@company/lead-api/client';
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
