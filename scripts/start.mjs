// `npm start`: builds what is missing, then serves the site and the lead API with plain Node from the
// build; `npm run start:api` (`--api`) serves the lead API alone, one of several processes behind a CDN
// that serves the static build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The security headers (with each page's script hashes) are written at the end of a site build: without
// them the server refuses to start, so an older build is rebuilt too.
const built = [
  'packages/lead-client/dist/index.js',
  'packages/lead-api/dist/index.js',
  'site/build/client/index.html',
  'site/build/security-headers.json',
  'site/build/runtime/main.js',
];
if (!built.every((file) => existsSync(file))) run('npm', ['run', 'build']);
run(process.execPath, [process.argv.includes('--api') ? 'site/build/runtime/api.js' : 'site/build/runtime/main.js']);
