/**
 * Rendered estimates on disk, one file per configuration code and issue day. Every configuration's PDF is
 * the same for every visitor on a given day, so one render serves them all, across restarts and for
 * every process sharing the directory. The cache is bounded by the catalogue (one file per valid
 * configuration per day) and yesterday's files go as soon as a new day's first estimate is stored.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, OWNER_ONLY_FILE } from '../private-files.ts';

/** A code that is safe as a file name; the catalogue makes codes, but a path is never built from anything else. */
const SAFE_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const EXTENSION = /^(pdf|docx|txt)$/;

/** `extension` tells a configuration's documents apart: its estimate (`pdf`, when left out) and its drafts. */
export interface PdfCache {
  read(code: string, day: string, extension?: string): Promise<Uint8Array | undefined>;
  /** Stores atomically (a reader sees the whole file or none) and removes other days' files. */
  write(code: string, day: string, bytes: Uint8Array, extension?: string): Promise<void>;
}

export function diskPdfCache(dir: string): PdfCache {
  let currentDay: string | undefined;
  const file = (code: string, day: string, extension = 'pdf') => {
    if (!SAFE_CODE.test(code) || !DAY.test(day) || !EXTENSION.test(extension)) {
      throw new Error(`Not a cacheable estimate: ${JSON.stringify([code, day, extension])}`);
    }
    return path.join(dir, day, `${code}.${extension}`);
  };
  return {
    async read(code, day, extension) {
      try {
        return await readFile(file(code, day, extension));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(code, day, bytes, extension) {
      const target = file(code, day, extension);
      makePrivateDir(path.dirname(target));
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { mode: OWNER_ONLY_FILE });
      await rename(temporary, target);
      if (currentDay !== day) {
        currentDay = day;
        for (const entry of await readdir(dir)) {
          if (entry !== day) await rm(path.join(dir, entry), { recursive: true, force: true });
        }
      }
    },
  };
}
