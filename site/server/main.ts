import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { createSiteLeadService } from './lead-service';
import { createStaticSite } from './static-site';

const clientDir = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? 'build'}/client`, import.meta.url));
const hostname = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const leads = createSiteLeadService();
await leads.start();

const app = new Hono();
app.route('/api', leads.app);
app.route('/', createStaticSite(clientDir));

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Ionvale Systems site on http://${hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void leads.stop().then(() => process.exit(0));
  });
}
