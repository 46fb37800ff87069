/**
 * Every company fact the site states, in one place: a real company replaces them here and nowhere
 * else. The values are fictional: a reserved example domain and a 555 phone number.
 */
const domain = 'ionvale.example';

export const company = {
  name: 'Ionvale Systems',
  legalName: 'Ionvale Systems, Inc.',
  description:
    'Ionvale Systems supplies plasma etching and thin-film deposition systems (RIE, ICP-RIE, DRIE, PECVD, ALD, HDP-CVD, sputtering, ion beam etching, coater/developer and stripping systems) to research universities, institutes and corporate R&D labs.',
  domain,
  siteUrl: `https://${domain}`,
  email: {
    info: `info@${domain}`,
    sales: `sales@${domain}`,
    support: `support@${domain}`,
    privacy: `privacy@${domain}`,
  },
  phone: { display: '+1 (858) 555-0142', href: 'tel:+18585550142', e164: '+1-858-555-0142' },
  address: {
    street: '4180 Sorrento Valley Blvd, Suite 210',
    city: 'San Diego',
    region: 'CA',
    postalCode: '92121',
    country: 'US',
  },
  foundingYear: 2023,
  contactLanguages: ['English', 'Chinese'],
  /** Federal registration identifier (SAM.gov Unique Entity ID); fictional, 12 characters. */
  uei: 'IVS0EXAMPLE1',
  hours: { sales: 'Mon-Fri 9:00-17:00 PST', support: 'Mon-Fri 8:00-18:00 PST' },
  social: [
    { network: 'professional-network', label: 'Ionvale Systems on LinkedIn', href: `https://${domain}/go/linkedin` },
    { network: 'microblog', label: 'Ionvale Systems on X', href: `https://${domain}/go/x` },
    { network: 'video', label: 'Ionvale Systems on YouTube', href: `https://${domain}/go/youtube` },
  ],
  partner: {
    description: 'Systems built with our manufacturing partner,',
    label: 'a Chinese electronics equipment maker',
    href: `https://${domain}/go/partner`,
  },
  copyright: `© 2025 Ionvale Systems, Inc. All rights reserved.`,
  /**
   * Certifications and compliance statements the company holds, word for word as they may be printed (for
   * example a CE declaration or a SEMI S2 evaluation report). Datasheets print exactly these and nothing
   * else about compliance; while the list is empty they print none.
   */
  complianceStatements: [] as readonly string[],
} as const;
