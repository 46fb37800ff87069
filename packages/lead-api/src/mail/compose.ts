/**
 * The two e-mails of a lead, as plain text only (no HTML part for markup to render in).
 *
 * The confirmation goes to whatever address the visitor typed, so it must not be a way to make the
 * company's mail server say something: it carries only the company's own words, the reference number,
 * and names the company itself published (a product from the catalogue, looked up by its id; a document
 * from the document list, looked up by its file name; an estimate's configuration as the catalogue stated
 * it when the lead was checked). Anything unknown becomes a generic phrase. The
 * visitor's name, message, file name or any other free text never appear in it.
 *
 * The sales notification goes to the company's own mailbox: visitor text appears in its body only, under
 * a heading that says it is what the visitor typed. Its subject is built from the reference and catalogue
 * names, and its Reply-To is the bare address, so no visitor text reaches a header.
 */
import { GATE_KINDS, type LeadKind, type NewLead, type NewMail } from '../store/types.ts';
import type { CompanyMail } from './addresses.ts';
import type { MailLinks } from './links.ts';
import { recipientKey } from './recipient.ts';

const KIND_LABEL: Record<LeadKind, string> = {
  quote: 'Quote request',
  contact: 'Contact message',
  download: 'Download',
  estimate: 'Budgetary estimate',
};

const NOT_GIVEN = '(not given)';

/** The promised reply time, shown to the visitor in the HTTP answer and the confirmation. */
const REPLY_PROMISE = 'We will reply within 1 business day.';

/** How often opted-in visitors hear from the company, as the download form states it. */
const MARKETING_FREQUENCY = '1 to 2 e-mails a month';

export function successText(reference: string): string {
  return `Thank you. Your reference number is ${reference}. ${REPLY_PROMISE}`;
}

/** The catalogue's name for what a lead is about, or undefined when the company never published it. */
function catalogueName(lead: Pick<NewLead, 'kind' | 'product' | 'productName' | 'fileName'>, company: CompanyMail): string | undefined {
  const { products, documents } = company.catalogue;
  if (lead.kind === 'quote') {
    if (lead.product && Object.hasOwn(products, lead.product)) return products[lead.product];
    // Offers without an id of their own (a package, a general inquiry) are known by their exact name.
    return Object.values(products).find((name) => name === lead.productName);
  }
  if (lead.kind === 'download' && Object.hasOwn(documents, lead.fileName)) return documents[lead.fileName];
  // Checked against the catalogue before it was stored.
  if (lead.kind === 'estimate') return lead.productName;
  return undefined;
}

export function composeLeadMails(lead: NewLead, company: CompanyMail, links: MailLinks): NewMail[] {
  return [notification(lead, company), confirmation(lead, company, links)];
}

function notification(lead: NewLead, company: CompanyMail): NewMail {
  const known = catalogueName(lead, company);
  return {
    kind: 'notification',
    to: company.notifyTo,
    // Replying to the notification answers the visitor directly; the bare address carries no visitor text.
    replyTo: { name: '', address: lead.email },
    subject: `${KIND_LABEL[lead.kind]} ${lead.reference}${known ? `: ${known}` : ''}`,
    text: notificationText(lead, known),
  };
}

