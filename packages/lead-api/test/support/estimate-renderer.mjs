// A stand-in for a site's estimate renderer, run in the service's worker threads: a few bytes naming the
// configuration and the day, one line per render appended to RENDER_LOG (so a test counts renders), and
// the `held` option holding its thread until the file `${RENDER_LOG}.release` exists (so a test fills the
// queue without depending on how fast the machine is).
import { appendFileSync, existsSync } from 'node:fs';

export default async function render({ configuration, issuedOn, document = 'budgetary-estimate.pdf' }) {
  // A draft's line also names its document and processes; an estimate's reads as it always has.
  const draft = document === 'budgetary-estimate.pdf' ? '' : ` ${document} ${configuration.processes.join(',')}`;
  appendFileSync(process.env.RENDER_LOG, `${configuration.product} ${configuration.waferSizeMm} ${configuration.options.join(',')}${draft}\n`);
  while (configuration.options.includes('held') && !existsSync(`${process.env.RENDER_LOG}.release`)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (draft) return new TextEncoder().encode(`draft-stand-in ${configuration.product} ${configuration.waferSizeMm}${draft} ${issuedOn}`);
  return new TextEncoder().encode(
    `%PDF-stand-in ${configuration.product} ${configuration.waferSizeMm} ${configuration.options.join(',')} ${issuedOn}`,
  );
}
