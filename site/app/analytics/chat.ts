/** The live-chat widget loader (Tawk.to's embed API), started only after consent. */

type ChatApi = {
  visitor?: { name: string };
  customStyle?: unknown;
  onLoad?: () => void;
  addEvent?: (name: string, metadata?: Record<string, unknown>, callback?: (error?: unknown) => void) => void;
};

declare global {
  interface Window {
    Tawk_API?: ChatApi;
    Tawk_LoadStart?: Date;
  }
}

const CHAT_WIDGET = {
  visitorName: 'Visitor',
  visitEvent: 'visit',
  position: 'br',
  offsets: { yOffset: 120, xOffset: 20 },
  height: 500,
  zIndex: 1000,
} as const;

/** Loads the widget once, when the browser is idle; only ever called after Accept All. */
export function loadChatWidget(scriptUrl: string) {
  if (!scriptUrl || window.Tawk_API) return;
  const api: ChatApi = (window.Tawk_API = {});
  api.visitor = { name: CHAT_WIDGET.visitorName };
  api.customStyle = {
    zIndex: CHAT_WIDGET.zIndex,
    visibility: {
      desktop: { position: CHAT_WIDGET.position, ...CHAT_WIDGET.offsets },
      mobile: { position: CHAT_WIDGET.position, ...CHAT_WIDGET.offsets },
    },
    height: CHAT_WIDGET.height,
  };
  api.onLoad = () => api.addEvent?.(CHAT_WIDGET.visitEvent, { page: window.location.pathname });
  window.Tawk_LoadStart = new Date();

  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    document.head.appendChild(script);
  });
}
