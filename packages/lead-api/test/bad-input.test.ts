/**
 * Every bad input we could think of, over real HTTP: the status and text the caller sees, and how many
 * leads and outbox rows the request left behind (nothing half-stored, nothing doubled).
 *
 * Set BAD_INPUT_REPORT=/path/table.md to also write the outcomes as a Markdown table.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactBody, downloadBody, quoteBody, REFERENCE, type Reply, type Send, startService, type TestService } from './support/service';
import { SmtpPeer } from './support/smtp-peer';

const ALLOWED_ORIGIN = 'https://www.ionvale.example';
const long = (length: number) => 'x'.repeat(length);
const script = '<script>alert("x")</script>';

interface Case {
  /** The input, as it reads in the report. */
  input: string;
  request: Omit<Send, 'path'> & { path?: Send['path'] };
  /** Requests sent first (not counted), e.g. the first use of a key or the flood before the 429. */
  before?: (send: (request: Send) => Promise<Reply>) => Promise<void>;
  status: number;
  text: string | RegExp;
  leads: number;
  outbox: number;
  /** Further checks on what was stored or sent. */
  check?: (reply: Reply, api: TestService, peer: SmtpPeer) => Promise<void> | void;
}

const storedLead = (api: TestService, reply: Reply) =>
  api.db.prepare('select * from leads where reference = ?').get(reply.text.match(REFERENCE)?.[0]) as Record<string, unknown>;

async function mailsOf(reply: Reply, peer: SmtpPeer) {
  const reference = reply.text.match(REFERENCE)![0];
  return peer.waitFor(2, (mail) => mail.subject.includes(reference));
}

/** HTML arrives as literal text in a text/plain e-mail: no HTML part, nothing rendered. */
async function expectLiteralText(reply: Reply, peer: SmtpPeer, fragments: string[]) {
  const mails = await mailsOf(reply, peer);
  for (const mail of mails) {
    expect(mail.contentType).toBe('text/plain; charset=utf-8');
    expect(mail.raw).not.toMatch(/text\/html|multipart/i);
  }
  const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
  for (const fragment of fragments) expect(notification.text).toContain(fragment);
}

