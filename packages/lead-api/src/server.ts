/**
 * The lead API on its own: `npm start -w @company/lead-api`. The site's server mounts the same app; this
 * entry point is for running the API separately (another host, a different port, local testing).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import {
  API_SECURITY_HEADERS,
  applyHttpLimits,
  ConfigError,
  createLeadService,
  loadCompanyFacts,
  loadConfig,
  loadHttpLimits,
  responseWithHeaders,
} from './index.ts';

async function main() {
  const httpLimits = loadHttpLimits();
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3001);
  const config = loadConfig();
  // Links in e-mails point here unless PUBLIC_API_URL names the address the world sees.
  const service = createLeadService({
    ...config,
    publicApiUrl: config.publicApiUrl ?? `http://${hostname}:${port}/api`,
    company: loadCompanyFacts(),
  });
  await service.start();

  const root = new Hono().route('/api', service.app);
  const server = serve(
    { fetch: root.fetch, hostname, port, serverOptions: { ServerResponse: responseWithHeaders(API_SECURITY_HEADERS) } },
    (info) => {
      console.log(`[lead-api] listening on http://${hostname}:${info.port}/api`);
    },
  );
  applyHttpLimits(server, httpLimits, { errorHeaders: API_SECURITY_HEADERS });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[lead-api] ${signal}: finishing requests and the outbox round in progress`);
    server.close(() => {
      service.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `[lead-api] ${error.message}` : error);
  process.exit(1);
});
