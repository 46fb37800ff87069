import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * What every page runs before it hydrates: React, React Router and the small modules of the
 * site's frame (class names, links, the menu trigger, the page layout, the company's details, the
 * consent-aware analytics client, the hydration flag). Left to automatic
 * splitting they come as a dozen files of a few hundred bytes each, shared by different sets of
 * routes; a browser on HTTP/1.1 fetches six files at a time from one host, and on a slow link each
 * round of six costs a full round trip before the page can hydrate. Matched modules that a page
 * never imports are a few hundred bytes; modules only reached by dynamic import stay lazy.
 */
const SHELL = new RegExp(
  [
    /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream|clsx|class-variance-authority)[\\/]/.source,
    /^\0vite[\\/]preload-helper/.source,
    /[\\/]packages[\\/]ui[\\/]src[\\/](lib[\\/](cn|link)|primitives[\\/]button[\\/]variants|patterns[\\/]mega-menu[\\/]trigger)\.tsx?$/.source,
    /[\\/]packages[\\/]analytics[\\/]src[\\/]client\.ts$/.source,
    /[\\/]site[\\/]app[\\/](lib[\\/](use-hydrated|seo)|config[\\/]company|components[\\/](router-link|page)|analytics[\\/](index|config))\.tsx?$/
      .source,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Inside the workspace the site builds the packages from their source ("source" in their exports);
    // published consumers get their dist.
    conditions: ['source', ...defaultClientConditions],
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  // The client's framework and frame in one file (SHELL above): fewer requests before a page hydrates.
  build: {
    // A font stays a file of its own (cached once for every page), never base64 in the stylesheet.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: SHELL, tags: ['$initial'] }] } } } }),
  },
}));
