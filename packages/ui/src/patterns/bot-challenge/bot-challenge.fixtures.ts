/**
 * A stand-in for Cloudflare Turnstile's explicit-render API, so stories and tests never touch the
 * network. Served from a blob: URL. `render()` draws a labelled checkbox; ticking it hands the
 * callback a fake token. `window.__turnstileStandIn` counts script loads and renders, and can expire
 * or fail the widgets, to drive the expired and error callbacks.
 */

type StandInWidget = {
  sitekey: string;
  /** The `action` the widget was rendered with, if any. */
  action?: string;
  removed: boolean;
};

export type StandInState = {
  /** Script URL -> how many times it was executed. */
  loads: Record<string, number>;
  widgets: Record<string, StandInWidget>;
  expireAll: () => void;
  failAll: () => void;
};

const source = `(() => {
  const url = document.currentScript ? document.currentScript.src : 'unknown';
  const state = (window.__turnstileStandIn ??= { loads: {}, widgets: {}, callbacks: {} });
  state.loads[url] = (state.loads[url] ?? 0) + 1;
  state.callbacks ??= {};
  let next = Object.keys(state.widgets).length;
  const each = (name) => () => {
    for (const [id, widget] of Object.entries(state.widgets)) {
      if (widget.removed) continue;
      const box = widget.element.querySelector('input');
      box.checked = false;
      box.disabled = false;
      widget.element.querySelector('[data-note]').textContent = name === 'expired-callback' ? 'Expired. Tick again.' : 'Something went wrong. Tick again.';
      state.callbacks[id][name]();
    }
  };
  state.expireAll = each('expired-callback');
  state.failAll = each('error-callback');
  window.turnstile = {
    render(container, options) {
      const id = 'stand-in-' + ++next;
      const element = document.createElement('div');
      element.setAttribute('data-testid', 'turnstile-stand-in');
      element.style.cssText = 'display:inline-flex;flex-direction:column;gap:4px;padding:12px 16px;border:1px solid #64748b;border-radius:8px;background:#f8fafc;color:#0f172a;font-size:14px;width:fit-content';
      const label = document.createElement('label');
      label.style.cssText = 'display:inline-flex;align-items:center;gap:10px;cursor:pointer';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.style.cssText = 'width:24px;height:24px;margin:0';
      label.append(box, 'Verify you are human');
      const note = document.createElement('span');
      note.setAttribute('data-note', '');
      note.setAttribute('role', 'status');
      element.append(label, note);
      box.addEventListener('change', () => {
        if (!box.checked) return;
        box.disabled = true;
        note.textContent = 'Success!';
        options.callback('stand-in-token-' + id);
      });
      container.append(element);
      state.widgets[id] = { sitekey: options.sitekey, action: options.action, removed: false, element };
      state.callbacks[id] = options;
      return id;
    },
    remove(id) {
      const widget = state.widgets[id];
      if (!widget) return;
      widget.element.remove();
      widget.removed = true;
    },
  };
})();`;

/** A fresh stand-in script URL: each story gets its own, so it can watch the script being added. */
export function standInTurnstileUrl(): string {
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

/** A script URL that fails to load (a revoked blob), for the "could not load" state. */
export function unreachableScriptUrl(): string {
  const url = URL.createObjectURL(new Blob([''], { type: 'text/javascript' }));
  URL.revokeObjectURL(url);
  return url;
}

export function standIn(): StandInState {
  const state = (window as unknown as { __turnstileStandIn?: StandInState }).__turnstileStandIn;
  return state ?? { loads: {}, widgets: {}, expireAll() {}, failAll() {} };
}

/** The `<script>` elements the page holds for `url` (0 until a challenge mounts, then 1, ever). */
export const scriptsFor = (url: string) => Array.from(document.querySelectorAll('script')).filter((script) => script.src === url);

export const SITE_KEY = '1x00000000000000000000AA';
