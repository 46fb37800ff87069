/** What the documents say about the company wherever they print it: how to reach it and where its site is. */
import type { ContactDetails } from '@company/documents';
import { company } from '../app/config/company';

/** The contact block's content: the sales and support mailboxes, the phone line for urgent service, hours, address and website. */
export function companyContact(intro: { title: string; body: string }): ContactDetails {
  const { address } = company;
  return {
    ...intro,
    columns: [
      {
        label: 'Sales',
        lines: [{ text: company.email.sales, link: `mailto:${company.email.sales}`, bold: true }, { text: company.hours.sales }],
      },
      {
        label: 'Support',
        lines: [
          { text: company.email.support, link: `mailto:${company.email.support}`, bold: true },
          { text: company.hours.support },
          { text: `Urgent: ${company.phone.display}`, link: company.phone.href, bold: true },
        ],
      },
      {
        label: 'Office',
        lines: [
          // "4180 Sorrento Valley Blvd, Suite 210": street and suite on their own lines.
          ...address.street.split(/,\s*/).map((text) => ({ text })),
          { text: `${address.city}, ${address.region} ${address.postalCode}` },
          { text: company.domain, link: company.siteUrl, bold: true },
        ],
      },
    ],
  };
}

/** Absolute URL on the company site for a site path. */
export function siteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}
