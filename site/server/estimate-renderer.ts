/**
 * The budgetary-estimate renderer the lead API runs in its worker threads: the configuration checked
 * again against the catalogue (a task carries only what the visitor asked for), then laid out as a PDF.
 */
import type { EstimateRenderTask } from '@company/lead-api';
import { checkEstimate } from '../app/lib/estimate-catalogue';
import { renderEstimate } from '../documents/estimate';

export default async function renderEstimateTask({ configuration, issuedOn }: EstimateRenderTask): Promise<Uint8Array> {
  const checked = checkEstimate(configuration);
  if (!checked.ok) throw new Error(checked.message);
  const { bytes } = await renderEstimate(checked.estimate, new Date(`${issuedOn}T00:00:00Z`));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
