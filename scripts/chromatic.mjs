// `npm run chromatic`: publishes Storybook to Chromatic for visual review when a project token is set.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic is off: set CHROMATIC_PROJECT_TOKEN to publish Storybook for visual review.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
process.exit(result.status ?? 1);
