/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
/*
 * The library on other teams' pages: one page of the host's own markup (headings, text with an inline
 * icon, lists, a form, a table) followed by the library's components, under whatever stylesheets the
 * address names: `?host=bare|bootstrap|tailwind` picks the markup a page of that kind has (Bootstrap's
 * or Tailwind's classes), `?css=/a.css,/b.css` the stylesheets, loaded in that order before the page
 * renders. The test compares the components with the bare page that loads base.css, and the host's own
 * elements with and without the library's styles.css. Content the host hands to a component (the
 * cookie banner's link, a card's picture) is the host's: it carries `data-host-content`.
 *
 * `?lang=de|zh` shows instead every component of the library, each with every text given in that
 * language (texts.ts), in the states the test drives it to: the bot challenge failing to load (its
 * script defines nothing) and loading (the test holds the quote dialog's script), forms refused by the
 * browser's check and by the server (whose JSON refusal names each field's code), dialogs, menus.
 */
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  BotChallenge,
  Button,
  ComparisonTable,
  ContactForm,
  CookieBanner,
  CtaBand,
  DonutChart,
  FloatingAction,
  GatedDownloadDialog,
  KeyFigures,
  ProductCard,
  QuoteDialog,
  SiteFooter,
  SiteHeader,
  SpecTable,
  StepList,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@company/ui';
import { submitLead } from '@company/lead-client/client';
import { contactMessageSchema, validationIssue } from '@company/lead-client/schemas';
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { brand, cookieMessages, cookieText, currentPath, headerMessages, navigation, page, product, quoteMessages, specTable } from './content';
import { gatedSchema, quoteSchema } from './schemas';
import { localisedEndpoints, texts, type Lang, type Texts } from './texts';
import { WebinarSignUp } from './webinar-form';

type Host = 'bare' | 'bootstrap' | 'tailwind';

/** The classes each kind of page puts on its own elements. */
const hostClasses: Record<Host, Record<'page' | 'heading' | 'lead' | 'list' | 'icon' | 'field' | 'select' | 'button' | 'table', string>> = {
  bare: { page: '', heading: '', lead: '', list: '', icon: '', field: '', select: '', button: '', table: '' },
  bootstrap: {
    page: 'container py-4',
    heading: 'display-6',
    lead: 'lead',
    list: '',
    icon: '',
    field: 'form-control',
    select: 'form-select',
    button: 'btn btn-primary',
    table: 'table',
  },
  tailwind: {
    page: 'mx-auto max-w-5xl px-4 py-6',
    heading: 'text-3xl font-bold',
    lead: 'text-lg text-slate-600',
    list: 'list-disc pl-6',
    icon: 'inline align-baseline',
    field: 'w-full rounded border border-slate-300 px-3 py-2',
    select: 'w-full rounded border border-slate-300 px-3 py-2',
    button: 'rounded bg-sky-700 px-4 py-2 font-semibold text-white',
    table: 'w-full text-left',
  },
};

const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#0369a1"/></svg>')}`;

