/**
 * The lead database and the e-mails hold personal data, so only the service's own user may read them.
 * A mode given at creation is narrowed by the umask, never widened: these can only end up stricter.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import type { Logger } from './logger.ts';

const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;
const GROUP_AND_OTHERS = 0o077;

/** Creates the directory, and any missing parent, for the owner alone. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
}

/**
 * Takes group and other access away from a file or directory of the service's own that an older version
 * created readable by everyone; one that does not exist yet is left for its creator.
 */
export function restrictToOwner(file: string): void {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & GROUP_AND_OTHERS) !== 0) chmodSync(file, mode & ~GROUP_AND_OTHERS & 0o7777);
}

/**
 * At start: the outbox directory becomes the owner's alone (older versions made it 0755). DATA_DIR itself
 * is only reported, not changed: the operator may have pointed it at a directory that is not the
 * service's alone (a shared volume, even /tmp), and what inside it holds personal data is private anyway.
 */
export function protectDataDir(dataDir: string, outboxDir: string, logger: Logger): void {
  restrictToOwner(outboxDir);
  let mode: number;
  try {
    mode = statSync(dataDir).mode;
  } catch {
    return;
  }
  if ((mode & GROUP_AND_OTHERS) !== 0) {
    logger.warn('DATA_DIR is open to other local users; the files holding leads are private, but `chmod 700` it unless it is shared on purpose', {
      dataDir,
      mode: (mode & 0o777).toString(8),
    });
  }
}
