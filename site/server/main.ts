import { serve } from '@hono/node-server';
import { applyHttpLimits } from '@company/lead-api';
import { Hono } from 'hono';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEstimates } from './estimates';
import { createSiteLeadService } from './lead-service';
import { loadSecurityHeaders } from './security-headers';
import { createStaticSite } from './static-site';

const buildDir = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? 'build'}`, import.meta.url));
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
app.route('/', createEstimates());
app.route('/', createStaticSite(clientDir, { pageHeaders: security.pageHeaders }));

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Ionvale Systems site on http://${hostname}:${info.port}`);
});
// Slow bodies get 408 and connections are capped (REQUEST_TIMEOUT_MS, MAX_CONNECTIONS); before listening.
applyHttpLimits(server);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void leads.stop().then(() => process.exit(0));
  });
}
