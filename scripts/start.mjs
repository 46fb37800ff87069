// `npm start`: builds the site if it has not been built yet, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('site/build/client/index.html')) run('npm', ['run', 'build', '-w', 'site']);
run(process.execPath, ['--import', 'tsx', 'site/server/main.ts']);
