import type { Config } from '@react-router/dev/config';

// A bare React Router framework app, prerendered like the site: the yardstick for the site's JavaScript.
export default { ssr: false, prerender: ['/'] } satisfies Config;
