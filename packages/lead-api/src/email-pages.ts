/**
 * The small pages behind the links in the service's e-mails. A GET only shows a button: mail scanners
 * follow links, and a consent must not be confirmed or withdrawn by a machine opening the e-mail. The
 * button POSTs to the same address. A one-click unsubscribe from a mail client (RFC 8058) is that POST.
 */
import { Hono } from 'hono';
import type { MailLinks } from './mail/links.ts';
import { CONFIRM_LINK_DAYS } from './mail/links.ts';
import type { LeadStore, MarketingConfirmation } from './store/types.ts';

/** One of these pages, as data; the caller's renderer gives it the site's look. */
export interface EmailPage {
  title: string;
  paragraphs: string[];
  /** A button that POSTs to the page's own address. */
  button?: string;
}

export type EmailPageRenderer = (page: EmailPage) => string;

const PAGES = {
  confirmAsk: {
    title: 'Confirm your subscription',
    paragraphs: ['Please confirm that you want our technical news at this address. You can unsubscribe at any time.'],
    button: 'Confirm subscription',
  },
  confirmed: {
    title: 'Subscription confirmed',
    paragraphs: ['Thank you. Every e-mail we send you has a link to unsubscribe.'],
  },
  unsubscribeAsk: {
    title: 'Unsubscribe',
    paragraphs: ['Stop our technical news to this address?'],
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    paragraphs: ['We will send no more news to this address. Replies to your requests still reach you.'],
  },
  invalid: {
    title: 'This link does not work',
    paragraphs: [
      `The link may be incomplete, or a confirmation link older than ${CONFIRM_LINK_DAYS} days. Please open the link from the e-mail again, or write to us.`,
    ],
  },
  gone: {
    title: 'Nothing to confirm',
    paragraphs: ['We no longer hold the sign-up this link belongs to. Tick the box again the next time you download a document.'],
  },
  withdrawn: {
    title: 'You have unsubscribed',
    paragraphs: [
      'You unsubscribed from our technical news after this link was sent, so it no longer subscribes you. We will send no news to this address.',
      'If you would like our news again, tick the box the next time you download a document.',
    ],
  },
} satisfies Record<string, EmailPage>;

export function emailPageRoutes(deps: { store: LeadStore; links: () => MailLinks; render: EmailPageRenderer; isReady: () => boolean }) {
  const app = new Hono();
  const page = (status: 200 | 400 | 404 | 409 | 503, content: EmailPage) =>
    new Response(deps.render(content), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // Personal and one-off: never stored by a cache, never indexed.
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        // The token is in the address: no other site may see it in a Referer.
        'Referrer-Policy': 'no-referrer',
      },
    });

  app.use(async (c, next) => {
    if (!deps.isReady()) return page(503, { title: 'Please try again in a moment', paragraphs: ['The service is starting or stopping.'] });
    await next();
  });

  // A link that can no longer confirm says so at once, rather than offering a button that would not.
  const notConfirmable = (state: MarketingConfirmation) => (state === 'withdrawn' ? page(409, PAGES.withdrawn) : page(404, PAGES.gone));
  app.get('/confirm', async (c) => {
    const reference = deps.links().verify(c.req.query('token') ?? '', 'confirm');
    if (!reference) return page(400, PAGES.invalid);
    const state = await deps.store.marketingConfirmation(reference);
    return state === 'confirmed' ? page(200, PAGES.confirmAsk) : notConfirmable(state);
  });
  app.post('/confirm', async (c) => {
    const reference = deps.links().verify(c.req.query('token') ?? '', 'confirm');
    if (!reference) return page(400, PAGES.invalid);
    const state = await deps.store.confirmMarketing(reference, new Date());
    return state === 'confirmed' ? page(200, PAGES.confirmed) : notConfirmable(state);
  });

  app.get('/unsubscribe', (c) =>
    deps.links().verify(c.req.query('token') ?? '', 'unsubscribe') ? page(200, PAGES.unsubscribeAsk) : page(400, PAGES.invalid),
  );
  app.post('/unsubscribe', async (c) => {
    const email = deps.links().verify(c.req.query('token') ?? '', 'unsubscribe');
    if (!email) return page(400, PAGES.invalid);
    // Answered the same whether or not anything was subscribed: the page reveals nothing about the address.
    await deps.store.withdrawMarketing(email, new Date());
    return page(200, PAGES.unsubscribed);
  });

  app.all('*', (c) => c.text('Method not allowed. Use GET or POST.', 405, { Allow: 'GET, POST' }));
  return app;
}

/** A plain, valid page for callers that do not give their own renderer (the standalone server). */
export function plainEmailPage(companyName: string): EmailPageRenderer {
  return (page) =>
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${escapeHtml(page.title)} | ${escapeHtml(companyName)}</title></head>`,
      '<body><main>',
      `<h1>${escapeHtml(page.title)}</h1>`,
      ...page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      page.button ? `<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>` : '',
      '</main></body></html>',
    ].join('\n');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
