/**
 * How browsers send leads: with an idempotency key per submission, and retried safely because of it
 * (at most 3 retries, 2^attempt x 100 ms plus up to 100 ms jitter, on 429, 500, 502,
 * 503, 504 and network errors). Browser-safe: no dependencies.
 */

import type { ErrorReply, FieldError, ReplyCode } from './schemas.ts';

export type { ErrorReply, FieldError, ReplyCode };

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const MAX_DELAY_MS = 5 * 60 * 1000;

export type SubmitOptions = {
  /** One key per submission: every retry reuses it, so the server stores the lead once. */
  idempotencyKey?: string;
  retries?: number;
  fetch?: typeof fetch;
  /** Waits between attempts; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

/**
 * A submission the server refused or that could not reach it. `message` is the server's text to show;
 * it is empty when there is none (no connection, or a refusal without a body), so the form shows its
 * own words, in its own language. `code` says why the server refused (absent without a reply), and
 * `errors` each refused field with its code and params, for a form that words them itself.
 */
export class LeadSubmitError extends Error {
  readonly code?: ReplyCode;
  readonly errors: readonly FieldError[];
  constructor(
    message: string,
    readonly status?: number,
    details: { code?: ReplyCode; errors?: readonly FieldError[] } = {},
  ) {
    super(message);
    this.name = 'LeadSubmitError';
    this.code = details.code;
    this.errors = details.errors ?? [];
  }
}

/** A refusal's body: the API's JSON reply (code, message, field errors), or its plain text. */
function readRefusal(text: string, contentType: string | null): { message: string; code?: ReplyCode; errors?: FieldError[] } {
  if (!/\bapplication\/json\b/i.test(contentType ?? '')) return { message: text.trim() };
  try {
    const reply = JSON.parse(text) as Partial<ErrorReply>;
    return {
      message: typeof reply.message === 'string' ? reply.message.trim() : '',
      code: reply.code,
      errors: Array.isArray(reply.errors) ? reply.errors : undefined,
    };
  } catch {
    return { message: text.trim() };
  }
}

export const retryDelay = (attempt: number, random = Math.random) => Math.min(2 ** attempt * 100 + random() * 100, MAX_DELAY_MS);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POSTs a JSON body and resolves with the server's text; rejects with a LeadSubmitError. */
export async function submitLead(url: string, body: unknown, options: SubmitOptions = {}): Promise<string> {
  const {
    idempotencyKey = crypto.randomUUID(),
    retries = 3,
    fetch: fetchImpl = globalThis.fetch,
    sleep = defaultSleep,
    random = Math.random,
  } = options;
  const init: RequestInit = {
    method: 'POST',
    // JSON refusals carry codes; a success is the confirmation text either way.
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, Accept: 'application/json, text/plain;q=0.9' },
    body: JSON.stringify(body),
  };
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch {
      if (attempt < retries) {
        await sleep(retryDelay(attempt, random));
        continue;
      }
      throw new LeadSubmitError('');
    }
    const text = await response.text().catch(() => '');
    if (response.ok) return text;
    if (RETRY_STATUSES.has(response.status) && attempt < retries) {
      await sleep(retryDelay(attempt, random));
      continue;
    }
    const refusal = readRefusal(text, response.headers.get('Content-Type'));
    throw new LeadSubmitError(refusal.message, response.status, { code: refusal.code, errors: refusal.errors });
  }
}

type StoredLead = { id: string; url: string; body: unknown; tries: number };

export type LeadQueueOptions = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key?: string;
  submit?: typeof submitLead;
  /** Delay before the queue tries again after a round that left leads unsent. */
  retryAfterMs?: (round: number) => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
};

/**
 * Leads that must never be lost but must never hold the visitor up (the download gate): kept in
 * storage until the server has accepted them, sent in the background, retried later and on the
 * next page load if the network or the server is down.
 */
