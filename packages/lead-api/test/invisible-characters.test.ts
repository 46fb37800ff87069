/**
 * The rule against invisible characters as the API applies it: every free-text field of both forms gets
 * 400 with the words the browser form shows, and nothing is stored; real names in any script get through.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactBody, downloadBody, startService, type TestService } from './support/service';
import { hide, INVISIBLE_CASES, REAL_TEXT } from '../../lead-client/test/support/unicode-cases.ts';

const REFUSED = 'Please remove the invisible formatting characters.';

let api: TestService;
beforeAll(async () => {
  api = await startService();
});
afterAll(async () => {
  await api.close();
});

describe.each(INVISIBLE_CASES)('%s', (_what, character) => {
  test('is refused in every free-text field of the contact form', async () => {
    const value = hide(character);
    const reply = await api.send({ path: '/sendEmail', body: { ...contactBody, name: value, phone: value, organization: value, message: value } });
    expect(reply).toMatchObject({
      status: 400,
      text: `Name: ${REFUSED} Phone: ${REFUSED} Organization: ${REFUSED} Message: ${REFUSED}`,
    });
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });

  test('is refused in every free-text field of the download gate', async () => {
    const value = hide(character);
    const reply = await api.send({
      path: '/leads',
      body: { ...downloadBody, fullName: value, organization: value, researchAreas: value, jobTitle: value },
    });
    expect(reply).toMatchObject({
      status: 400,
      text: `Full name: ${REFUSED} Organization: ${REFUSED} Research areas: ${REFUSED} Job title: ${REFUSED}`,
    });
    expect(api.counts()).toEqual({ leads: 0, outbox: 0 });
  });
});

describe.each(REAL_TEXT)('%s', (_what, text) => {
  test('is accepted in every free-text field and stored as typed', async () => {
    const contact = await api.send({ path: '/sendEmail', body: { ...contactBody, name: text, phone: text, organization: text, message: text } });
    expect(contact.status).toBe(201);
    const download = await api.send({
      path: '/leads',
      body: { ...downloadBody, fullName: text, organization: text, researchAreas: text, jobTitle: text },
    });
    expect(download.status).toBe(201);
    const stored = api.db
      .prepare('select name, phone, organization, message, job_title, research_areas from leads order by id desc limit 2')
      .all() as Record<string, string>[];
    expect(stored.map((lead) => [lead.name, lead.organization])).toEqual([
      [text, text],
      [text, text],
    ]);
    expect([stored[1]!.phone, stored[1]!.message, stored[0]!.job_title, stored[0]!.research_areas]).toEqual([text, text, text, text]);
  });
});
