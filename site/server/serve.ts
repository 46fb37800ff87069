import { serve } from '@hono/node-server';
import { applyHttpLimits, loadHttpLimits, responseWithHeaders } from '@company/lead-api';
import { Hono } from 'hono';
import path from 'node:path';
import { createSiteLeadService } from './lead-service';
import { buildDir } from './site-paths';
import { loadSecurityHeaders } from './security-headers';
import { createStaticSite } from './static-site';

/**
 * Serves the lead API under /api (leads, e-mail link pages, estimate PDFs) and, with `pages`, the
 * prerendered site. Without `pages` it is one of the API processes a larger deployment runs behind a CDN
 * that serves the static build; either way it reads the build for its security headers and e-mail pages.
 */
export async function startSiteServer({ pages }: { pages: boolean }): Promise<void> {
  const clientDir = path.join(buildDir, 'client');
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);

  const security = await loadSecurityHeaders(buildDir);
  const leads = createSiteLeadService(clientDir);
  await leads.start();

  const app = new Hono();
  // First, so the API's answers, redirects, 304s, 404s and 405s carry the security headers too.
  app.use(security.middleware);
  app.route('/api', leads.app);
  if (pages) {
    // Estimate PDFs moved under /api, where every API process serves them; addresses already handed out still work.
    app.get('/estimates/budgetary-estimate.pdf', (c) => c.redirect(`/api${c.req.path}${new URL(c.req.url).search}`, 301));
    // Only a process that serves pages loads the pages' components, to fill in shared addresses.
    const { createSharedAddressRenderer } = await import('./shared-addresses');
    app.route('/', createStaticSite(clientDir, { pageHeaders: security.pageHeaders, fillPage: createSharedAddressRenderer() }));
  }

  // Every answer starts out with the security headers, so the ones no middleware sees carry them too.
  const server = serve(
    { fetch: app.fetch, hostname, port, serverOptions: { ServerResponse: responseWithHeaders(security.errorHeaders) } },
    (info) => {
      console.log(pages ? `Ionvale Systems site on http://${hostname}:${info.port}` : `Ionvale Systems API on http://${hostname}:${info.port}/api`);
    },
  );
  // Slow requests get 408 and connections are capped, overall and per client (REQUEST_TIMEOUT_MS,
  // MAX_CONNECTIONS, MAX_CONNECTIONS_PER_CLIENT); before listening. Node's own error answers get the headers too.
  applyHttpLimits(server, loadHttpLimits(), { errorHeaders: security.errorHeaders });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      void leads.stop().then(() => process.exit(0));
    });
  }
}
