/* eslint-disable @typescript-eslint/ban-ts-comment -- The workspace's type check runs before the library is
   built, when '@company/ui' has no declarations yet; consumer.test.ts type-checks this app against the
   packed package, without the next line. */
// @ts-nocheck
import { Button, CookieBanner, QuoteDialog, SiteHeader, SpecTable, type CookieChoice } from '@company/ui';
import { submitLead } from '@company/lead-client/client';
import * as React from 'react';
import {
  brand,
  cookieMessages,
  cookieText,
  currentPath,
  endpoints,
  headerMessages,
  navigation,
  page,
  product,
  quoteMessages,
  specTable,
} from './content';
import { quoteSchema } from './schemas';
import { WebinarSignUp } from './webinar-form';

export function App() {
  const [consent, setConsent] = React.useState<CookieChoice | null>(null);
  const [quoteOpen, setQuoteOpen] = React.useState(false);
  const requestQuote = React.useCallback(() => setQuoteOpen(true), []);
  const items = React.useMemo(() => navigation(requestQuote), [requestQuote]);

  return (
    <>
      <CookieBanner open={consent === null} onChoice={setConsent} messages={cookieMessages}>
        {cookieText.before} <a href="/datenschutz">{cookieText.link}</a>
        {cookieText.after}
      </CookieBanner>
      <SiteHeader brand={brand} items={items} currentPath={currentPath} messages={headerMessages} />
      <main className="page">
        <section className="hero">
          <h1>{page.heading}</h1>
          <p>{page.intro}</p>
          <div className="actions">
            <Button onClick={requestQuote}>{page.requestQuote}</Button>
            <button type="button" className="newsletter">
              {page.newsletter}
            </button>
          </div>
        </section>
        <section className="about">
          <h2>{page.aboutHeading}</h2>
          <div className="grid">
            {page.columns.map((column) => (
              <p key={column}>{column}</p>
            ))}
          </div>
          <p className="hidden">{page.hiddenNote}</p>
        </section>
        <section className="specs">
          <SpecTable
            caption={specTable.caption}
            parameterHeading={specTable.parameterHeading}
            valueHeading={specTable.valueHeading}
            rows={specTable.rows}
          />
        </section>
        <section className="webinar">
          <h2>{page.webinarHeading}</h2>
          <WebinarSignUp />
        </section>
      </main>
      <QuoteDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        productName={product.name}
        product={product.slug}
        datasheetUrl="/broschuere-icp-rie.pdf"
        productsHref="/produkte"
        schema={quoteSchema}
        onSubmit={(request) => submitLead(endpoints.quote, request)}
        messages={quoteMessages}
      />
    </>
  );
}
