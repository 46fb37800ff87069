/**
 * The two e-mails of a lead, as plain text only. Nothing a visitor typed is ever interpreted: there is no
 * HTML part for markup to render in, and header values (subject, display names) are single-line text that
 * nodemailer encodes; addresses go in as structured { name, address } values, never as raw header text.
 */
import type { LeadKind, MailAddress, NewLead, NewMail } from '../store/types';
import type { CompanyMail } from './addresses';

const KIND_LABEL: Record<LeadKind, string> = {
  quote: 'Quote request',
  contact: 'Contact message',
  download: 'Download',
};

const NOT_GIVEN = '(not given)';

/** The reply promise of SPEC.md section 9, shown to the visitor in the HTTP answer and the confirmation. */
export const REPLY_PROMISE = 'We will reply within 1 business day.';

export function successText(reference: string): string {
  return `Thank you. Your reference number is ${reference}. ${REPLY_PROMISE}`;
}

export function composeLeadMails(lead: NewLead, company: CompanyMail): NewMail[] {
  return [notification(lead, company), confirmation(lead, company)];
}

function notification(lead: NewLead, company: CompanyMail): NewMail {
  const visitor: MailAddress = { name: headerText(lead.name), address: lead.email };
  const about =
    lead.kind === 'quote'
      ? lead.productName
      : lead.kind === 'contact'
        ? `topic ${lead.topic || 'general'}`
        : lead.fileName;
  const who = [lead.name, lead.organization].filter(Boolean).join(', ');
  return {
    kind: 'notification',
    to: company.notifyTo,
    // Replying to the notification answers the visitor directly.
    replyTo: visitor,
    subject: headerText(`${KIND_LABEL[lead.kind]} ${lead.reference}: ${about} from ${who}`),
    text: notificationText(lead),
  };
}

function notificationText(lead: NewLead): string {
  const rows: [string, string][] = [
    ['Reference', lead.reference],
    ['Kind', KIND_LABEL[lead.kind]],
    ['Received', formatTime(lead.createdAt)],
  ];
  if (lead.kind === 'download') {
    rows.push(
      ['File downloaded', lead.fileName],
      ['Full name', lead.name],
      ['Email', lead.email],
      ['Organization', lead.organization],
      ['Job title', lead.jobTitle],
      ['Research areas', lead.researchAreas],
      ['Intent', lead.intent],
      ['Marketing opt-in', lead.marketingOptIn ? 'Yes (1 to 2 e-mails a month)' : 'No'],
      ['Page', lead.page],
      ['Referrer', lead.referrer],
      ...Object.entries(lead.utm).map(([key, value]): [string, string] => [key, value]),
    );
  } else {
    if (lead.kind === 'quote') rows.push(['Product', lead.productName], ['Product id', lead.product]);
    else rows.push(['Topic', lead.topic]);
    rows.push(['Name', lead.name], ['Email', lead.email], ['Phone', lead.phone], ['Organization', lead.organization]);
  }
  rows.push(['Client IP', lead.clientIp], ['User agent', lead.userAgent]);

  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = [`New ${KIND_LABEL[lead.kind].toLowerCase()} from the website.`, ''];
  for (const [label, value] of rows) lines.push(`${`${label}:`.padEnd(width)}${value || NOT_GIVEN}`);
  if (lead.kind !== 'download') lines.push('', 'Message:', '--------', lead.message, '--------');
  lines.push('', `Reply to this e-mail to answer ${lead.name} at ${lead.email}.`);
  return lines.join('\n');
}

/*
 * The confirmation goes to whatever address was typed, so it repeats as little visitor text as possible
 * (the name, and the product or file they chose) and never the message: it must not be usable to send
 * arbitrary text to a stranger. The bot challenge and the rate limit guard the rest.
 */
function confirmation(lead: NewLead, company: CompanyMail): NewMail {
  const what =
    lead.kind === 'quote'
      ? `your quote request for ${lead.productName}`
      : lead.kind === 'contact'
        ? 'your message'
        : `downloading ${lead.fileName}`;
  const subject =
    lead.kind === 'download'
      ? `Your download from ${company.name} (${lead.reference})`
      : `We received ${lead.kind === 'quote' ? 'your quote request' : 'your message'} (${lead.reference})`;
  const text = [
    `Dear ${lead.name},`,
    '',
    `Thank you for ${what}.`,
    '',
    `Your reference number is ${lead.reference}. Please mention it if you write to us about this request.`,
    '',
    `What happens next: a member of our team reads every request. ${REPLY_PROMISE}`,
    '',
    'If you did not contact us, please ignore this e-mail.',
    '',
    'Kind regards,',
    company.name,
  ].join('\n');
  return {
    kind: 'confirmation',
    to: { name: headerText(lead.name), address: lead.email },
    replyTo: company.replyTo,
    subject: headerText(subject),
    text,
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
