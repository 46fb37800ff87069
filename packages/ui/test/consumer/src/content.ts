/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
/*
 * Every word the microsite shows, in German: the texts of the library's components (each `messages`
 * object typed as the whole set, so a text the library adds later fails this app's type check until
 * it is translated), the navigation, the specification table and the schemas' error messages.
 */
import type { CookieBannerMessages, MegaMenuData, QuoteDialogMessages, SiteHeaderItem, SiteHeaderMessages, SpecRow } from '@company/ui';

export const brand = { name: 'Ionvale Systems', href: '/' };

/** The page this app shows, so the header marks "Über uns" as the current item. */
export const currentPath = '/ueber-uns';

export const headerMessages = {
  menu: 'Menü',
  navigation: 'Hauptnavigation',
} satisfies SiteHeaderMessages;

export const quoteAction = 'Angebot anfordern';

/** The products menu; its last action (the primary one) opens the quote dialog. */
export function productsMenu(requestQuote: () => void): MegaMenuData {
  return {
    label: 'Produkte',
    columns: [
      {
        heading: 'Ätzen',
        links: [
          { label: 'ICP-RIE-Ätzanlage', href: '/produkte/icp-rie' },
          { label: 'RIE-Ätzanlage', href: '/produkte/rie' },
        ],
      },
      {
        heading: 'Abscheidung',
        links: [
          { label: 'PECVD-Anlage', href: '/produkte/pecvd' },
          { label: 'ALD-Anlage', href: '/produkte/ald' },
        ],
      },
      { heading: 'Beschichten', links: [{ label: 'Lackschleuder', href: '/produkte/lackschleuder' }] },
      { heading: 'Reinigen', links: [{ label: 'Plasmareiniger', href: '/produkte/plasmareiniger' }] },
    ],
    actions: [
      { label: 'Alle Produkte', href: '/produkte' },
      { label: quoteAction, onSelect: requestQuote },
    ],
  };
}

export function navigation(requestQuote: () => void): SiteHeaderItem[] {
  return [
    { label: 'Startseite', href: '/' },
    { label: 'Produkte', activeFor: ['/produkte'], menu: productsMenu(requestQuote) },
    { label: 'Über uns', href: '/ueber-uns' },
    { label: 'Kontakt', href: '/kontakt' },
  ];
}

export const cookieMessages = {
  title: 'Cookies auf dieser Website',
  accept: 'Alle akzeptieren',
  reject: 'Alle ablehnen',
} satisfies CookieBannerMessages;

export const cookieText = {
  before: 'Wir verwenden Cookies nur mit Ihrer Zustimmung. Mehr dazu in unserer',
  link: 'Datenschutzerklärung',
  after: '.',
};

export const product = { name: 'ICP-RIE-Ätzanlage', slug: 'icp-rie' };

export const quoteMessages = {
  title: 'Angebot anfordern: {productName}',
  description: 'Beschreiben Sie Ihre Anwendung; wir antworten innerhalb eines Werktags.',
  formLabel: 'Angebotsanfrage',
  name: 'Vor- und Zuname',
  email: 'E-Mail-Adresse',
  phone: 'Telefon',
  organization: 'Organisation',
  message: 'Nachricht',
  messagePlaceholder: 'Anwendung, Materialien, Wafergröße, Zeitplan …',
  requiredNote: 'Pflichtfeld',
  requiredError: 'Bitte füllen Sie die Pflichtfelder aus.',
  invalidError: 'Bitte korrigieren Sie die markierten Felder.',
  verification: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  submit: 'Anfrage senden',
  busy: 'Wird gesendet …',
  busyAnnouncement: 'Ihre Anfrage wird gesendet.',
  successTitle: 'Vielen Dank! Ihre Anfrage ist eingegangen.',
  downloadBrochure: 'Broschüre herunterladen',
  viewAllProducts: 'Alle Produkte ansehen',
  failedEmpty: 'Senden fehlgeschlagen',
  failedUnknown: 'Das Formular konnte nicht gesendet werden.',
  errorPrefix: 'Fehler: ',
  closeLabel: 'Schließen',
  verificationLabel: 'Sicherheitsprüfung',
  verificationLoading: 'Sicherheitsprüfung wird geladen …',
  verificationFailed: 'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
  verificationRetry: 'Erneut versuchen',
} satisfies QuoteDialogMessages;

/** What the schemas say about a field (the library shows these under the fields and in the summary). */
export const fieldErrors = {
  name: 'Bitte geben Sie Ihren Namen an.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  message: 'Bitte beschreiben Sie kurz Ihre Anwendung.',
  tooLong: 'Dieser Eintrag ist zu lang.',
  session: 'Bitte wählen Sie einen Termin.',
};

export const specTable = {
  caption: 'Technische Daten der ICP-RIE-Ätzanlage',
  parameterHeading: 'Kenngröße',
  valueHeading: 'Wert',
  rows: [
    { parameter: 'ICP-Leistung', value: '1000–3000 W' },
    { parameter: 'Substratgröße', value: 'bis 200 mm' },
    { parameter: 'Basisdruck', value: '< 5 × 10⁻⁶ mbar' },
  ] satisfies SpecRow[],
};

export const page = {
  heading: 'Plasmaätzen und Abscheidung für Forschungslabore',
  intro: 'Anlagen für Hochschulen und Entwicklungslabore, mit Service aus Deutschland.',
  aboutHeading: 'Über Ionvale',
  columns: ['Entwicklung in den USA', 'Service in Deutschland'],
  hiddenNote: 'Nur für Druckansicht',
  newsletter: 'Newsletter abonnieren',
  requestQuote: 'Angebot für die ICP-RIE anfordern',
  webinarHeading: 'Webinar: Plasmaätzen in der Praxis',
};

export const webinar = {
  formLabel: 'Anmeldung zum Webinar',
  name: 'Ihr Name',
  email: 'E-Mail-Adresse',
  session: 'Termin',
  sessionPlaceholder: 'Termin wählen',
  sessions: [
    { value: 'di-10', label: 'Dienstag, 10:00 Uhr' },
    { value: 'do-16', label: 'Donnerstag, 16:00 Uhr' },
  ],
  requiredNote: 'Pflichtfeld',
  errorPrefix: 'Fehler: ',
  errors: {
    required: 'Bitte füllen Sie die Pflichtfelder aus.',
    invalid: 'Bitte korrigieren Sie die markierten Felder.',
    verification: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  },
  submit: 'Jetzt anmelden',
  busy: 'Wird angemeldet …',
  busyAnnouncement: 'Sie werden angemeldet.',
  successAnnouncement: 'Sie sind angemeldet.',
  successTitle: 'Sie sind angemeldet.',
};

/** The addresses this app posts to (the site's own API, behind the same origin). */
export const endpoints = { quote: '/api/sendEmail', webinar: '/api/webinar' };
