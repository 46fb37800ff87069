// Builds the site a second time, into site/build-e2e, pointed at the loopback stand-ins of the
// analytics, IP and chat services, for the consent end-to-end tests. Production builds never see these.
import { spawnSync } from 'node:child_process';

const { standInEnv } = await import('../site/e2e/support/vendor-stand-ins.ts');
const result = spawnSync('npx', ['react-router', 'build'], {
  cwd: 'site',
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...standInEnv, SITE_BUILD_DIR: 'build-e2e' },
});
process.exit(result.status ?? 1);
