/**
 * The renderer the lead API runs in its worker threads for a configuration's documents: the budgetary
 * estimate (PDF) and the sole-source justification draft (Word or plain text). The configuration is checked
 * again against the catalogue (a task carries only what the visitor asked for), then laid out.
 */
import type { EstimateRenderTask } from '@company/lead-api';
import { checkEstimate, checkSoleSource } from '../app/lib/estimate-catalogue';
import { renderEstimate } from '../documents/estimate';
import { renderSoleSourceDocx, renderSoleSourceText } from '../documents/sole-source';

export default async function renderEstimateTask({
  configuration,
  issuedOn,
  document = 'budgetary-estimate.pdf',
}: EstimateRenderTask): Promise<Uint8Array> {
  const issued = new Date(`${issuedOn}T00:00:00Z`);
  let bytes: Buffer;
  if (document === 'budgetary-estimate.pdf') {
    const checked = checkEstimate(configuration);
    if (!checked.ok) throw new Error(checked.message);
    ({ bytes } = await renderEstimate(checked.estimate, issued));
  } else {
    const checked = checkSoleSource({ ...configuration, processes: configuration.processes ?? [] });
    if (!checked.ok) throw new Error(checked.message);
    const draft = { product: checked.product, estimate: checked.estimate, processes: checked.processes, issuedOn: issued };
    ({ bytes } = await (document === 'sole-source-justification.docx' ? renderSoleSourceDocx(draft) : renderSoleSourceText(draft)));
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