export function createLeadQueue({
  storage,
  key = 'pendingLeads',
  submit = submitLead,
  retryAfterMs = (round) => Math.min(2 ** round * 5000, 5 * 60 * 1000),
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: LeadQueueOptions) {
  let flushing: Promise<void> | null = null;
  let round = 0;
  let timerSet = false;

  const read = (): StoredLead[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as StoredLead[]) : [];
    } catch {
      return [];
    }
  };
  const write = (leads: StoredLead[]) => {
    try {
      storage.setItem(key, JSON.stringify(leads));
    } catch {
      // Storage full or blocked: the in-flight attempt still runs.
    }
  };

  async function flushOnce() {
    for (const lead of read()) {
      try {
        await submit(lead.url, lead.body, { idempotencyKey: lead.id });
        write(read().filter((stored) => stored.id !== lead.id));
      } catch (error) {
        // A refusal (4xx other than 429) will not get better by retrying: drop it, loudly.
        const status = error instanceof LeadSubmitError ? error.status : undefined;
        if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
          console.error(`A lead was refused by the server (${status}): ${(error as Error).message}`);
          write(read().filter((stored) => stored.id !== lead.id));
        } else {
          write(read().map((stored) => (stored.id === lead.id ? { ...stored, tries: stored.tries + 1 } : stored)));
        }
      }
    }
    if (read().length > 0 && !timerSet) {
      timerSet = true;
      setTimer(() => {
        timerSet = false;
        round += 1;
        void flush();
      }, retryAfterMs(round));
    } else if (read().length === 0) {
      round = 0;
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /** Stores the lead, then sends it in the background; never rejects. */
    enqueue(url: string, body: unknown): Promise<void> {
      write([...read(), { id: crypto.randomUUID(), url, body, tries: 0 }]);
      return flushing ? flushing.then(flush) : flush();
    },
    flush,
    pending: () => read().length,
  };
}

/** The budgetary-estimate PDF's path under the API's base address (`GET`, configuration in the query). */
export const ESTIMATE_PDF_PATH = '/estimates/budgetary-estimate.pdf';

/**
 * The documents generated per configuration, by their path under `/estimates/`: the budgetary estimate, and
 * the sole-source justification draft (Word and plain text), which also names the processes the buyer needs.
 */
export const ESTIMATE_DOCUMENTS = ['budgetary-estimate.pdf', 'sole-source-justification.docx', 'sole-source-justification.txt'] as const;
export type EstimateDocument = (typeof ESTIMATE_DOCUMENTS)[number];

/** The sole-source draft's formats, each a document of `ESTIMATE_DOCUMENTS`. */
export type SoleSourceFormat = 'docx' | 'txt';

type Configuration = { product: string; waferSizeMm: number; options: readonly string[] };

function configurationSearch(configuration: Configuration): URLSearchParams {
  const search = new URLSearchParams({ system: configuration.product, wafer: String(configuration.waferSizeMm) });
  if (configuration.options.length) search.set('options', configuration.options.join(','));
  return search;
}

/** The address of a configuration's budgetary estimate: `{apiBaseUrl}/estimates/budgetary-estimate.pdf?system=…&wafer=…&options=…`. */
export function estimatePdfUrl(apiBaseUrl: string, configuration: Configuration): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${ESTIMATE_PDF_PATH}?${configurationSearch(configuration)}`;
}

/**
 * The address of a configuration's sole-source justification draft:
 * `{apiBaseUrl}/estimates/sole-source-justification.{docx|txt}?system=…&wafer=…&options=…&processes=…`.
 */
export function soleSourceUrl(apiBaseUrl: string, configuration: Configuration & { processes: readonly string[] }, format: SoleSourceFormat): string {
  const search = configurationSearch(configuration);
  if (configuration.processes.length) search.set('processes', configuration.processes.join(','));
  return `${apiBaseUrl.replace(/\/+$/, '')}/estimates/sole-source-justification.${format}?${search}`;
}
