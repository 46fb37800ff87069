/**
 * What each public component costs a consumer's bundle: the built module that defines it plus every
 * module of the library it imports, gzip-compressed together. Other packages (React, Radix, cva,
 * clsx) are left out: they are shared with the rest of the consumer's app and pinned by their own
 * versions, so the number moves only when the library's own code does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const RELATIVE_IMPORT = /\b(?:import|export)\s*(?:[^'"]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The library modules `file` reaches through relative imports, itself included, in a stable order. */
export function moduleGraph(dist: string, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  const imports = [...code.matchAll(RELATIVE_IMPORT)].map((match) => path.posix.join(path.posix.dirname(file), match[1]!));
  return [file, ...imports.flatMap((imported) => moduleGraph(dist, imported, seen))];
}

/** The entries the package root re-exports, each named by its path in dist without `.js`. */
export function publicEntries(dist: string): string[] {
  const index = readFileSync(path.join(dist, 'index.js'), 'utf8');
  return [...index.matchAll(RELATIVE_IMPORT)].map((match) => path.posix.normalize(match[1]!).replace(/\.js$/, ''));
}

export type EntrySize = { entry: string; modules: number; bytes: number; gzip: number };

export function measure(dist: string, entry: string): EntrySize {
  const files = moduleGraph(dist, `${entry}.js`);
  const code = files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  return { entry, modules: files.length, bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}
