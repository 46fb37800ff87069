/**
 * The only part of the package the site imports eagerly: a tiny consent gate in front of the facade.
 *
 * Until `start()` (called after Accept All) every call is refused with
 * `console.warn('Analytics not initialized: ...')` and nothing is loaded, queued or sent. `start(load)`
 * runs the loader (a dynamic `import()` of `@company/analytics/start`); calls made while it loads wait
 * for it. `stop()` (Reject All, consent withdrawn) refuses calls again at once and withdraws the
 * loaded analytics.
 */
import type { Analytics } from './analytics.ts';
import type { EventName, EventProperties, PageProperties, Traits } from './events.ts';

/** What a loader resolves to: the initialized facade and how to withdraw it. */
export interface StartedAnalytics {
  analytics: Analytics;
  withdraw(): void;
}

export interface AnalyticsClient {
  page(name?: string, properties?: PageProperties): void;
  track<E extends EventName>(event: E, properties: EventProperties<E>): void;
  identify(userId?: string, traits?: Traits): void;
  group(groupId: string, traits?: Traits): void;
  alias(to: string, from?: string): void;
  reset(): void;
  /** After consent: load and initialize. A second call while started is ignored. */
  start(load: () => Promise<StartedAnalytics>): Promise<void>;
  /** Consent refused or withdrawn: refuse calls from now on and withdraw what was loaded. */
  stop(): void;
  isStarted(): boolean;
}

export function createAnalyticsClient(): AnalyticsClient {
  let loading: Promise<StartedAnalytics | null> | undefined;
  let generation = 0;

  const use = (what: string, run: (analytics: Analytics) => unknown) => {
    if (!loading) {
      console.warn(`Analytics not initialized: ${what} was not sent`);
      return;
    }
    const mine = generation;
    void loading.then((started) => {
      if (started && mine === generation) void run(started.analytics);
    });
  };

  return {
    page: (name, properties) => use(`page ${name ?? ''}`, (a) => a.page(name, properties)),
    track: (event, properties) => use(`track ${event}`, (a) => a.track(event, properties)),
    identify: (userId, traits) => use('identify', (a) => a.identify(userId, traits)),
    group: (groupId, traits) => use('group', (a) => a.group(groupId, traits)),
    alias: (to, from) => use('alias', (a) => a.alias(to, from)),
    reset: () => use('reset', (a) => a.reset()),

    start(load) {
      if (loading) return loading.then(() => undefined);
      const mine = ++generation;
      let loaded: Promise<StartedAnalytics>;
      try {
        loaded = load();
      } catch (error) {
        loaded = Promise.reject(error);
      }
      loading = Promise.resolve(loaded).then(
        (started) => {
          if (mine === generation) return started;
          started.withdraw();
          return null;
        },
        (error: unknown) => {
          console.error('Analytics failure: could not start', error);
          return null;
        },
      );
      return loading.then(() => undefined);
    },

    stop() {
      const was = loading;
      loading = undefined;
      generation++;
      void was?.then((started) => started?.withdraw());
    },

    isStarted: () => loading !== undefined,
  };
}
