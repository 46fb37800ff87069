import type { Page } from '@playwright/test';
import { SmtpPeer } from '../../packages/lead-api/test/support/smtp-peer';
import { expect, expectNoAxeViolations, test, withConsentChosen } from './fixtures';
import { E2E_SMTP_PORT, outboxOf, referenceIn, storedLeads } from './support/leads';

// One SMTP peer on the port the server under test delivers to: the tests share it, so they run in order.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpPeer;
test.beforeAll(async () => {
  smtp = await SmtpPeer.start(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.down();
});

const mailsFor = (reference: string) => (mail: { subject: string; text: string }) =>
  mail.subject.includes(reference) || mail.text.includes(reference);

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });

async function fillContactForm(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 858 555 0100');
  await form.getByRole('textbox', { name: 'Organization' }).fill('Analytical Engines Lab, UC San Diego');
  return form;
}

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test('the contact page shows the office, the mailboxes with hours and the urgent line', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('address')).toContainText('San Diego, CA');
  await expect(page.getByRole('link', { name: 'sales@ionvale.example' })).toHaveAttribute('href', 'mailto:sales@ionvale.example');
  await expect(page.getByText('Sales hours: Mon-Fri 9:00-17:00 PST')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@ionvale.example' })).toBeVisible();
  await expect(page.getByText('Support hours: Mon-Fri 8:00-18:00 PST')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+1 (858) 555-0142' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a topic in the link pre-fills the message', async ({ page }) => {
  await page.goto('/contact?topic=amc');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/Annual Maintenance Contract/);
  await page.goto('/contact?topic=%3Cb%3Ewafer%20bonding%3C%2Fb%3E');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('I would like to ask about "<b>wafer bonding</b>".');
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('missing fields are named, nothing typed is lost, and nothing is stored', async ({ page }) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Organization' }).fill('Kept Lab');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Please enter a valid email\./);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Please enter your name\./);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-address');
  await expect(form.getByRole('textbox', { name: 'Organization' })).toHaveValue('Kept Lab');
  await expectNoAxeViolations(page);
  // Matched on what was typed: other test files store leads in parallel.
  expect(storedLeads('organization = ?', 'Kept Lab')).toEqual([]);
});

