/** The company's configured addresses, parsed once so a mistake fails at start-up, not at first send. */
import addressparser from 'nodemailer/lib/addressparser';
import { ConfigError, type CompanyFacts } from '../config.ts';
import type { MailAddress } from '../store/types.ts';

export interface CompanyMail {
  name: string;
  from: MailAddress;
  notifyTo: MailAddress;
  replyTo: MailAddress;
  referencePrefix: string;
  catalogue: { products: Record<string, string>; documents: Record<string, string> };
}

function parseMailbox(value: string, what: string): MailAddress {
  const parsed = addressparser(value, { flatten: true });
  const [first] = parsed;
  if (parsed.length !== 1 || !first || !/^[^\s@]+@[^\s@]+$/.test(first.address)) {
    throw new ConfigError(`${what} must be one e-mail address such as sales@example.com or "Sales <sales@example.com>", got "${value}".`);
  }
  return { name: first.name, address: first.address };
}

export function companyMail(company: CompanyFacts, referencePrefix: string): CompanyMail {
  const notifyTo = parseMailbox(company.notifyTo, 'The sales mailbox (notifyTo / LEAD_NOTIFY_TO)');
  return {
    name: company.name,
    from: parseMailbox(company.from, 'The sender (from / MAIL_FROM)'),
    notifyTo,
    replyTo: company.replyTo ? parseMailbox(company.replyTo, 'The reply-to address (replyTo / MAIL_REPLY_TO)') : notifyTo,
    referencePrefix,
    catalogue: { products: { ...company.catalogue?.products }, documents: { ...company.catalogue?.documents } },
  };
}
