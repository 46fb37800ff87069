import { fileURLToPath } from 'node:url';
import { defaultServerConditions, defineConfig } from 'vite';

/**
 * The server as plain JavaScript for Node (`npm start`, `npm run start:api`): the entry points and the
 * estimate renderer the PDF worker threads load, each a file in build/runtime beside the build they
 * serve. The site's own modules and the document engine are bundled in; other packages, the lead API among
 * them, stay imports that Node resolves from node_modules at run time.
 */
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // The lead API and its client from their built dist, as any host of the packages runs them.
    external: ['@company/lead-api', '@company/lead-client'],
    // The document engine from its source, like the build-time documents: an estimate and a datasheet are
    // laid out by the same code, and the server needs no dist of it. The same for the library and the
    // analytics client, which the pages' components the server renders for shared addresses import. What
    // these import (PDFKit, the fonts, React, Radix) still resolves from node_modules at run time.
    noExternal: ['@company/documents', '@company/ui', '@company/analytics'],
  },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'build/runtime',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./server/main.ts', import.meta.url)),
        api: fileURLToPath(new URL('./server/api.ts', import.meta.url)),
        'estimate-renderer': fileURLToPath(new URL('./server/estimate-renderer.ts', import.meta.url)),
      },
      // One folder: the modules find the build and the renderer relative to themselves.
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