test('a contact message is stored once and both e-mails reach the SMTP peer', async ({ page }) => {
  await page.goto('/contact?topic=expert');
  const form = await fillContactForm(page, 'ada@analytical.example');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/process expert/);
  await form.getByRole('button', { name: 'Send Message' }).click();

  const thanks = page.getByText(/Your reference number is IV-/);
  await expect(thanks).toBeVisible();
  const reference = referenceIn((await thanks.textContent())!);

  const leads = storedLeads('reference = ?', reference);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind: 'contact',
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    topic: 'expert',
    product_name: 'General Inquiry',
  });

  const mails = await smtp.waitFor(2, mailsFor(reference));
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['ada@analytical.example', 'sales@ionvale.example']);
  const notification = mails.find((mail) => mail.envelopeTo[0] === 'sales@ionvale.example')!;
  expect(notification.text).toContain('Analytical Engines Lab, UC San Diego');
  expect(notification.text).toContain('process expert');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(contactForm(page).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(contactForm(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('with the mail server down the visitor still succeeds, and the e-mails arrive once it is back', async ({ page }) => {
  await smtp.down();
  await page.goto('/contact');
  const contact = await fillContactForm(page, 'grace@navy-lab.example');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Our SMTP relay is down but this must reach sales.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.getByText(/Your reference number is IV-/);
  await expect(thanks).toBeVisible();
  const reference = referenceIn((await thanks.textContent())!);
  expect(storedLeads('reference = ?', reference)).toHaveLength(1);

  // The sender keeps trying while the peer is down...
  // Both e-mails are there from the start (with none, the minimum below would be Infinity and pass).
  expect(outboxOf(reference)).toHaveLength(2);
  await expect.poll(() => Math.min(...outboxOf(reference).map((row) => row.attempts)), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(outboxOf(reference).map((row) => row.status)).toEqual(['pending', 'pending']);

  // ...and delivers both e-mails, once each, when it is back.
  await smtp.up();
  const mails = await smtp.waitFor(2, mailsFor(reference), 20_000);
  expect(mails).toHaveLength(2);
  await expect.poll(() => outboxOf(reference).map((row) => row.status)).toEqual(['sent', 'sent']);
});

test('a quote request from a product page stores one lead naming the product, and both e-mails arrive', async ({ page }) => {
  await page.goto('/products/ald');
  await page.getByRole('button', { name: 'Contact Sales Team' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote: ALD System' });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please complete required fields.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Marie Curie');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('marie@radium-institute.example');
  await dialog.getByRole('textbox', { name: 'Organization' }).fill('Radium Institute');
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Al2O3 and HfO2 on 150 mm wafers, about 20 runs a week.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  const reply = dialog.getByText(/Your reference number is IV-/);
  await expect(reply).toBeVisible();
  const reference = referenceIn((await reply.textContent())!);

  expect(storedLeads('reference = ?', reference)).toEqual([
    expect.objectContaining({ kind: 'quote', product_name: 'ALD System', product: 'ald', name: 'Marie Curie' }),
  ]);
  const mails = await smtp.waitFor(2, mailsFor(reference));
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['marie@radium-institute.example', 'sales@ionvale.example']);
  expect(mails.find((mail) => mail.envelopeTo[0] === 'sales@ionvale.example')!.text).toContain('ALD System');

  await expect(dialog.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download Brochure' }).click();
  expect((await downloading).suggestedFilename()).toBe('ald-system-datasheet.pdf');
  await expect(dialog).toBeHidden();
});

test('a gated download starts the file at once and records one lead with both e-mails', async ({ page }) => {
  // A personal address (it triggers the work-email hint), unique to this run of the test.
  const email = `wu.${Date.now()}@gmail.com`;
  await page.goto('/products?utm_source=newsletter&utm_campaign=fall-2026&utm_bogus=1');
  await page.getByRole('button', { name: 'Download Brochure' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Chien-Shiung Wu');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill(email);
  await expect(dialog.getByText('Please use a work email if possible.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Organization' }).fill('Columbia Physics Lab');
  await dialog.getByRole('textbox', { name: 'Research Areas' }).fill('Beta decay, thin films');
  await dialog.getByRole('combobox', { name: 'What brings you here?' }).selectOption('Looking to buy within 1 year');
  await dialog.getByRole('checkbox').check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  expect((await downloading).suggestedFilename()).toBe('ionvale-equipment-guide.pdf');
  await expect(dialog).toBeHidden();

  await expect.poll(() => storedLeads("kind = 'download' AND email = ?", email).length).toBe(1);
  const [lead] = storedLeads("kind = 'download' AND email = ?", email) as (ReturnType<typeof storedLeads>[number] & {
    utm: string;
    marketing_opt_in: number;
  })[];
  expect(lead).toMatchObject({
    file_name: 'ionvale-equipment-guide.pdf',
    page: '/products',
    intent: 'Looking to buy within 1 year',
    marketing_opt_in: 1,
  });
  expect(JSON.parse(lead!.utm)).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall-2026' });
  const mails = await smtp.waitFor(2, mailsFor(lead!.reference));
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['sales@ionvale.example', email]);

  // The confirmation names the guide from the site's own document list and asks to confirm the opt-in.
  const confirmation = mails.find((mail) => mail.envelopeTo[0] === email)!;
  expect(confirmation.text).toContain('Thank you for downloading Ionvale Equipment Guide.');
  expect(confirmation.text).not.toContain('Chien-Shiung');
  expect(confirmation.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // The link points at the public site; here it is followed on the server under test.
  const link = new URL(confirmation.text.match(/https:\/\/\S+\/api\/email\/confirm\?token=\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle('Confirm your subscription | Ionvale Systems');
  await expect(page.getByRole('link', { name: 'Ionvale Systems' })).toHaveAttribute('href', '/');
  // The site's stylesheet gives the page its look: the button is the brand colour, not the browser's grey.
  const button = page.getByRole('button', { name: 'Confirm subscription' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(70, 67, 220)');
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  const [confirmed] = storedLeads('reference = ?', lead!.reference) as unknown as { marketing_confirmed_at: string | null }[];
  expect(confirmed!.marketing_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
});
