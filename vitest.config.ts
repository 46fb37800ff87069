import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { TEST_CHROMIUM_PATH } from './scripts/test-chromium.mjs';

// Vitest 5 declares Node >= 22.12 and its main process uses three ES2024 built-ins that Node 20 lacks:
// `Map.groupBy` (printing failed tests: without it a failing run ends in "Map.groupBy is not a
// function" instead of the failures), `Object.groupBy` (snapshot summary) and `Promise.withResolvers`
// (watch mode). The config is loaded in that process, so small stand-ins here keep Node 20 working.
installEs2024Builtins();

const root = path.dirname(fileURLToPath(import.meta.url));

// Never download a browser: Debian's headless Chromium, with the flags that keep it quiet and offline.
const chromium = {
  executablePath: TEST_CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** Workspace packages resolve to their TypeScript source ("source" in their exports), never to a stale dist. */
const fromSource = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { ...fromSource.resolve, alias: { '~': path.join(root, 'site/app') } },
        ssr: fromSource.ssr,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'site/app/**/*.test.{ts,tsx}',
            'site/scripts/**/*.test.ts',
            'site/documents/**/*.test.ts',
            'site/server/**/*.test.ts',
            'site/test/support/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        ...fromSource,
        test: {
          name: 'storybook',
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            // Stories run with reduced motion, so no check (axe's contrast above all) ever sees a
            // dialog or menu half-faded in; the site's end-to-end tests check the motion itself.
            provider: playwright({ launchOptions: chromium, contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
            // Each story's reference screenshot, by story file and story: one browser on one platform, so
            // neither goes in the name. Anti-aliasing varies by a few pixels between runs; a change a
            // designer would see changes far more than this share of the picture.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.002 },
                resolveScreenshotPath: ({ arg, ext, testFileName }) =>
                  path.join(root, 'packages/ui/test/__screenshots__', testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        // The page server's renderer imports the site's components, as the server build does.
        resolve: { ...fromSource.resolve, alias: { '~': path.join(root, 'site/app') } },
        ssr: fromSource.ssr,
        test: {
          name: 'prerendered',
          environment: 'node',
          // Checks of what the server sends a browser without JavaScript, read from `npm run build`'s output.
          include: ['site/test/prerendered/**/*.test.ts'],
          // axe reads a long article in about a second on an idle machine, and several times that on a
          // loaded one; the checks are about the HTML, never about speed.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts', 'packages/lead-client/test/**/*.test.ts'],
          // Builds (when dist is missing), packs and installs the packages: slow by nature.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/lead-api/test/**/*.test.ts'],
          // The files time real HTTP, SMTP and retry backoff; one at a time keeps those timings honest
          // (and the SMTP-down test reclaims a port it released). PostgreSQL tests run when
          // TEST_DATABASE_URL is set.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});

function installEs2024Builtins() {
  const group = <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const list = groups.get(k);
      if (list) list.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
  const MapCtor = Map as unknown as { groupBy?: unknown };
  MapCtor.groupBy ??= group;
  const ObjectCtor = Object as unknown as { groupBy?: unknown };
  ObjectCtor.groupBy ??= <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) =>
    Object.assign(Object.create(null) as object, Object.fromEntries(group(items, key)));
  const PromiseCtor = Promise as unknown as { withResolvers?: unknown };
  PromiseCtor.withResolvers ??= <T>() => {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
