/**
 * The export and mail commands as the sales team runs them: the same DATA_DIR as the server, CSV and JSON
 * out. They run in this process; one test starts the real command to check its wiring to a process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvCell, csvLine } from '../src/csv';
import { parseCommand } from '../src/cli-args';
import { openSqliteStore, type NewLead } from '../src/store';
import { leads } from './support/cli';

function lead(overrides: Partial<NewLead>): NewLead {
  return {
    kind: 'quote',
    reference: 'IV-XXXXXX',
    name: '',
    email: 'x@lab.example',
    phone: '',
    organization: '',
    jobTitle: '',
    researchAreas: '',
    intent: '',
    marketingOptIn: false,
    message: '',
    product: '',
    productName: '',
    topic: '',
    fileName: '',
    page: '',
    referrer: '',
    utm: {},
    configuration: null,
    clientIp: '203.0.113.1',
    userAgent: 'ua',
    createdAt: new Date(),
    ...overrides,
  };
}

describe('leads export CLI', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-cli-'));
    const store = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await store.migrate();
    const add = (fields: Partial<NewLead>) => store.recordLead({ lead: lead(fields), mails: [] });
    await add({ reference: 'IV-OLD222', createdAt: new Date('2025-12-31T23:59:59Z'), name: 'Too Early' });
    await add({
      reference: 'IV-QUOTE3',
      createdAt: new Date('2026-01-05T10:00:00Z'),
      name: 'Smith, "Jo"',
      email: 'jo@lab.example',
      phone: '+1 555 0100',
      organization: '=HYPERLINK("http://evil.example","x")',
      product: 'icp-etcher',
      productName: 'ICP Etcher',
      message: 'Line one\nLine two, with comma',
    });
    await add({
      kind: 'download',
      reference: 'IV-DOWN44',
      createdAt: new Date('2026-01-31T18:30:00Z'),
      name: 'Zoë',
      email: 'zoe@lab.example',
      organization: '@SUM(A1)',
      researchAreas: '-1+1',
      intent: 'Expanding my knowledge',
      marketingOptIn: true,
      fileName: 'ald.pdf',
      page: '/products/ald-system',
      referrer: '',
      utm: { utm_source: 'news', utm_campaign: 'spring' },
    });
    await add({
      kind: 'estimate',
      reference: 'IV-EST777',
      createdAt: new Date('2026-01-20T08:00:00Z'),
      name: 'Ana',
      email: 'ana@lab.example',
      product: 'icp-etcher',
      productName: 'ICP-RIE Etcher',
      configuration: {
        product: 'icp-etcher',
        waferSizeMm: 150,
        options: ['cryogenic-stage'],
        code: 'IV-E-ICP150-4KQ2',
        priceRange: '$260k-520k',
        summary: [
          ['Wafer size', '150 mm'],
          ['Options', 'Cryogenic stage'],
        ],
      },
    });
    await add({ kind: 'contact', reference: 'IV-FEB555', createdAt: new Date('2026-02-01T00:00:00Z'), name: 'Too Late' });
    await store.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const exportCsv = (...args: string[]) => leads({ DATA_DIR: dataDir }, 'export', ...args);

  test('prints the leads of a period as CSV, quoted per RFC 4180 and safe from formulas', async () => {
    const { code, stdout } = await exportCsv('--since', '2026-01-01', '--until', '2026-01-31');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        '"reference","created_at","kind","name","email","phone","organization","job_title","research_areas","intent","marketing_opt_in","product","product_name","topic","message","file_name","page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","utm_id","estimate","price_range","configuration"',
        `"IV-QUOTE3","2026-01-05T10:00:00.000Z","quote","Smith, ""Jo""","jo@lab.example","'+1 555 0100","'=HYPERLINK(""http://evil.example"",""x"")","","","","","icp-etcher","ICP Etcher","","Line one\nLine two, with comma","","","","","","","","","","","",""`,
        `"IV-EST777","2026-01-20T08:00:00.000Z","estimate","Ana","ana@lab.example","","","","","","no","icp-etcher","ICP-RIE Etcher","","","","","","","","","","","","IV-E-ICP150-4KQ2","$260k-520k","Wafer size: 150 mm; Options: Cryogenic stage"`,
        `"IV-DOWN44","2026-01-31T18:30:00.000Z","download","Zoë","zoe@lab.example","","'@SUM(A1)","","'-1+1","Expanding my knowledge","yes","","","","","ald.pdf","/products/ald-system","","news","","spring","","","","","",""`,
        '',
      ].join('\r\n'),
    );
  });

  test('filters by kind', async () => {
    const { stdout } = await exportCsv('--kind', 'contact');
    expect(
      stdout
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['"IV-FEB555"']);
  });

  // Started through tsx, as `npm run leads` does, so it takes as long as compiling the command's imports:
  // under a second on an idle machine, over 20 s seen with a load average of 15. What is checked is the
  // wiring (arguments, environment, stdout, exit status), not the speed, hence the wide margin.
  test('the real command reads its arguments and DATA_DIR from its process and prints to stdout', { timeout: 120_000 }, async () => {
    const packageDir = fileURLToPath(new URL('..', import.meta.url));
    const tsx = path.join(packageDir, '../../node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, [path.join(packageDir, 'src/cli.ts'), 'export', '--kind', 'contact'], {
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: '', DATABASE_URL: '' },
    });
    expect(
      stdout
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['"IV-FEB555"']);
  });

  test('refuses a bad option with usage and exit code 2', async () => {
    const { code, stdout, stderr } = await exportCsv('--kind', 'spam');
    expect(code).toBe(2);
    expect(stderr).toContain('--kind must be one of quote, contact, download, estimate.');
    expect(stderr).toContain('Usage: npm run -s leads');
    expect(stdout).toBe('');
  });

  test('a configuration error is reported with exit code 1, and nothing is printed to stdout', async () => {
    const { code, stdout, stderr } = await leads({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://db.example/leads' }, 'export');
    expect(code).toBe(1);
    expect(stderr).toBe('DATABASE_URL must start with postgres:// or postgresql://.\n');
    expect(stdout).toBe('');
  });

  test('reading an empty DATA_DIR prints only the header and creates nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'lead-cli-empty-'));
    try {
      const { code, stdout } = await leads({ DATA_DIR: empty }, 'export');
      expect(code).toBe(0);
      expect(stdout.split('\r\n')).toHaveLength(2);
      await expect(stat(path.join(empty, 'leads.sqlite'))).rejects.toThrow();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('leads mail status', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lead-cli-mail-'));
    const store = openSqliteStore(path.join(dataDir, 'leads.sqlite'));
    await store.migrate();
    const mail = (kind: 'notification' | 'confirmation', address: string) => ({ kind, to: { name: '', address }, subject: 'S', text: 'T' });
    await store.recordLead({
      lead: lead({ reference: 'IV-MAIL22', createdAt: new Date('2026-03-02T09:00:00Z') }),
      mails: [mail('notification', 'sales@ionvale.example'), mail('confirmation', 'ada@nowhere.example')],
    });
    await store.recordLead({
      lead: lead({ reference: 'IV-MAIL33', createdAt: new Date('2026-03-02T10:00:00Z') }),
      mails: [mail('notification', 'sales@ionvale.example')],
    });
    const [notification, confirmation] = await store.claimDueMails({ now: new Date('2026-03-02T09:00:01Z'), limit: 2, leaseMs: 1 });
    await store.recordAttempt(notification!.id, { at: new Date('2026-03-02T09:00:02Z'), ok: true });
    await store.recordAttempt(confirmation!.id, {
      at: new Date('2026-03-02T09:00:02Z'),
      ok: false,
      error: "Can't send mail - all recipients were rejected: 550 5.1.1 <ada@nowhere.example>: no such mailbox",
      retryAt: null,
    });
    await store.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('counts the e-mails by status and lists each failed one with the error that ended it', async () => {
    const { code, stdout } = await leads({ DATA_DIR: dataDir }, 'mail', 'status');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      counts: { pending: 1, sent: 1, failed: 1 },
      failed: [
        {
          id: 2,
          reference: 'IV-MAIL22',
          kind: 'confirmation',
          to: 'ada@nowhere.example',
          attempts: 1,
          lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 <ada@nowhere.example>: no such mailbox",
          createdAt: '2026-03-02T09:00:00.000Z',
        },
      ],
    });
  });
});

describe('CSV cells and export arguments', () => {
  test.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    // Quoted although it has no comma: a spreadsheet splitting on ";" must not see a second cell.
    ['a;=1+1', '"a;=1+1"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+44 20', `"'+44 20"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['\t=x', `"'\t=x"`],
    ['', '""'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('a line ends in CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('"a","b"\r\n');
  });

  test('a bare --until date includes that whole day', () => {
    expect(parseCommand(['export', '--since', '2026-01-01', '--until', '2026-01-31'])).toEqual({
      command: 'export',
      filter: { since: new Date('2026-01-01T00:00:00.000Z'), until: new Date('2026-02-01T00:00:00.000Z') },
    });
    expect(() => parseCommand(['export', '--since', 'yesterday'])).toThrow('--since must be a date such as 2026-01-01');
    expect(() => parseCommand(['import'])).toThrow('Unknown command "import".');
    expect(parseCommand(['mail', 'requeue'])).toEqual({ command: 'mail-requeue' });
    expect(parseCommand(['mail', 'status'])).toEqual({ command: 'mail-status' });
    expect(() => parseCommand(['purge', 'now'])).toThrow('Unexpected "now".');
  });
});
