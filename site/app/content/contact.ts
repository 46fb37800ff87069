import { company } from '~/config/company';

export const contact = {
  meta: {
    title: 'Contact Us',
    description:
      'Talk to Ionvale Systems about plasma etching and deposition systems, quotes, service and applications. Sales and support contacts, office address and an urgent-inquiry line.',
  },
  hero: {
    title: 'Contact Us',
    lead: 'Tell us about your materials, wafer sizes and process goals. A process engineer replies within 1 business day, and you get a confirmation e-mail within minutes.',
  },
  channels: [
    { title: 'Sales', email: company.email.sales, hours: `Sales hours: ${company.hours.sales}` },
    { title: 'Support', email: company.email.support, hours: `Support hours: ${company.hours.support}` },
  ],
  formTitle: 'Send us a message',
};
