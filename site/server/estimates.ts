import { Hono } from 'hono';
import { ESTIMATE_PDF_PATH, estimateFileName, estimateRequestFrom } from '../app/lib/estimate';
import { checkEstimate } from '../app/lib/estimate-catalogue';
import { renderEstimate } from '../scripts/documents/estimate';

/** Rendered estimates kept per configuration and day: the same request again costs nothing. */
const CACHE_SIZE = 200;

/**
 * `GET /estimates/budgetary-estimate.pdf?system=…&wafer=…&options=…`: the budgetary estimate of a
 * configuration, issued today. A configuration the catalogue does not know gets 400 with the reason;
 * nothing the visitor sends is printed but the ids the catalogue recognises.
 */
export function createEstimates(now: () => Date = () => new Date()) {
  const app = new Hono();
  const cache = new Map<string, Promise<Buffer>>();

  app.get(ESTIMATE_PDF_PATH, async (c) => {
    const checked = checkEstimate(estimateRequestFrom(new URL(c.req.url).searchParams));
    if (!checked.ok) return c.text(checked.message, 400);
    const { estimate } = checked;
    const issued = now();
    const day = issued.toISOString().slice(0, 10);
    const key = `${estimate.code}/${day}`;
    let pdf = cache.get(key);
    if (!pdf) {
      pdf = renderEstimate(estimate, new Date(`${day}T00:00:00Z`)).then((rendered) => rendered.bytes);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, pdf);
      pdf.catch(() => cache.delete(key));
    }
    return c.body(new Uint8Array(await pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${estimateFileName(estimate)}"`,
      // Issued today: tomorrow's copy carries another date.
      'Cache-Control': 'private, max-age=3600',
    });
  });
  app.all(ESTIMATE_PDF_PATH, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}
