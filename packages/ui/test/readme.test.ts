/**
 * The README is the documentation a team outside gets with the package: it names every export, and its
 * rebrand recipe sets every token that carries the brand. Read from the sources, so a new export or
 * token fails here until the README has it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { packageDir } from './built';

const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

/** Every name the package root exports, values and types, as a consumer imports them. */
function exportedNames(): string[] {
  const index = path.join(packageDir, 'src/index.ts');
  const program = ts.createProgram([index], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.name)
    .sort();
}

/** The names the README shows as code (`Name`, or one of several in `Field`/`Input`). */
const namesInCode = new Set([...readme.matchAll(/`([^`\n]+)`/g)].flatMap((match) => match[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []));

/** The theming section's CSS block: the rebrand recipe. */
function recipe(): string {
  const section = readme.slice(readme.indexOf('<!-- theming -->'), readme.indexOf('<!-- /theming -->'));
  return /```css\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
}

describe('the README of @company/ui', () => {
  it('names every export of the package', () => {
    const names = exportedNames();
    // The index re-exports dozens of modules: if it read as a handful, the reading is broken, not the README.
    expect(names).toEqual(expect.arrayContaining(['Button', 'CtaBand', 'KeyFigures', 'Hero', 'Section', 'Container', 'useLeadForm']));
    expect(names.filter((name) => !namesInCode.has(name))).toEqual([]);
  });

  it('rebrands every token that carries the brand: the whole brand scale, the accent, the typeface and the radii', () => {
    const theme = readFileSync(path.join(packageDir, 'src/theme.css'), 'utf8');
    const brandTokens = [...theme.matchAll(/^\s*--((?:color-(?:plasma|glow)-\d+)|font-sans|radius-[a-z]+):/gm)].map((match) => `--ui-${match[1]}`);
    expect(brandTokens).toHaveLength(11 + 5 + 1 + 2);
    const set = [...recipe().matchAll(/(--ui-[\w-]+)\s*:/g)].map((match) => match[1]);
    expect(brandTokens.filter((token) => !set.includes(token))).toEqual([]);
  });
});
