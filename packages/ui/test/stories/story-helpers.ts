import type { StandardSchemaV1 } from '@standard-schema/spec';

/** A promise the story settles itself, to hold a form in its submitting state for as long as needed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export type RecordedDownload = { href: string; download: string | null };

/**
 * Records every click on a link that downloads (an `<a download>`), and cancels it so a test run
 * saves no file: what the visitor's browser would download is what the story asserts.
 * Returns the list and a function that stops recording.
 */
export function recordDownloads(): { downloads: RecordedDownload[]; stop: () => void } {
  const downloads: RecordedDownload[] = [];
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !link.hasAttribute('download')) return;
    downloads.push({ href: link.href, download: link.getAttribute('download') });
    event.preventDefault();
  };
  window.addEventListener('click', onClick, true);
  return { downloads, stop: () => window.removeEventListener('click', onClick, true) };
}

/** Wraps a schema so validation takes `ms` milliseconds (a slow async schema, or a slow device). */
export function slowSchema<Output>(schema: StandardSchemaV1<unknown, Output>, ms: number): StandardSchemaV1<unknown, Output> {
  return {
    '~standard': {
      ...schema['~standard'],
      validate: async (value) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return schema['~standard'].validate(value);
      },
    },
  };
}

/** The element the page scrolls (the viewport) and whether it can scroll now. */
export function pageScroll() {
  const root = document.scrollingElement ?? document.documentElement;
  const overflow = getComputedStyle(document.body).overflowY;
  return { root, overflow, scrollable: root.scrollHeight > root.clientHeight };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