/** The host page's own elements, styled by its own CSS only. */
function HostContent({ host }: { host: Host }) {
  const css = hostClasses[host];
  return (
    <section id="host" className={css.page || undefined}>
      <h1 className={css.heading || undefined}>{page.heading}</h1>
      <p className={css.lead || undefined}>
        {page.intro} <img className={css.icon || undefined} src={icon} alt="" width="16" height="16" /> <a href="/ueber-uns">Über uns</a>
      </p>
      <h2>{page.aboutHeading}</h2>
      <ul className={css.list || undefined}>
        {page.columns.map((column) => (
          <li key={column}>{column}</li>
        ))}
      </ul>
      <blockquote>Plasmaätzen mit reproduzierbaren Ätzraten.</blockquote>
      <hr />
      <form aria-label="Rückruf">
        <label htmlFor="host-name">Name</label>
        <input id="host-name" className={css.field || undefined} defaultValue="Ada" />
        <label htmlFor="host-note">Notiz</label>
        <textarea id="host-note" className={css.field || undefined} defaultValue="Bitte zurückrufen." />
        <label htmlFor="host-time">Zeit</label>
        <select id="host-time" className={css.select || undefined} defaultValue="morgens">
          <option value="morgens">Morgens</option>
          <option value="abends">Abends</option>
        </select>
        <button type="button" className={css.button || undefined}>
          Rückruf anfordern
        </button>
      </form>
      <table className={css.table || undefined}>
        <tbody>
          <tr>
            <th scope="row">Wafer</th>
            <td>150 mm</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

const cards = [
  {
    name: 'ICP-RIE-Ätzanlage',
    category: 'Ätzen',
    summary: 'Anisotropes Ätzen von Si, SiO₂ und III-V-Halbleitern auf Wafern bis 200 mm.',
    href: '/produkte/icp-rie',
    figures: ['bis 200 mm', '1000–3000 W', '< 5 × 10⁻⁶ mbar'],
  },
  {
    name: 'PECVD-Anlage',
    category: 'Abscheidung',
    summary: 'SiO₂- und SiNₓ-Schichten bei 100–400 °C Substrattemperatur.',
    href: '/produkte/pecvd',
    figures: ['100–400 °C', 'bis 150 mm'],
  },
];

const steps = [
  { title: 'Anfrage', body: 'Sie beschreiben Ihren Prozess und Ihre Substrate.' },
  { title: 'Prozesstest', body: 'Wir ätzen Ihre Probe im Applikationslabor.' },
  { title: 'Angebot', body: 'Sie erhalten die Konfiguration mit Ätzraten und Preis.' },
];

const footer = {
  brand: { name: 'Ionvale Systems', description: 'Anlagen zum Plasmaätzen und zur Dünnschichtabscheidung für Forschungslabore.' },
  email: 'vertrieb@ionvale.example',
  phone: { display: '+49 30 1234567', href: 'tel:+49301234567' },
  social: [{ network: 'video' as const, label: 'Ionvale Systems auf Video', href: 'https://video.example/@ionvale' }],
  columns: [
    {
      heading: 'Produkte',
      links: [
        { label: 'ICP-RIE', href: '/produkte/icp-rie' },
        { label: 'PECVD', href: '/produkte/pecvd' },
      ],
    },
    { heading: 'Unternehmen', links: [{ label: 'Über uns', href: '/ueber-uns' }] },
  ],
  copyright: '© Ionvale Systems',
};

function Page({ host }: { host: Host }) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const requestQuote = useCallback(() => setQuoteOpen(true), []);
  const items = useMemo(() => navigation(requestQuote), [requestQuote]);
  return (
    <>
      <CookieBanner open onChoice={() => {}} messages={cookieMessages}>
        {cookieText.before}{' '}
        <a data-host-content href="/datenschutz">
          {cookieText.link}
        </a>
        {cookieText.after}
      </CookieBanner>
      <SiteHeader brand={brand} items={items} currentPath={currentPath} messages={headerMessages} />
      <HostContent host={host} />
      <main id="library">
        <Button onClick={requestQuote}>{page.requestQuote}</Button>
        {cards.map((card, index) => (
          <ProductCard
            key={card.href}
            {...card}
            actionLabel="Details ansehen"
            image={
              index === 0 ? (
                <svg data-host-content viewBox="0 0 16 9" aria-hidden="true">
                  <rect width="16" height="9" fill="currentColor" />
                </svg>
              ) : undefined
            }
          />
        ))}
        <SpecTable
          caption={specTable.caption}
          parameterHeading={specTable.parameterHeading}
          valueHeading={specTable.valueHeading}
          rows={specTable.rows}
        />
        <StepList steps={steps} />
        <Accordion type="single" collapsible defaultValue="service">
          <AccordionItem value="service">
            <AccordionTrigger>Service</AccordionTrigger>
            <AccordionContent>Wartung und Ersatzteile aus Deutschland.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="training">
            <AccordionTrigger>Schulung</AccordionTrigger>
            <AccordionContent>Einweisung an der Anlage.</AccordionContent>
          </AccordionItem>
        </Accordion>
        <ContactForm schema={contactMessageSchema} failureEmail={footer.email} onSubmit={async () => 'Danke.'} />
        <WebinarSignUp />
        <SiteFooter {...footer} />
      </main>
      <QuoteDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        productName={product.name}
        product={product.slug}
        datasheetUrl="/broschuere-icp-rie.pdf"
        productsHref="/produkte"
        schema={quoteSchema}
        onSubmit={async () => 'Danke.'}
        messages={quoteMessages}
      />
    </>
  );
}

/** Every component of the library, every text in the page's language (`t`). */
function LocalisedPage({ host, t }: { host: Host; t: Texts }) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [gateOpen, setGateOpen] = useState(false);
  const [cookiesOpen, setCookiesOpen] = useState(true);
  const requestQuote = useCallback(() => setQuoteOpen(true), []);
  const items = useMemo(() => t.navigation(requestQuote), [t, requestQuote]);
  const schema = useMemo(() => gatedSchema(t.intentOptions as [string, ...string[]]), [t]);
  return (
    <>
      <CookieBanner open={cookiesOpen} onChoice={() => setCookiesOpen(false)} messages={t.cookie}>
        {t.cookieText.before}
        <a data-host-content href="/datenschutz">
          {t.cookieText.link}
        </a>
        {t.cookieText.after}
      </CookieBanner>
      <SiteHeader brand={brand} items={items} currentPath={currentPath} messages={t.header} />
      <HostContent host={host} />
      <main id="library" lang={t.lang}>
        <Button onClick={requestQuote}>{t.page.requestQuote}</Button>
        <Button variant="secondary" onClick={() => setGateOpen(true)}>
          {t.page.download}
        </Button>
        <KeyFigures items={t.keyFigures} />
        {t.cards.map((card) => (
          <ProductCard key={card.href} {...card} messages={t.productCard} />
        ))}
        <SpecTable caption={t.spec.caption} parameterHeading={t.spec.parameterHeading} valueHeading={t.spec.valueHeading} rows={t.spec.rows} />
        <ComparisonTable
          caption={t.comparison.caption}
          columns={t.comparison.columns}
          rows={t.comparison.rows}
          highlightColumn={2}
          highlightLabel={t.comparison.highlightLabel}
        />
        <DonutChart
          title={t.donut.title}
          segments={t.donut.segments}
          locale={t.lang}
          labelHeading={t.donut.labelHeading}
          valueHeading={t.donut.valueHeading}
        />
        <StepList steps={t.steps} />
        <Accordion type="single" collapsible defaultValue={t.accordion[0]!.value}>
          {t.accordion.map((item) => (
            <AccordionItem key={item.value} value={item.value}>
              <AccordionTrigger>{item.title}</AccordionTrigger>
              <AccordionContent>{item.body}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <Tabs defaultValue={t.tabs.items[0]!.value}>
          <TabsList aria-label={t.tabs.label}>
            {t.tabs.items.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {t.tabs.items.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              {item.body}
            </TabsContent>
          ))}
        </Tabs>
        <section data-slot="challenge-demo" aria-label={t.page.challengeHeading}>
          <BotChallenge siteKey="stand-in" scriptUrl={localisedEndpoints.brokenChallenge} onToken={() => {}} messages={t.botChallenge} />
        </section>
        <ContactForm
          schema={contactMessageSchema}
          failureEmail={footer.email}
          onSubmit={(message) => submitLead(localisedEndpoints.contact, message, { retries: 0 })}
          messages={t.contact}
          validationMessages={t.validation}
          issueCode={validationIssue}
        />
        <WebinarSignUp texts={t.webinar} validationMessages={t.validation} issueCode={validationIssue} />
        <CtaBand title={t.ctaBand.title} body={t.ctaBand.body} primary={{ label: t.ctaBand.primary, onSelect: requestQuote }} />
        <FloatingAction threshold={-1} onClick={requestQuote}>
          {t.floatingAction}
        </FloatingAction>
        <SiteFooter
          brand={t.footerData.brand}
          email={footer.email}
          phone={footer.phone}
          social={[{ network: 'video', label: t.footerData.socialLabel, href: 'https://video.example/@ionvale' }]}
          columns={t.footerData.columns}
          copyright={t.footerData.copyright}
          actions={[{ label: t.footerData.reopenCookies, onClick: () => setCookiesOpen(true) }]}
          messages={t.footer}
        />
      </main>
      <QuoteDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        productName={t.productName}
        product={product.slug}
        datasheetUrl="/broschuere-icp-rie.pdf"
        productsHref="/produkte"
        schema={quoteSchema}
        botChallengeSiteKey="stand-in"
        botChallengeScriptUrl={localisedEndpoints.heldChallenge}
        onSubmit={(request) => submitLead(localisedEndpoints.quote(t.lang), request)}
        messages={t.quote}
        validationMessages={t.validation}
        issueCode={validationIssue}
      />
      <GatedDownloadDialog
        open={gateOpen}
        onOpenChange={setGateOpen}
        fileUrl="/broschuere-icp-rie.pdf"
        fileName="broschuere-icp-rie.pdf"
        schema={schema}
        intentOptions={t.intentOptions}
        onSubmit={() => {}}
        privacyHref="/datenschutz"
        messages={t.gated}
        validationMessages={t.validation}
        issueCode={validationIssue}
      />
    </>
  );
}

/** The stylesheets the address names, loaded in order; resolves once all have loaded. */
function loadStylesheets(urls: string[]) {
  return Promise.all(
    urls.map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
          document.head.append(link);
        }),
    ),
  );
}

const query = new URLSearchParams(location.search);
const host = (query.get('host') ?? 'bare') as Host;
const lang = query.get('lang') as Lang | null;
if (lang) document.documentElement.lang = lang;
void loadStylesheets((query.get('css') ?? '').split(',').filter(Boolean)).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>{lang ? <LocalisedPage host={host} t={texts[lang]} /> : <Page host={host} />}</StrictMode>,
  ),
);
