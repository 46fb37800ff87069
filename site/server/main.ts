import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createStaticSite } from './static-site';

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const hostname = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const app = createStaticSite(clientDir);

serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Ionvale Systems site on http://${hostname}:${info.port}`);
});
