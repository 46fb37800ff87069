import type { StoryContext } from '@storybook/react-vite';
import { STORY_FINISHED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

// Docs pages show each stateful story in a frame of its own (`parameters.docs.story.inline: false`,
// see `docsFrame` in packages/ui/test/stories/story-docs.ts): the frame runs the story's play function,
// so the page shows the state the story is named after, exactly as the canvas does. This module is
// what such a frame does differently from the canvas, so that a page of many frames stays calm:
//
// - It is as wide as the story's viewport (`globals.viewport`), scaled down when the column is
//   narrower, so a phone story looks like a phone and its play sees the width it expects.
// - Frames whose story has a play take turns: each renders and plays only once the frame before it
//   has finished. A page has one focused element, and plays that focus, type and tab would otherwise
//   take it from each other and fail half-way. A story without a play never waits: it draws at once.
// - The accessibility check (axe) is left to the canvas and the Vitest run: in a frame it would hold
//   the turn for a second or more per story, on a page a reader is waiting to see.
// - Focus moved inside a frame never scrolls the docs page, and when a play ends focus goes back to
//   where the reader had it, so the page neither jumps nor keeps the keyboard.
// - A frame without a fixed `iframeHeight` grows to fit what its story shows (after the play, and
//   whenever that changes).
//
// Outside a docs page (the canvas, the Vitest run) none of this applies.

type Turn = { token: object; window: Window };
/** The frames waiting for their turn, the first one playing; `since`: when the turn last changed hands. */
type Turns = { queue: Turn[]; since: number };

const TURNS = '__storyFrameTurns';
/** A play that holds its turn longer than this is presumed stuck; the next frame goes ahead. */
const MAX_TURN_MS = 20_000;

/** The frame this story is shown in on a docs page, or null anywhere else. */
function docsFrame(): HTMLIFrameElement | null {
  try {
    const frame = window.frameElement as HTMLIFrameElement | null;
    if (!frame || !frame.id.startsWith('iframe--') || !frame.closest('[data-story-block]')) return null;
    return frame;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isLive(turn: Turn) {
  try {
    return !turn.window.closed && !!turn.window.frameElement?.isConnected;
  } catch {
    return false;
  }
}

/** The element that has focus, looking into same-origin frames: where the reader is. */
function readersFocus(): Element | null {
  let doc: Document;
  try {
    doc = window.top!.document;
  } catch {
    doc = window.parent.document;
  }
  let element = doc.activeElement;
  while (element?.tagName === 'IFRAME') {
    const inner = (element as HTMLIFrameElement).contentDocument;
    if (!inner?.activeElement || inner.activeElement === inner.body) break;
    element = inner.activeElement;
  }
  return element;
}

/** Gives focus back to `element` (or to its window, for a page where nothing was focused). */
function giveFocusBack(element: Element | null) {
  if (!element?.isConnected || document.contains(element)) return;
  const owner = element.ownerDocument.defaultView;
  if (element.tagName === 'IFRAME' || element === element.ownerDocument.body || !('focus' in element)) {
    owner?.focus();
  } else {
    (element as HTMLElement).focus({ preventScroll: true });
  }
}

/** The scroll positions of every page and element around this frame, to put back after a focus. */
function ancestorScroll(frame: HTMLIFrameElement) {
  const saved: Array<[Element, number, number]> = [];
  let current: Element | null = frame;
  while (current) {
    const doc: Document = current.ownerDocument;
    for (let element = current.parentElement; element; element = element.parentElement) {
      if (element.scrollTop || element.scrollLeft || element === doc.scrollingElement) {
        saved.push([element, element.scrollTop, element.scrollLeft]);
      }
    }
    if (doc.scrollingElement && !saved.some(([element]) => element === doc.scrollingElement)) {
      saved.push([doc.scrollingElement, doc.scrollingElement.scrollTop, doc.scrollingElement.scrollLeft]);
    }
    try {
      current = doc.defaultView?.frameElement ?? null;
    } catch {
      current = null;
    }
  }
  return () => {
    for (const [element, top, left] of saved) {
      if (element.scrollTop !== top) element.scrollTop = top;
      if (element.scrollLeft !== left) element.scrollLeft = left;
    }
  };
}

let guarded = false;

/** Focus and scrollIntoView inside the frame still scroll within it, but never the docs page around it. */
function guardPageScroll(frame: HTMLIFrameElement) {
  if (guarded) return;
  guarded = true;
  const focus = HTMLElement.prototype.focus;
  const scrollIntoView = Element.prototype.scrollIntoView;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    const restore = ancestorScroll(frame);
    focus.call(this, options);
    restore();
  };
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    const restore = ancestorScroll(frame);
    scrollIntoView.call(this, options);
    restore();
  };
}

type ViewportGlobal = string | { value?: string; isRotated?: boolean } | undefined;

/** The width and height of the story's viewport, when it names one. */
function storyViewport(context: StoryContext): { width: number; height: number } | null {
  const global = context.globals.viewport as ViewportGlobal;
  const name = typeof global === 'string' ? global : global?.value;
  const rotated = typeof global === 'object' && !!global?.isRotated;
  if (!name) return null;
  const options = (context.parameters.viewport?.options ?? MINIMAL_VIEWPORTS) as Record<
    string,
    { styles?: { width?: string; height?: string } } | undefined
  >;
  const width = parseFloat(options[name]?.styles?.width ?? '');
  const height = parseFloat(options[name]?.styles?.height ?? '');
  if (!width || !height) return null;
  return rotated ? { width: height, height: width } : { width, height };
}

/** Sizes the frame to the story's viewport, scaled to fit the column; returns the scale. */
async function fitToViewport(frame: HTMLIFrameElement, context: StoryContext): Promise<number> {
  const viewport = storyViewport(context);
  const box = frame.parentElement;
  if (!viewport || !box) return 1;
  const column = frame.closest<HTMLElement>('[data-story-block]')?.clientWidth ?? viewport.width;
  const scale = Math.min(1, column / viewport.width);
  Object.assign(frame.style, {
    display: 'block',
    width: `${viewport.width}px`,
    height: `${box.clientHeight / scale}px`,
    margin: scale < 1 ? '0' : '0 auto',
    transform: scale < 1 ? `scale(${scale})` : '',
    transformOrigin: '0 0',
    // The edge of the screen it stands for.
    boxShadow: '0 0 0 1px rgb(15 23 42 / 0.2)',
  });
  // Let the new size reach this window before the story renders.
  void frame.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return scale;
}

let fitted = false;

/** Keeps the frame as tall as what the story shows (for frames without a fixed height). */
function fitToContent(frame: HTMLIFrameElement, scale: number) {
  const box = frame.parentElement;
  const root = document.getElementById('storybook-root');
  if (!box || !root || fitted) return;
  fitted = true;
  const fit = () => {
    const body = getComputedStyle(document.body);
    const height = Math.ceil(root.getBoundingClientRect().height + parseFloat(body.paddingTop) + parseFloat(body.paddingBottom));
    if (!height) return;
    box.style.height = `${Math.ceil(height * scale)}px`;
    if (scale < 1) frame.style.height = `${height}px`;
  };
  fit();
  new ResizeObserver(fit).observe(root);
}

/**
 * Waits until it is this frame's turn to play; returns the function that ends the turn, or null when
 * Storybook gave up this render while it waited.
 */
async function waitForTurn(host: Window & { [TURNS]?: Turns }, signal: AbortSignal | undefined): Promise<(() => void) | null> {
  const turns = (host[TURNS] ??= { queue: [], since: Date.now() });
  const token = {};
  turns.queue.push({ token, window });
  for (;;) {
    turns.queue = turns.queue.filter(isLive);
    if (signal?.aborted) {
      // Storybook gave up this render (a newer one follows): leave the queue.
      turns.queue = turns.queue.filter((turn) => turn.token !== token);
      return null;
    }
    const first = turns.queue[0];
    if (!first || first.token === token) break;
    if (Date.now() - turns.since > MAX_TURN_MS) {
      turns.queue = turns.queue.filter((turn) => turn !== first);
      turns.since = Date.now();
      continue;
    }
    await sleep(50);
  }
  turns.since = Date.now();
  const readerWasAt = readersFocus();
  return () => {
    turns.queue = turns.queue.filter((turn) => turn.token !== token);
    turns.since = Date.now();
    if (document.hasFocus()) giveFocusBack(readerWasAt);
  };
}

/**
 * Project-level `beforeEach`: in a frame on a docs page, lets the story draw at once and holds only
 * its play until the frame's turn; returns the function that ends the turn (also called by Storybook
 * when the story is torn down).
 */
export async function docsFrameTurn(context: StoryContext): Promise<(() => void) | undefined> {
  const frame = docsFrame();
  if (!frame) return undefined;
  const host = frame.ownerDocument.defaultView as (Window & { [TURNS]?: Turns }) | null;
  if (!host) return undefined;

  guardPageScroll(frame);
  const scale = await fitToViewport(frame, context);
  const fitHeight = () => {
    if (context.parameters.docs?.story?.iframeHeight === undefined) fitToContent(frame, scale);
  };
  // The a11y addon's own switch for "not on every render"; the same context reaches its afterEach.
  context.globals = { ...context.globals, a11y: { ...(context.globals.a11y as object | undefined), manual: true } };

  const channel = addons.getChannel();
  let endTurn: (() => void) | null = null;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    channel.off(STORY_FINISHED, onFinished);
    endTurn?.();
    fitHeight();
  };
  const onFinished = ({ storyId, status }: { storyId: string; status: string }) => {
    if (storyId !== context.id) return;
    // For whoever checks the page: how the story went ('success' or 'error').
    frame.dataset.storyStatus = status;
    end();
  };
  channel.on(STORY_FINISHED, onFinished);
  context.abortSignal?.addEventListener('abort', end);

  if (context.tags.includes('play-fn')) {
    // Storybook renders the story through `context.mount` and plays once it returns: wait for the
    // turn in between, so a frame shows its story while the frames before it are still playing.
    const mount = context.mount;
    context.mount = (async (...args: Parameters<typeof mount>) => {
      const mounted = await mount(...args);
      fitHeight();
      endTurn = await waitForTurn(host, context.abortSignal);
      return mounted;
    }) as typeof mount;
  }
  return end;
}
