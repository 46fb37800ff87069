import type { Config } from '@react-router/dev/config';

export default {
  // Static hosting: every route is prerendered to HTML at build time, then hydrates into a SPA.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // "/404" renders the catch-all route: the server sends it, with status 404, for unknown paths.
    return [...getStaticPaths(), '/404'];
  },
} satisfies Config;
