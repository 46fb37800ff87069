import type { Config } from '@react-router/dev/config';
import { readdirSync } from 'node:fs';
import { writeFirstPaint } from './scripts/first-paint/build-first-paint';
import { writeSecurityHeaders } from './scripts/security-headers/build-security-headers';

/** Every article is a Markdown file named after its slug. */
const articleSlugs = readdirSync(new URL('./app/content/insights', import.meta.url))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''));

export default {
  // Static hosting: every route is prerendered to HTML at build time, then hydrates into a SPA.
  ssr: false,
  // A second build for the analytics tests goes elsewhere (scripts/build-analytics-e2e.mjs).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...articleSlugs.map((slug) => `/insights/${slug}`),
      // The pages the server sends, with status 404, for unknown articles and unknown paths.
      '/insights/__not-found',
      '/404',
    ];
  },
  // After prerendering: pages that paint before their scripts load (critical CSS inlined, scripts
  // started after the first paint), then the CSP with each page's final inline-script hashes, from
  // the variables Vite built with.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await writeFirstPaint(reactRouterConfig.buildDirectory);
    await writeSecurityHeaders(reactRouterConfig.buildDirectory, viteConfig.env);
  },
} satisfies Config;
