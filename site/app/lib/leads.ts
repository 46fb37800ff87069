import { createLeadQueue, submitLead } from '@company/lead-client/client';
import { LIMITS, UTM_KEYS, type EstimateRequest, type SendEmailBody } from '@company/lead-client/schemas';
import type { GatedDownloadLead } from '@company/ui';
import { leadCapture } from '~/config/lead-capture';

const UTM_KEY = 'visitUtm';

/** Remembers the utm_* parameters the visit arrived with, for a lead recorded on a later page. */
export function rememberVisitUtm(search: string) {
  // Only the parameters the API records, cut to its limit: a lead must never be refused for them.
  const accepted: readonly string[] = UTM_KEYS;
  const utm = Object.fromEntries(
    [...new URLSearchParams(search)]
      .filter(([name]) => accepted.includes(name))
      .map(([name, value]) => [name, value.replace(/[\r\n]+/g, ' ').slice(0, LIMITS.utm)]),
  );
  if (Object.keys(utm).length === 0) return;
  try {
    sessionStorage.setItem(UTM_KEY, JSON.stringify(utm));
  } catch {
    // Blocked storage: leads are still recorded, without campaign data.
  }
}

function visitUtm(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(UTM_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Sends a contact message or quote request; resolves with the server's text (with the reference). */
export function sendEmail(body: SendEmailBody): Promise<string> {
  return submitLead(`${leadCapture.apiBaseUrl}/sendEmail`, body);
}

let queue: ReturnType<typeof createLeadQueue> | undefined;
const downloadQueue = () => (queue ??= createLeadQueue({ storage: localStorage }));

/** Records a download-gate lead in the background: kept and retried until the server has it. */
export function recordDownloadLead(lead: GatedDownloadLead) {
  void downloadQueue().enqueue(`${leadCapture.apiBaseUrl}/leads`, {
    ...lead,
    page: window.location.pathname,
    referrer: document.referrer,
    utm: visitUtm(),
  });
}

/**
 * Records a budgetary estimate's lead in the background, like a download: the gate's details with the
 * configuration instead of a file name.
 */
export function recordEstimateLead({ fileName: _file, ...lead }: GatedDownloadLead, configuration: EstimateRequest) {
  void downloadQueue().enqueue(`${leadCapture.apiBaseUrl}/estimates`, {
    ...lead,
    configuration,
    page: window.location.pathname,
    referrer: document.referrer,
    utm: visitUtm(),
  });
}

/** Sends what an earlier page could not (offline, server down). */
export function flushPendingLeads() {
  if (downloadQueue().pending() > 0) void downloadQueue().flush();
}
