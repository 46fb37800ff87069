import { company } from '~/config/company';

type PrivacySection = { title: string; paragraphs: string[]; list?: string[]; email?: string };

/** The privacy policy. Describes what the site really does; update it with any change to forms or analytics. */
export const privacy = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How Ionvale Systems collects, uses, shares and protects the information you give us through this website, and how to exercise your rights.',
  },
  lastUpdated: 'September 14, 2025',
  intro: `${company.legalName} ("we", "us") respects your privacy. This policy explains what information we collect through ${company.domain}, why we collect it and the choices you have.`,
  sections: [
    {
      title: 'Information we collect',
      paragraphs: ['We collect only what you give us and, if you allow it, how you use the site:'],
      list: [
        'Contact and quote requests: your name, e-mail address, optional phone number and organization, the product you ask about and your message.',
        'Downloads of guides and datasheets: your name, e-mail address, organization, research areas, optional job title, what you are looking for, whether you want our newsletter, and which document you downloaded.',
        'Usage information, only after you choose Accept All in the cookie banner: pages viewed, downloads, searches, and approximate location and organization derived from your IP address.',
      ],
    },
    {
      title: 'How we use information',
      paragraphs: [
        'We use your information to answer your questions and quote requests, to send the documents you ask for, to follow up on your interest in our systems, and, if you opted in, to send you 1 to 2 e-mails a month about new applications and products. Usage information helps us understand which content is useful and improve the site.',
      ],
    },
    {
      title: 'Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers that host the site, deliver e-mail or provide analytics on our behalf, under contracts that limit their use of it, with our manufacturing partner when needed to prepare a quote you asked for, and where the law requires it.',
      ],
    },
    {
      title: 'Retention and security',
      paragraphs: [
        'We keep inquiries and download requests for as long as needed to serve you and for our business records, normally no longer than three years after our last contact with you. We protect information with encrypted connections, restricted access and regular review of who can see it.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: ['Wherever you live, you can ask us to:'],
      list: [
        'give you access to the personal information we hold about you;',
        'correct information that is wrong or incomplete;',
        'delete your information;',
        'withdraw your consent to marketing e-mails at any time, using the link in any e-mail or by writing to us.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'The site remembers your cookie choice in your browser’s local storage. Analytics, IP look-ups and the chat widget are loaded only after you choose Accept All; if you choose Reject All, or make no choice, none of them run. A browser that sends the Global Privacy Control signal is treated as having rejected them until you accept explicitly.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: ['For any privacy question or request, write to our privacy mailbox. We answer within 30 days.'],
      email: company.email.privacy,
    },
  ] satisfies PrivacySection[],
};