function notificationText(lead: NewLead, known: string | undefined): string {
  const ours: [string, string][] = [
    ['Reference', lead.reference],
    ['Kind', KIND_LABEL[lead.kind]],
    ['Received', formatTime(lead.createdAt)],
  ];
  if (lead.kind === 'quote') ours.push(['Product', known ?? 'not one of our catalogue entries (see below)']);
  if (lead.kind === 'download') ours.push(['Document', known ?? 'not one of our documents (see below)']);
  if (lead.configuration) {
    ours.push(['Estimate', lead.configuration.code], ['Price range', lead.configuration.priceRange], ...lead.configuration.summary);
  }
  ours.push(['Client IP', lead.clientIp], ['User agent', lead.userAgent]);

  const typed: [string, string][] = [];
  if (GATE_KINDS.has(lead.kind)) {
    if (lead.kind === 'download') typed.push(['File name', lead.fileName]);
    typed.push(
      ['Full name', lead.name],
      ['Email', lead.email],
      ['Organization', lead.organization],
      ['Job title', lead.jobTitle],
      ['Research areas', lead.researchAreas],
      ['Intent', lead.intent],
      ['Marketing opt-in', lead.marketingOptIn ? `Yes (${MARKETING_FREQUENCY}), to be confirmed by the link we sent` : 'No'],
      ['Page', lead.page],
      ['Referrer', lead.referrer],
      ...Object.entries(lead.utm).map(([key, value]): [string, string] => [key, value]),
    );
  } else {
    if (lead.kind === 'quote') typed.push(['Product name', lead.productName], ['Product id', lead.product]);
    else typed.push(['Topic', lead.topic]);
    typed.push(['Name', lead.name], ['Email', lead.email], ['Phone', lead.phone], ['Organization', lead.organization]);
  }

  const width = Math.max(...[...ours, ...typed].map(([label]) => label.length)) + 2;
  const rows = (list: [string, string][]) => list.map(([label, value]) => `${`${label}:`.padEnd(width)}${value || NOT_GIVEN}`);
  const lines = [
    `New ${KIND_LABEL[lead.kind].toLowerCase()} from the website.`,
    '',
    ...rows(ours),
    '',
    'What the visitor typed (unchecked: verify before acting on it):',
    '',
    ...rows(typed),
  ];
  if (!GATE_KINDS.has(lead.kind)) lines.push('', 'Message:', '--------', lead.message, '--------');
  lines.push('', 'Reply to this e-mail to answer the visitor at the address above.');
  return lines.join('\n');
}

function confirmation(lead: NewLead, company: CompanyMail, links: MailLinks): NewMail {
  const known = catalogueName(lead, company);
  const thanks = {
    quote: `Thank you for your quote request for ${known ?? 'our systems'}.`,
    contact: 'Thank you for your message.',
    download: `Thank you for downloading ${known ?? 'a document from our website'}.`,
    estimate: `Thank you for requesting a budgetary estimate for the ${known ?? 'system'}.`,
  }[lead.kind];
  const subject = {
    quote: `We received your quote request (${lead.reference})`,
    contact: `We received your message (${lead.reference})`,
    download: `Your download from ${company.name} (${lead.reference})`,
    estimate: `Your budgetary estimate from ${company.name} (${lead.reference})`,
  }[lead.kind];
  const lines = ['Hello,', '', thanks, ''];
  if (lead.configuration) {
    lines.push(
      `Estimate ${lead.configuration.code}, ${lead.configuration.priceRange}, for:`,
      ...lead.configuration.summary.map(([label, value]) => `  ${label}: ${value}`),
      'It is a budgetary estimate for planning, not an offer; a quote states the binding price.',
      '',
    );
  }
  lines.push(
    `Your reference number is ${lead.reference}. Please mention it if you write to us about this request.`,
    '',
    `What happens next: a member of our team reads every request. ${REPLY_PROMISE}`,
  );
  let headers: Record<string, string> | undefined;
  if (GATE_KINDS.has(lead.kind) && lead.marketingOptIn) {
    const unsubscribe = links.unsubscribeUrl(lead.email);
    lines.push(
      '',
      `You also asked for our technical news (${MARKETING_FREQUENCY}). Please confirm that this is your address:`,
      links.confirmUrl(lead.reference),
      'Until you confirm, we send you nothing else. To withdraw at any time:',
      unsubscribe,
    );
    // One-click unsubscribe (RFC 8058): mail clients show an Unsubscribe button that POSTs to the link.
    headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  lines.push('', 'If you did not contact us, please ignore this e-mail.', '', 'Kind regards,', company.name);
  return {
    kind: 'confirmation',
    to: { name: '', address: lead.email },
    recipientKey: recipientKey(lead.email),
    replyTo: company.replyTo,
    subject,
    text: lines.join('\n'),
    headers,
  };
}

/**
 * Defence in depth for header values: the schemas already refuse line breaks in single-line fields, but a
 * header must never depend on that alone, so every control or line-separator character becomes a space.
 */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
