/**
 * Gives the emitted declarations the import paths Node's ESM resolution needs. tsc writes relative
 * specifiers as the sources spell them ('./lib/cn', './primitives/button'), which bundler resolution
 * accepts but `moduleResolution: node16/nodenext` does not: such a consumer would see no exports at
 * all. Each relative specifier gets the file it names: `.js` for a module, `/index.js` for a folder.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(fileURLToPath(import.meta.url), '../../dist');

// `from './x'`, `import './x'`, `import('./x')` and `require('./x')` in declaration files.
const SPECIFIER = /(\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function declarationsIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return declarationsIn(full);
    return name.endsWith('.d.ts') ? [full] : [];
  });
}

function withExtension(file, specifier) {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(dist, file)}: '${specifier}' names no declaration file`);
}

let rewritten = 0;
for (const file of declarationsIn(dist)) {
  const source = readFileSync(file, 'utf8');
  const output = source.replace(SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (output !== source) {
    writeFileSync(file, output);
    rewritten += 1;
  }
}
console.log(`declarations: relative imports given their extensions in ${rewritten} files`);
