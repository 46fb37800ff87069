// `npm start`: builds the site if it has not been built yet, then serves it; `npm run start:api` (`--api`)
// serves the lead API alone, one of several processes behind a CDN that serves the static build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The security headers (with each page's script hashes) are written at the end of a build: without
// them the server refuses to start, so an older build is rebuilt too.
if (!existsSync('site/build/client/index.html') || !existsSync('site/build/security-headers.json')) {
  run('npm', ['run', 'build', '-w', 'site']);
}
run(process.execPath, ['--import', 'tsx', process.argv.includes('--api') ? 'site/server/api.ts' : 'site/server/main.ts']);
