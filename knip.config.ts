import type { KnipConfig } from 'knip';

// Most entry points come from knip's plugins, which read the configs they are named after: Vitest (each
// project's `include`, so every *.test.ts(x) and site/test), Playwright (site/e2e/**/*.spec.ts), Storybook
// (.storybook and the stories and MDX it lists), Vite (also `vite build --config vite.server.config.ts`),
// React Router (react-router.config.ts, app/routes.ts and every route module it names), each package.json's
// scripts and wireit commands, and each package's `exports` (their `source` condition points at src). Listed here
// is only what none of them can see, each with the command that runs it. Test files are entries too, so an
// export a test imports counts as used.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // Run by hand, as the README documents (`npx tsx bench/hydration.ts`).
      entry: ['bench/hydration.ts'],
      // Debian's package manager, which scripts/ensure-chromium.mjs installs Chromium with: not an npm package.
      ignoreBinaries: ['apt-get'],
    },
    // Not an npm workspace (it uses the root's installed packages), but `npm run bench` builds it with
    // `react-router build`: as a knip workspace it gets the React Router plugin, which finds its routes.
    'bench/baseline': {},
    'packages/lead-api': {
      // `npm start` and `npm run leads` run dist/server.js and dist/cli.js, which tsconfig.build.json compiles
      // from these; knip maps dist to src only through tsconfig.json, which emits nothing.
      entry: ['src/{server,cli}.ts'],
    },
    // The app packages/ui/test/consumer.test.ts installs the packed library into and builds with Vite's API
    // (no vite.config): these are the module scripts of its pages, index, reference, readme and hosts.html.
    'packages/ui/test/consumer': {
      entry: ['src/{main,reference,readme,hosts}.tsx'],
      // The host pages' stylesheets: Bootstrap's file is copied in, and the Tailwind page's CSS is built from
      // src/host-tailwind.css with the Tailwind CLI; neither is imported by a module.
      ignoreDependencies: ['bootstrap', 'tailwindcss'],
      ignore: ['src/host-tailwind.css'],
    },
    'packages/ui': {
      // The consumer test links Bootstrap's installed copy into its app, for the Bootstrap host page's stylesheet.
      ignoreDependencies: ['bootstrap'],
    },
    site: {
      // Run by hand after a brand change, as its header says (`npx tsx site/scripts/og-image.ts`).
      entry: ['scripts/og-image.ts'],
      // scripts/fonts/build-fonts.ts resolves its font files with a template literal, which knip cannot read.
      ignoreDependencies: ['@ibm/plex-sans'],
      // Route modules import their types from ./+types/<route>, which `react-router typegen` writes; knip
      // need not resolve type-only imports of generated files to find what is unused.
      ignoreUnresolved: [/^\.\/\+types\//],
    },
  },
};

export default config;
