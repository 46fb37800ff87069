import * as React from 'react';
import { cn } from '../../lib/cn';

/** Cloudflare Turnstile's script, in explicit-render mode: nothing renders until `render()` is called. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The part of Turnstile's browser API the component uses (a stand-in for tests implements the same). */
export type TurnstileRenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  'timeout-callback'?: () => void;
  theme?: 'light' | 'dark' | 'auto';
  size?: 'normal' | 'flexible' | 'compact';
  action?: string;
};

export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | undefined | null;
  remove?: (widgetId: string) => void;
};

const scripts = new Map<string, Promise<TurnstileApi>>();

const turnstile = () => (window as unknown as { turnstile?: TurnstileApi }).turnstile;

/** Adds the script once per page (per URL); later calls share the same promise. */
function loadTurnstile(src: string): Promise<TurnstileApi> {
  const loaded = scripts.get(src);
  if (loaded) return loaded;
  const script = document.createElement('script');
  const pending = new Promise<TurnstileApi>((resolve, reject) => {
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const api = turnstile();
      if (api) resolve(api);
      else reject(new Error('The verification script loaded but defined no `turnstile`.'));
    });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
  });
  scripts.set(src, pending);
  // A failed load can be tried again (the visitor's "Try again"): forget it.
  pending.catch(() => {
    scripts.delete(src);
    script.remove();
  });
  document.head.append(script);
  return pending;
}

/** Every text the challenge's region shows or names itself with. */
export type BotChallengeMessages = {
  /**
   * The name of the region the widget renders in.
   * @defaultValue 'Verification'
   */
  label: string;
  /**
   * Announced while the widget's script loads.
   * @defaultValue 'Loading verification…'
   */
  loading: string;
  /**
   * Shown (as an alert) when the script or the widget could not load.
   * @defaultValue 'The verification could not load. Check your connection and try again.'
   */
  failed: string;
  /**
   * The button that loads the widget again after a failure.
   * @defaultValue 'Try again'
   */
  retry: string;
};

/** The English defaults; pass `messages` to change any of them. */
export const botChallengeMessages: BotChallengeMessages = {
  label: 'Verification',
  loading: 'Loading verification…',
  failed: 'The verification could not load. Check your connection and try again.',
  retry: 'Try again',
};

export type BotChallengeProps = {
  /** The challenge's public site key. */
  siteKey: string;
  /** Receives the token once the visitor is verified, and `null` when it expires or fails. */
  onToken: (token: string | null) => void;
  /**
   * Where the script comes from; tests pass a stand-in that defines `window.turnstile`.
   * @default TURNSTILE_SCRIPT_URL
   */
  scriptUrl?: string;
  /**
   * Which form the widget guards (up to 32 letters, digits, `-` or `_`). Turnstile reports it back when
   * the server verifies the token, so a token solved on one form is refused by another.
   */
  action?: string;
  /** The widget's colours: light, dark, or following the visitor's system setting. */
  theme?: 'light' | 'dark' | 'auto';
  /**
   * The label of the region the widget renders in; replaces `messages.label`.
   * @defaultValue 'Verification'
   */
  label?: string;
  /** Texts to change; the rest stay the English defaults (`botChallengeMessages`). */
  messages?: Partial<BotChallengeMessages>;
  /** The region's id, for an error summary that links to the challenge. */
  id?: string;
  /** Classes for the region, after its own. */
  className?: string;
};

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * A human-verification widget (Cloudflare Turnstile's explicit-render API). The script is added
 * only when this component mounts (when the form or dialog holding it opens), once per page; the
 * widget is removed again when it unmounts. The token goes to `onToken`.
 */
export function BotChallenge({
  siteKey,
  onToken,
  scriptUrl = TURNSTILE_SCRIPT_URL,
  action,
  theme = 'light',
  label,
  messages: overrides,
  id,
  className,
}: BotChallengeProps) {
  const messages = { ...botChallengeMessages, ...overrides };
  const container = React.useRef<HTMLDivElement>(null);
  const [state, setState] = React.useState<LoadState>('loading');
  const [attempt, setAttempt] = React.useState(0);
  const onTokenRef = React.useRef(onToken);
  React.useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  React.useEffect(() => {
    let cancelled = false;
    let widgetId: string | undefined | null;
    let api: TurnstileApi | undefined;
    loadTurnstile(scriptUrl).then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        try {
          widgetId = loaded.render(container.current, {
            sitekey: siteKey,
            theme,
            ...(action ? { action } : {}),
            callback: (token) => onTokenRef.current(token),
            'expired-callback': () => onTokenRef.current(null),
            'error-callback': () => onTokenRef.current(null),
            'timeout-callback': () => onTokenRef.current(null),
          });
          setState('ready');
        } catch (error) {
          // A bad site key, say: the same "could not load" state, with its retry.
          console.error(error);
          setState('failed');
        }
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      if (api && widgetId != null) api.remove?.(widgetId);
      onTokenRef.current(null);
    };
  }, [siteKey, scriptUrl, action, theme, attempt]);

  return (
    <div
      id={id}
      role="group"
      aria-label={label ?? messages.label}
      data-slot="bot-challenge"
      data-state={state}
      tabIndex={-1}
      className={cn(
        'ui:flex ui:min-h-[65px] ui:flex-col ui:justify-center ui:gap-2 ui:focus-visible:outline-3 ui:focus-visible:outline-plasma-500',
        className,
      )}
    >
      <div ref={container} />
      {state === 'loading' && (
        <p role="status" className="ui:text-sm ui:text-ink-600">
          {messages.loading}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" className="ui:flex ui:flex-wrap ui:items-center ui:gap-3 ui:text-sm ui:font-medium ui:text-danger-700">
          {messages.failed}
          <button
            type="button"
            className="ui:min-h-9 ui:rounded-control ui:px-3 ui:font-semibold ui:text-plasma-800 ui:underline ui:hover:bg-plasma-50 ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500"
            onClick={() => {
              setState('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {messages.retry}
          </button>
        </div>
      )}
    </div>
  );
}