const cases: Case[] = [
  // Empty
  { input: 'empty body (0 bytes)', request: { body: '' }, status: 400, text: 'Please send the form fields as a JSON object.', leads: 0, outbox: 0 },
  {
    input: '`{}` to /sendEmail',
    request: { body: {} },
    status: 400,
    text: 'Please enter your name. Please enter a valid email. Please enter a message.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'contact with name, email, message all `""`',
    request: { body: { ...contactBody, name: '', email: '', message: '' } },
    status: 400,
    text: 'Please enter your name. Please enter a valid email. Please enter a message.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'quote with whitespace-only name and message',
    request: { body: { ...quoteBody, name: '   ', message: ' \n\t ' } },
    status: 400,
    text: 'Please enter your name. Please enter a message.',
    leads: 0,
    outbox: 0,
  },
  {
    input: '`{}` to /leads',
    request: { path: '/leads', body: {} },
    status: 400,
    text: 'Please enter your full name. Please enter a valid email. Please enter your organization. Please enter your research areas. Please choose what brings you here. Please name the file downloaded.',
    leads: 0,
    outbox: 0,
  },
  // Too long, one field at a time (limits from the shared schema)
  {
    input: 'name of 101 characters',
    request: { body: { ...contactBody, name: long(101) } },
    status: 400,
    text: 'Name: Please keep this under 100 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'email of 255 characters',
    request: { body: { ...contactBody, email: `${long(243)}@lab.example` } },
    status: 400,
    text: 'Email: Please keep this under 254 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'phone of 41 characters',
    request: { body: { ...quoteBody, phone: long(41) } },
    status: 400,
    text: 'Phone: Please keep this under 40 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'organization of 151 characters',
    request: { body: { ...quoteBody, organization: long(151) } },
    status: 400,
    text: 'Organization: Please keep this under 150 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'message of 5001 characters',
    request: { body: { ...contactBody, message: long(5001) } },
    status: 400,
    text: 'Message: Please keep this under 5000 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'product of 101 characters',
    request: { body: { ...quoteBody, product: long(101) } },
    status: 400,
    text: 'Product: Please keep this under 100 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'productName of 151 characters',
    request: { body: { ...quoteBody, productName: long(151) } },
    status: 400,
    text: 'Product name: Please keep this under 150 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'turnstileToken of 2049 characters',
    request: { body: { ...quoteBody, turnstileToken: long(2049) } },
    status: 400,
    text: 'Verification token: Please keep this under 2048 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'contact topic of 61 characters',
    request: { body: { ...contactBody, topic: long(61) } },
    status: 400,
    text: 'Topic: Please keep this under 60 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download fullName of 101 characters',
    request: { path: '/leads', body: { ...downloadBody, fullName: long(101) } },
    status: 400,
    text: 'Full name: Please keep this under 100 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download researchAreas of 301 characters',
    request: { path: '/leads', body: { ...downloadBody, researchAreas: long(301) } },
    status: 400,
    text: 'Research areas: Please keep this under 300 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download jobTitle of 101 characters',
    request: { path: '/leads', body: { ...downloadBody, jobTitle: long(101) } },
    status: 400,
    text: 'Job title: Please keep this under 100 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download fileName of 201 characters',
    request: { path: '/leads', body: { ...downloadBody, fileName: long(201) } },
    status: 400,
    text: 'File name: Please keep this under 200 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download page of 501 characters',
    request: { path: '/leads', body: { ...downloadBody, page: long(501) } },
    status: 400,
    text: 'Page: Please keep this under 500 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download referrer of 1001 characters',
    request: { path: '/leads', body: { ...downloadBody, referrer: long(1001) } },
    status: 400,
    text: 'Referrer: Please keep this under 1000 characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'download utm_source of 201 characters',
    request: { path: '/leads', body: { ...downloadBody, utm: { utm_source: long(201) } } },
    status: 400,
    text: 'utm_source: Please keep this under 200 characters.',
    leads: 0,
    outbox: 0,
  },
  // Wrong types
  { input: 'name as a number', request: { body: { ...contactBody, name: 42 } }, status: 400, text: 'Name: Please send text.', leads: 0, outbox: 0 },
  {
    input: 'email as an array',
    request: { body: { ...contactBody, email: ['ada@analytical.example'] } },
    status: 400,
    text: 'Email: Please send text.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'message `null`',
    request: { body: { ...quoteBody, message: null } },
    status: 400,
    text: 'Message: Please send text.',
    leads: 0,
    outbox: 0,
  },
  { input: 'body `null`', request: { body: 'null' }, status: 400, text: 'Please send the form fields as a JSON object.', leads: 0, outbox: 0 },
  {
    input: 'body is an array of the fields',
    request: { body: [contactBody] },
    status: 400,
    text: 'Please send the form fields as a JSON object.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'body is a JSON string',
    request: { body: '"name=Ada"' },
    status: 400,
    text: 'Please send the form fields as a JSON object.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'marketingOptIn `"yes"`',
    request: { path: '/leads', body: { ...downloadBody, marketingOptIn: 'yes' } },
    status: 400,
    text: 'Marketing opt-in: Please send true or false.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'utm as a string',
    request: { path: '/leads', body: { ...downloadBody, utm: 'utm_source=x' } },
    status: 400,
    text: 'UTM parameters: Please send an object of utm_* values.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'utm with an unknown key `utm_foo`',
    request: { path: '/leads', body: { ...downloadBody, utm: { utm_foo: 'x' } } },
    status: 400,
    text: 'UTM parameters: utm_foo is not accepted; use utm_source, utm_medium, utm_campaign, utm_term, utm_content or utm_id.',
    leads: 0,
    outbox: 0,
  },
  // Line breaks that could reach a mail header
  {
    input: 'CR/LF in name',
    request: { body: { ...contactBody, name: 'Ada\r\nBcc: victim@example.org' } },
    status: 400,
    text: 'Name: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF + Bcc header in email',
    request: { body: { ...contactBody, email: 'ada@analytical.example\r\nBcc: victim@example.org' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'LF in organization',
    request: { body: { ...quoteBody, organization: 'Lab\nX-Injected: 1' } },
    status: 400,
    text: 'Organization: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF in product',
    request: { body: { ...quoteBody, product: 'icp\r\nSubject: spam' } },
    status: 400,
    text: 'Product: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF in productName (goes into the subject)',
    request: { body: { ...quoteBody, productName: 'ICP\r\nBcc: victim@example.org' } },
    status: 400,
    text: 'Product name: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+2028 line separator in name',
    request: { body: { ...contactBody, name: 'Ada\u2028Lovelace' } },
    status: 400,
    text: 'Name: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF in download fileName',
    request: { path: '/leads', body: { ...downloadBody, fileName: 'a.pdf\r\nBcc: x@example.org' } },
    status: 400,
    text: 'File name: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF in a utm value',
    request: { path: '/leads', body: { ...downloadBody, utm: { utm_source: 'a\r\nb' } } },
    status: 400,
    text: 'utm_source: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'CR/LF in contact topic',
    request: { body: { ...contactBody, topic: 'service\r\nBcc: victim@example.org' } },
    status: 400,
    text: 'Topic: Please keep this on one line.',
    leads: 0,
    outbox: 0,
  },
  // Control characters no form produces
  {
    input: 'NUL character in name',
    request: { body: { ...contactBody, name: 'Ada\u0000' } },
    status: 400,
    text: 'Name: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'unpaired surrogate `\\ud800` in message',
    request: { body: `{"name":"Ada","email":"ada@lab.example","message":"hi \\ud800"}` },
    status: 400,
    text: 'Message: Please remove the invalid characters.',
    leads: 0,
    outbox: 0,
  },
  // Invisible characters that reorder or hide text in the sales e-mail
  {
    input: 'U+202E right-to-left override in name',
    request: { body: { ...contactBody, name: 'Ada \u202eecalevoL' } },
    status: 400,
    text: 'Name: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+0085 (a C1 control) in organization',
    request: { body: { ...quoteBody, organization: 'Lab\u0085X' } },
    status: 400,
    text: 'Organization: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+2066 isolate in download fileName',
    request: { path: '/leads', body: { ...downloadBody, fileName: 'report\u2066fdp.exe\u2069.pdf' } },
    status: 400,
    text: 'File name: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+2069 in a utm value',
    request: { path: '/leads', body: { ...downloadBody, utm: { utm_source: 'news\u2069' } } },
    status: 400,
    text: 'utm_source: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+202E right-to-left override in message',
    request: { body: { ...contactBody, message: 'Please quote \u202e000,01\u202c EUR' } },
    status: 400,
    text: 'Message: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'U+009B (a C1 control) in message',
    request: { body: { ...quoteBody, message: 'Hello\u009b31m' } },
    status: 400,
    text: 'Message: Please remove the invisible formatting characters.',
    leads: 0,
    outbox: 0,
  },
  // HTML and script: accepted as text, shown as text
  {
    input: 'HTML/script in every contact field',
    request: {
      body: {
        name: '<b>Ada</b>',
        email: 'ada@analytical.example',
        phone: '<i>1</i>',
        organization: '<img src=x onerror=alert(1)>',
        message: script,
        productName: 'General Inquiry',
        topic: '<u>t</u>',
      },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: async (reply, api, peer) => {
      expect(storedLead(api, reply)).toMatchObject({
        name: '<b>Ada</b>',
        phone: '<i>1</i>',
        organization: '<img src=x onerror=alert(1)>',
        message: script,
        topic: '<u>t</u>',
      });
      await expectLiteralText(reply, peer, ['<b>Ada</b>', '<i>1</i>', '<img src=x onerror=alert(1)>', script, '<u>t</u>']);
    },
  },
  {
    input: 'HTML/script in every quote field',
    request: {
      body: {
        ...quoteBody,
        productName: '<h1>ICP</h1>',
        product: '<a href="x">p</a>',
        name: '<svg onload=alert(1)>',
        organization: '</textarea><b>',
        message: `${script}\n<iframe src="https://evil.example">`,
      },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: async (reply, _api, peer) => {
      await expectLiteralText(reply, peer, [
        '<h1>ICP</h1>',
        '<a href="x">p</a>',
        '<svg onload=alert(1)>',
        '</textarea><b>',
        '<iframe src="https://evil.example">',
      ]);
      const confirmation = (await mailsOf(reply, peer)).find((mail) => !mail.envelopeTo.includes('sales@ionvale.example'))!;
      // The confirmation repeats none of it: only the company's words reach the typed address.
      expect(confirmation.raw).not.toMatch(/svg|iframe|textarea|<h1>/);
    },
  },
  {
    input: 'HTML/script in every download field',
    request: {
      path: '/leads',
      body: {
        ...downloadBody,
        fullName: '<b>Ros</b>',
        organization: '<i>KCL</i>',
        researchAreas: script,
        jobTitle: '<marquee>',
        fileName: '<a>.pdf',
        page: '/<x>',
        referrer: 'javascript:alert(1)',
        utm: { utm_source: '<s>' },
      },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: async (reply, _api, peer) => {
      await expectLiteralText(reply, peer, ['<b>Ros</b>', '<i>KCL</i>', script, '<marquee>', '<a>.pdf', '/<x>', 'javascript:alert(1)', '<s>']);
    },
  },
  // Unicode: accepted and stored intact
  {
    input: 'accented name, CJK organization, emoji message',
    request: {
      body: { ...contactBody, name: 'Zoë Ångström-Núñez', organization: '中国科学院半导体研究所', message: 'Need an ALD quote 🚀🙂 — merci ✓' },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: async (reply, api, peer) => {
      expect(storedLead(api, reply)).toMatchObject({
        name: 'Zoë Ångström-Núñez',
        organization: '中国科学院半导体研究所',
        message: 'Need an ALD quote 🚀🙂 — merci ✓',
      });
      const mails = await mailsOf(reply, peer);
      const notification = mails.find((mail) => mail.envelopeTo.includes('sales@ionvale.example'))!;
      expect(notification.text).toContain('Name:         Zoë Ångström-Núñez');
      expect(notification.text).toContain('Organization: 中国科学院半导体研究所');
      expect(notification.text).toContain('Need an ALD quote 🚀🙂 — merci ✓');
    },
  },
  {
    input: 'download lead in Chinese and Japanese',
    request: {
      path: '/leads',
      body: { ...downloadBody, fullName: '李雷', organization: '東京大学', researchAreas: '薄膜堆積、原子層堆積', jobTitle: '准教授' },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: (reply, api) => {
      expect(storedLead(api, reply)).toMatchObject({
        name: '李雷',
        organization: '東京大学',
        research_areas: '薄膜堆積、原子層堆積',
        job_title: '准教授',
      });
    },
  },
  // Invalid e-mail forms
  {
    input: 'email `plainaddress`',
    request: { body: { ...contactBody, email: 'plainaddress' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'email `ada@localhost` (no domain)',
    request: { body: { ...contactBody, email: 'ada@localhost' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'email `a b@lab.example` (space)',
    request: { body: { ...contactBody, email: 'a b@lab.example' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'email `Ada <ada@lab.example>` (display name)',
    request: { body: { ...contactBody, email: 'Ada <ada@lab.example>' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'email `ada@@lab.example`',
    request: { path: '/leads', body: { ...downloadBody, email: 'ada@@lab.example' } },
    status: 400,
    text: 'Please enter a valid email.',
    leads: 0,
    outbox: 0,
  },
  // Unknown intent
  {
    input: 'unknown intent `Just browsing`',
    request: { path: '/leads', body: { ...downloadBody, intent: 'Just browsing' } },
    status: 400,
    text: 'Please choose what brings you here.',
    leads: 0,
    outbox: 0,
  },
  // Not JSON
  {
    input: 'malformed JSON `{"name":`',
    request: { body: '{"name":' },
    status: 400,
    text: 'The request body is not valid JSON.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'JSON followed by garbage',
    request: { body: `${JSON.stringify(contactBody)} trailing` },
    status: 400,
    text: 'The request body is not valid JSON.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'invalid UTF-8 bytes (Latin-1 `Zoë`)',
    request: { body: Buffer.from('{"name":"Zo\xeb","email":"z@lab.example","message":"m"}', 'latin1') },
    status: 400,
    text: 'The request body is not valid UTF-8.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'arrays nested 8000 deep',
    request: { body: `${'['.repeat(8000)}${']'.repeat(8000)}` },
    status: 400,
    text: 'Please send the form fields as a JSON object.',
    leads: 0,
    outbox: 0,
  },
  // Wrong content type
  {
    input: 'Content-Type text/plain',
    request: { body: contactBody, headers: { 'Content-Type': 'text/plain' } },
    status: 415,
    text: 'Please send the form as JSON (Content-Type: application/json).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'form-encoded body',
    request: { body: 'name=Ada&email=ada%40lab.example&message=hi', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    status: 415,
    text: 'Please send the form as JSON (Content-Type: application/json).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'no Content-Type',
    request: { body: contactBody, headers: { 'Content-Type': undefined } },
    status: 415,
    text: 'Please send the form as JSON (Content-Type: application/json).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'multipart/form-data',
    request: { body: '--b\r\n\r\n--b--', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } },
    status: 415,
    text: 'Please send the form as JSON (Content-Type: application/json).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'application/json; charset=latin1',
    request: { body: contactBody, headers: { 'Content-Type': 'application/json; charset=latin1' } },
    status: 415,
    text: 'Please send the form as JSON (Content-Type: application/json).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'application/json; charset=UTF-8 (accepted)',
    request: { body: contactBody, headers: { 'Content-Type': 'application/json; charset=UTF-8' } },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
  },
  // Size
  {
    input: '1 MB body with Content-Length',
    request: { body: { ...contactBody, message: long(1024 * 1024) } },
    status: 413,
    text: 'The request is too large (16 kB at most).',
    leads: 0,
    outbox: 0,
  },
  {
    input: '1 MB body, chunked (no Content-Length)',
    request: { body: { ...contactBody, message: long(1024 * 1024) }, chunked: true },
    status: 413,
    text: 'The request is too large (16 kB at most).',
    leads: 0,
    outbox: 0,
  },
  {
    input: '16 kB + 1 byte',
    request: { body: JSON.stringify({ ...contactBody, pad: long(16 * 1024) }).slice(0, 16 * 1024 + 1) },
    status: 413,
    text: 'The request is too large (16 kB at most).',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'every field at its maximum length (fits in 16 kB)',
    request: {
      body: {
        productName: long(150),
        product: long(100),
        name: long(100),
        email: `${long(242)}@lab.example`,
        phone: long(40),
        organization: long(150),
        message: long(5000),
        turnstileToken: long(2048),
      },
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
  },
  // Origin
  {
    input: 'Origin https://evil.example',
    request: { body: contactBody, headers: { Origin: 'https://evil.example' } },
    status: 403,
    text: 'Requests from this website are not allowed.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'Origin `null` (sandboxed frame)',
    request: { body: contactBody, headers: { Origin: 'null' } },
    status: 403,
    text: 'Requests from this website are not allowed.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'Origin http://www.ionvale.example (allowed host, wrong scheme)',
    request: { body: contactBody, headers: { Origin: 'http://www.ionvale.example' } },
    status: 403,
    text: 'Requests from this website are not allowed.',
    leads: 0,
    outbox: 0,
  },
  {
    input: `Origin ${ALLOWED_ORIGIN} (in ALLOWED_ORIGINS)`,
    request: { body: contactBody, headers: { Origin: ALLOWED_ORIGIN } },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: (reply) => expect(reply.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN),
  },
  {
    input: 'Origin equal to the Host (same origin)',
    request: { body: contactBody, headers: { Origin: 'SAME' } },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
  },
  // Idempotency-Key
  {
    input: 'Idempotency-Key replayed with the same body',
    request: { body: quoteBody, headers: { 'Idempotency-Key': 'table-same' } },
    before: async (send) => void (await send({ path: '/sendEmail', body: quoteBody, headers: { 'Idempotency-Key': 'table-same' } })),
    status: 201,
    text: REFERENCE,
    leads: 0,
    outbox: 0,
    check: (reply) => expect(reply.headers['idempotent-replayed']).toBe('true'),
  },
  {
    input: 'Idempotency-Key replayed with a different body',
    request: { body: { ...quoteBody, message: 'Changed my mind.' }, headers: { 'Idempotency-Key': 'table-different' } },
    before: async (send) => void (await send({ path: '/sendEmail', body: quoteBody, headers: { 'Idempotency-Key': 'table-different' } })),
    status: 422,
    text: 'This Idempotency-Key was already used for a different request.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'Idempotency-Key reused on the other endpoint',
    request: { path: '/leads', body: downloadBody, headers: { 'Idempotency-Key': 'table-endpoint' } },
    before: async (send) => void (await send({ path: '/sendEmail', body: quoteBody, headers: { 'Idempotency-Key': 'table-endpoint' } })),
    status: 422,
    text: 'This Idempotency-Key was already used for a different request.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'Idempotency-Key of 256 characters',
    request: { body: quoteBody, headers: { 'Idempotency-Key': long(256) } },
    status: 400,
    text: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    leads: 0,
    outbox: 0,
  },
  {
    input: 'Idempotency-Key with a space',
    request: { body: quoteBody, headers: { 'Idempotency-Key': 'a b' } },
    status: 400,
    text: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    leads: 0,
    outbox: 0,
  },
  // Flood
  {
    input: 'flood: 11th request in a minute from one client (limit 10)',
    request: { body: contactBody },
    before: async (send) => {
      for (let i = 0; i < 10; i++) await send({ path: '/sendEmail', body: { ...contactBody, message: `flood ${i}` } });
    },
    status: 429,
    text: /^Too many requests\. Please try again in [1-6] seconds?\.$/,
    leads: 0,
    outbox: 0,
    check: (reply) => expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1),
  },
  // Prototype pollution and unknown fields
  {
    input: '`"__proto__": {"polluted": true}` at the top level',
    request: { body: `{"__proto__":{"polluted":true},${JSON.stringify(contactBody).slice(1)}` },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: () => expect(({} as Record<string, unknown>).polluted).toBeUndefined(),
  },
  {
    input: '`"constructor": {"prototype": {"polluted": true}}`',
    request: { body: { ...quoteBody, constructor: { prototype: { polluted: true } } } },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: () => expect(({} as Record<string, unknown>).polluted).toBeUndefined(),
  },
  {
    input: '`"__proto__"` inside utm',
    request: {
      path: '/leads',
      body: `{"utm":{"__proto__":{"polluted":true},"utm_source":"ok"},${JSON.stringify({ ...downloadBody, utm: undefined }).slice(1)}`,
    },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: (reply, api) => {
      expect(JSON.parse(storedLead(api, reply).utm as string)).toEqual({ utm_source: 'ok' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  },
  {
    input: 'extra unknown fields (`isAdmin`, `id`, `reference`, `status`)',
    request: { body: { ...quoteBody, isAdmin: true, id: 1, reference: 'IV-AAAAAA', status: 'sent' } },
    status: 201,
    text: REFERENCE,
    leads: 1,
    outbox: 2,
    check: (reply, api) => {
      const lead = storedLead(api, reply);
      expect(lead.reference).not.toBe('IV-AAAAAA');
      expect(lead).not.toHaveProperty('isAdmin');
    },
  },
];

describe('bad input', () => {
  let peer: SmtpPeer;
  let api: TestService;
  const report: string[] = [];

  beforeAll(async () => {
    peer = await SmtpPeer.start();
    // The default rate limit, and one proxy hop trusted so each case's X-Forwarded-For is its own client.
    // Each case counts its own two e-mails, though most share one address: the confirmation throttle
    // (tested on its own) is set out of the way.
    api = await startService({
      SMTP_URL: peer.url,
      ALLOWED_ORIGINS: ALLOWED_ORIGIN,
      RATE_LIMIT_PER_MINUTE: '10',
      TRUST_PROXY: '1',
      CONFIRMATIONS_PER_ADDRESS_PER_DAY: '1000',
    });
  });
  afterAll(async () => {
    await api.close();
    await peer.down();
    if (process.env.BAD_INPUT_REPORT) {
      const header = '| # | input | status | text seen | leads / outbox rows added |\n|---|---|---|---|---|\n';
      await writeFile(process.env.BAD_INPUT_REPORT, header + report.join('\n') + '\n');
    }
  });

  test('has at least 35 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  test.each(cases.map((c, index) => [index + 1, c.input, c] as const))('%i. %s', async (index, _input, c) => {
    const client = `198.51.100.${index}`;
    const send = (request: Send) => api.send({ ...request, headers: { 'X-Forwarded-For': client, ...request.headers } });
    await c.before?.(send);
    const headers = { ...c.request.headers };
    if (headers.Origin === 'SAME') headers.Origin = api.origin;

    const before = api.counts();
    const reply = await send({ path: '/sendEmail', ...c.request, headers });
    const after = api.counts();
    report.push(
      `| ${index} | ${c.input.replace(/\|/g, '\\|')} | ${reply.status} | ${reply.text.replace(/\|/g, '\\|')} | ${after.leads - before.leads} / ${after.outbox - before.outbox} |`,
    );

    expect(reply.status).toBe(c.status);
    expect(reply.headers['content-type']).toBe('text/plain; charset=UTF-8');
    if (typeof c.text === 'string') expect(reply.text).toBe(c.text);
    else expect(reply.text).toMatch(c.text);
    expect({ leads: after.leads - before.leads, outbox: after.outbox - before.outbox }).toEqual({ leads: c.leads, outbox: c.outbox });
    await c.check?.(reply, api, peer);
  });
});
