/**
 * Budgetary-estimate PDFs rendered off the event loop. A PDF costs about 100 ms of CPU; rendered where
 * requests are answered, a few clients asking for PDFs would stall every page and every form. Worker
 * threads render instead, and the queue in front of them is bounded: a burst beyond it is refused at
 * once (503 with Retry-After) rather than queued into minutes of latency.
 */
import { Piscina } from 'piscina';
import type { EstimateDocument } from '@company/lead-client/client';
import type { ConfigurationRequest } from '../config.ts';

/** What a renderer module's default export receives; it returns the document's bytes. */
export interface EstimateRenderTask {
  configuration: ConfigurationRequest;
  /** The issue date printed on the document, `YYYY-MM-DD` (UTC). */
  issuedOn: string;
  /** Which document of the configuration; the budgetary estimate's PDF when left out. */
  document?: EstimateDocument;
}

export interface EstimateRenderer {
  /**
   * A module whose default export renders a task: `(task: EstimateRenderTask) => Uint8Array | Promise<Uint8Array>`.
   * It runs in worker threads, so it may not share state with the service.
   */
  module: URL;
  /** Node options for the worker threads, e.g. `['--import', 'tsx']` for a TypeScript module. */
  execArgv?: string[];
}

/**
 * The lowest priority: Linux weighs such a thread 15 against 1024 for the request thread, so a render takes a
 * core only while nothing else wants it (measured by `npm run bench:estimates`: at 10 the visitor's p99
 * tripled while PDFs rendered non-stop, at 19 it stayed within a third of idle).
 */
const RENDER_NICENESS = 19;

export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

export interface RenderPool {
  /** Starts the threads, which load the renderer once. */
  start(): void;
  render(task: EstimateRenderTask): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createRenderPool(renderer: EstimateRenderer, options: { threads: number; queue: number }): RenderPool {
  let pool: Piscina<EstimateRenderTask, Uint8Array> | undefined;
  return {
    start() {
      pool ??= new Piscina({
        filename: renderer.module.href,
        execArgv: renderer.execArgv,
        minThreads: options.threads,
        maxThreads: options.threads,
        maxQueue: options.queue,
        // The threads load the whole catalogue once; keeping them saves that cost on the next request.
        idleTimeout: Number.POSITIVE_INFINITY,
        // Below the threads answering requests: where cores are short, pages and forms go first and a PDF waits.
        niceIncrement: RENDER_NICENESS,
      });
    },
    async render(task) {
      if (!pool) throw new Error('The estimate renderer is not started.');
      // Checked here rather than by catching Piscina's own error, whose wording is not an API.
      if (pool.queueSize >= options.queue) throw new RenderQueueFull('The estimate queue is full.');
      const bytes = await pool.run(task);
      return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes as ArrayBufferLike);
    },
    async close() {
      await pool?.close({ force: true });
      pool = undefined;
    },
  };
}
