/**
 * Installing a packed workspace package into a scratch project the way the packaging tests do it:
 * `npm pack`, the tarball's contents unpacked as node_modules/<name>, and symlinks to this
 * workspace's installed copies of the other packages the project needs. That keeps the tests offline
 * and fast (no registry, no npm cache, no install step that can hang), and it still fails on what a
 * real install would catch: a file left out of `files`, a wrong `exports` or `types` path, or an
 * import of a package the library does not declare as a dependency (only declared ones are linked;
 * Node resolves each linked package's own dependencies from its real location).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './built';

export const workspaceModules = path.join(repoRoot, 'node_modules');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export type PackResult = { filename: string; files: Array<{ path: string }> };

/**
 * Packs the package in `packageDir` into `destination` and returns what npm reports. With
 * `ignoreScripts`, npm runs no `prepare` script: the package's build must be there already.
 */
export function pack(packageDir: string, destination: string, { ignoreScripts = false } = {}): PackResult {
  const args = ['pack', '--json', '--pack-destination', destination, ...(ignoreScripts ? ['--ignore-scripts'] : [])];
  const output = execFileSync(npm, args, { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [result] = JSON.parse(output) as PackResult[];
  if (!result) throw new Error(`npm pack printed no result:\n${output}`);
  return result;
}

/** Unpacks a tarball as `project`/node_modules/`name` and returns that directory. */
export function unpack(tarball: string, project: string, name: string): string {
  const installed = path.join(project, 'node_modules', name);
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  return installed;
}

/** The `dependencies` an installed package declares. */
export function dependenciesOf(installed: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** Links the workspace's installed copy of `name` into `project`/node_modules (once). */
export function linkFromWorkspace(project: string, name: string) {
  const source = path.join(workspaceModules, name);
  if (!existsSync(source)) throw new Error(`${name} is not installed in the workspace`);
  const target = path.join(project, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}
