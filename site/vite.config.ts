import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * What every page runs before it hydrates, in one file: the framework (React, React DOM, React Router
 * and its scheduler) and the root route, the frame every page shares, with everything it imports. Left
 * to automatic splitting the frame comes as a dozen files of a few hundred bytes each, shared by
 * different sets of routes; a browser on HTTP/1.1 fetches six files at a time from one host, and on a
 * slow link each round of six costs a full round trip before the page can hydrate. The rule names
 * modules by their role and the bundler follows the root route's imports (through side-effect-free
 * re-exports, to the modules actually used), so moving or renaming a file never changes what is in the
 * shell. What is reached only by a dynamic import (dialogs, the menu's panel) stays out. The client
 * entry stays a file of its own: it hydrates as it runs, so it must run after the route modules the
 * page's inline script imports, and the router's client wrapper of the root route (`root.tsx?…`) stays
 * that route's own small chunk. The prerendered tests hold each template's JavaScript to a budget.
 */
const isShell = (id: string) => /[\\/]app[\\/]root\.tsx$|[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Inside the workspace the site builds the packages from their source ("source" in their exports);
    // published consumers get their dist.
    conditions: ['source', ...defaultClientConditions],
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    // A font stays a file of its own (cached once for every page), never base64 in the stylesheet.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: isShell, tags: ['$initial'] }] } } } }),
  },
}));
