/**
 * The packaging tests read the built library. This builds it when there is no build or when the build
 * is older than what it is made from, once, even when several test files start at the same time.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(fileURLToPath(import.meta.url), '../..');
export const repoRoot = path.resolve(packageDir, '../..');
export const dist = path.join(packageDir, 'dist');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What the build is made from: the sources, the build scripts and configuration, the manifest. */
const inputs = ['src', 'scripts', 'vite.config.ts', 'tsconfig.build.json', 'package.json'];

/** The newest modification time of `file`, or of any file under it. */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

function isFresh() {
  const built = path.join(dist, 'index.js');
  if (!existsSync(built) || !existsSync(path.join(dist, 'index.d.ts'))) return false;
  return statSync(built).mtimeMs >= Math.max(...inputs.map((input) => newest(path.join(packageDir, input))));
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function ensureBuilt() {
  if (isFresh()) return;
  // A directory as a lock: creating it either succeeds or fails atomically.
  const lock = path.join(packageDir, '.build-lock');
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} is held by a build that never finished; remove it`);
      sleep(250);
    }
  }
  try {
    // The test runner sets NODE_ENV=test, with which Vite would build React's development JSX (and the
    // build machine's file paths) into the package.
    const env = { ...process.env, NODE_ENV: 'production' };
    if (!isFresh()) execFileSync(npm, ['run', 'build', '-w', '@company/ui'], { cwd: repoRoot, stdio: 'pipe', env });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
