import { fileURLToPath } from 'node:url';

/**
 * The server runs from its build in site/build/runtime (`npm start`, plain Node) or from its TypeScript
 * source in site/server (tests and development tools, through tsx). The paths to what it serves and to
 * the module its PDF worker threads load depend on which.
 */
const fromSource = import.meta.url.endsWith('.ts');
const siteDir = new URL(fromSource ? '../' : '../../', import.meta.url);

/** The build the server serves: site/build, or the folder of site/ that SITE_BUILD_DIR names. */
export const buildDir = fileURLToPath(new URL(`${process.env.SITE_BUILD_DIR ?? 'build'}/`, siteDir));

/**
 * The estimate renderer, beside this module. From source the worker threads need the server's TypeScript
 * loader, and the `source` condition so that the document engine resolves to its TypeScript as in the build.
 */
const rendererFile = fromSource ? 'estimate-renderer.ts' : 'estimate-renderer.js';
export const estimateRenderer = {
  module: new URL(rendererFile, import.meta.url),
  execArgv: fromSource ? ['--conditions=source', '--import', 'tsx'] : [],
};
