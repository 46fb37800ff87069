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
 */
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  ContactForm,
  CookieBanner,
  ProductCard,
  QuoteDialog,
  SiteFooter,
  SiteHeader,
  SpecTable,
  StepList,
} from '@company/ui';
import { contactMessageSchema } from '@company/lead-api/schemas';
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { brand, cookieMessages, cookieText, currentPath, headerMessages, navigation, page, product, quoteMessages, specTable } from './content';
import { quoteSchema } from './schemas';
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
void loadStylesheets((query.get('css') ?? '').split(',').filter(Boolean)).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Page host={host} />
    </StrictMode>,
  ),
);
