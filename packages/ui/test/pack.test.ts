/**
 * The published package, as a consumer gets it: built, packed with `npm pack`, unpacked into a scratch
 * project's node_modules, then imported through its `exports` by a separate Node process that renders
 * components with react-dom/server. Nothing here reads the library's source.
 *
 * Installing (./install.ts): the scratch project gets the tarball's contents as
 * node_modules/@company/ui, and symlinks to this workspace's installed copies of react, react-dom and
 * each package the tarball's package.json lists under `dependencies` (the @types packages too, for the
 * TypeScript check).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, packageDir } from './built';
import { dependenciesOf, linkFromWorkspace, pack, unpack, workspaceModules, type PackResult } from './install';

let scratch: string;
let consumer: string;
let packed: PackResult;
let installed: string;

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Runs a module in the scratch project with Node and returns what it printed as JSON. */
function runInConsumer(file: string, source: string) {
  writeFileSync(path.join(consumer, file), source);
  const result = spawnSync(process.execPath, [file], { cwd: consumer, encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) throw new Error(`node ${file} failed (${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

beforeAll(() => {
  ensureBuilt();

  scratch = mkdtempSync(path.join(tmpdir(), 'company-ui-pack-'));
  packed = pack(packageDir, scratch);

  consumer = path.join(scratch, 'consumer');
  installed = unpack(path.join(scratch, packed.filename), consumer, '@company/ui');
  writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2));

  for (const name of ['react', 'react-dom', ...dependenciesOf(installed)]) linkFromWorkspace(consumer, name);
  for (const name of ['@types/react', '@types/react-dom']) linkFromWorkspace(consumer, name);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @company/ui', () => {
  it('ships the build, the manifest, the README and the changelog, not the sources or stories', () => {
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/styles.css']));
    expect(files.filter((file) => !file.startsWith('dist/')).sort()).toEqual(['CHANGELOG.md', 'README.md', 'package.json']);
    expect(files.filter((file) => /\.(stories|test|fixtures)\.|\.mdx$/.test(file))).toEqual([]);
  });

  it('is imported through its exports and renders on the server', () => {
    const result = runInConsumer(
      'render.mjs',
      `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@company/ui';

const footer = renderToString(
  h(ui.SiteFooter, {
    brand: { name: 'Ionvale Systems', description: 'Plasma etching and deposition equipment.' },
    email: 'sales@ionvale.example',
    phone: { display: '+1 (555) 010-0199', href: 'tel:+15550100199' },
    social: [
      { network: 'professional-network', label: 'Ionvale on LinkedIn', href: 'https://social.example/ionvale' },
      { network: 'microblog', label: 'Ionvale on X', href: 'https://microblog.example/ionvale' },
      { network: 'video', label: 'Ionvale on YouTube', href: 'https://video.example/ionvale' },
    ],
    partner: { description: 'A partner of', label: 'Example Electronics', href: 'https://partner.example' },
    columns: [{ heading: 'Company', links: [{ label: 'About Us', href: '/about' }] }],
    copyright: '(c) 2025 Ionvale Systems',
  }),
);
const header = renderToString(
  h(ui.SiteHeader, {
    brand: { name: 'Ionvale Systems', href: '/' },
    currentPath: '/about',
    items: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      {
        label: 'Products',
        activeFor: ['/products'],
        menu: { label: 'Products', columns: [{ heading: 'Etching', links: [{ label: 'RIE', href: '/products/rie-etcher' }] }], actions: [] },
      },
    ],
  }),
);

// A Standard Schema by hand (the consumer has no schema library): it accepts anything.
const schema = { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } };
const contact = renderToString(
  h(ui.ContactForm, { schema, onSubmit: async () => 'ok', failureEmail: 'sales@ionvale.example', initialMessage: 'Hello' }),
);
const field = renderToString(h(ui.Field, { label: 'Name', required: true, error: 'Please enter your name.' }, h(ui.Input, { name: 'name' })));
const closedDialog = renderToString(
  h(ui.QuoteDialog, { open: false, onOpenChange() {}, productName: 'ICP-RIE', schema, onSubmit: async () => 'ok' }),
);

console.log(JSON.stringify({
  exports: Object.keys(ui).sort(),
  contact,
  field,
  closedDialog,
  button: renderToString(h(ui.Button, { variant: 'secondary' }, 'Request a Quote')),
  link: renderToString(h(ui.Button, { asChild: true }, h('a', { href: '/contact?topic=quote' }, 'Request a Quote'))),
  banner: renderToString(h(ui.CookieBanner, { open: true, onChoice() {} }, 'We use cookies.')),
  footer,
  header,
  entry: import.meta.resolve('@company/ui'),
}));
`,
    );

    expect(result.exports).toEqual(
      expect.arrayContaining(['Button', 'buttonVariants', 'CookieBanner', 'MegaMenu', 'SiteFooter', 'SiteHeader', 'cn']),
    );
    expect(result.exports).toEqual(
      expect.arrayContaining([
        'BotChallenge',
        'Checkbox',
        'ContactForm',
        'Dialog',
        'ErrorSummary',
        'Field',
        'FormAlert',
        'GatedDownloadDialog',
        'Input',
        'QuoteDialog',
        'Select',
        'Textarea',
      ]),
    );

    // The contact form renders on the server with its fields named as the API's keys, labelled.
    const contact = result.contact as string;
    expect(contact).toMatch(/^<form /);
    for (const name of ['name', 'email', 'phone', 'organization', 'message']) expect(contact).toContain(`name="${name}"`);
    expect(contact).toContain('type="email"');
    expect(contact).toContain('>Hello</textarea>');
    expect(contact).toContain('>Send Message</button>');
    // A label tied to its control by id, an error tied by aria-describedby.
    const field = result.field as string;
    const id = /<label for="([^"]+)"/.exec(field)?.[1];
    expect(id).toBeTruthy();
    expect(field).toContain(`id="${id}"`);
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain(`aria-describedby="${id}-error"`);
    expect(field).toContain('required=""');
    // A closed dialog renders nothing (and loads nothing).
    expect(result.closedDialog).toBe('');
    // Resolved from the unpacked tarball, not the workspace.
    expect(fileURLToPath(result.entry as string)).toBe(path.join(installed, 'dist/index.js'));

    expect(result.button).toMatch(/^<button[^>]*\stype="button"/);
    expect(result.button).toContain('data-slot="button"');
    expect(result.button).toContain('>Request a Quote</button>');
    expect(result.link).toMatch(/^<a [^>]*href="\/contact\?topic=quote"/);
    expect(result.link).not.toContain('<button');
    expect(result.link).not.toContain('type=');

    expect(result.banner).toMatch(/^<section[^>]*aria-labelledby="([^"]+)"/);
    expect(result.banner).toContain('>Accept All</button>');
    expect(result.banner).toContain('>Reject All</button>');

    const footer = result.footer as string;
    expect(footer).toMatch(/^<footer /);
    expect(footer).toContain('href="mailto:sales@ionvale.example"');
    expect(footer).toContain('href="tel:+15550100199"');
    expect(footer).toContain('aria-label="Social media"');
    for (const name of ['Ionvale on LinkedIn', 'Ionvale on X', 'Ionvale on YouTube', 'Example Electronics']) {
      expect(footer).toContain(`>${name}</`);
    }
    expect(footer).toContain('<svg aria-hidden="true"');

    const header = result.header as string;
    expect(header).toMatch(/^<header /);
    expect(header).toContain('aria-label="Main"');
    expect(header).toMatch(/<a [^>]*href="\/about"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/about"/);
    expect(header.match(/aria-current=/g)).toHaveLength(1);
    expect(header).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Menu|<span class="ui:sr-only">Menu<\/span>/);
    expect(header).toMatch(/<button[^>]*>Products/);
  });

  it('exports its stylesheet as @company/ui/styles.css', () => {
    const result = runInConsumer('styles.mjs', `console.log(JSON.stringify({ css: import.meta.resolve('@company/ui/styles.css') }));`);
    const file = fileURLToPath(result.css as string);
    expect(file).toBe(path.join(installed, 'dist/styles.css'));
    const css = readFileSync(file, 'utf8');
    expect(css.length).toBeGreaterThan(1000);
    // Built CSS, with the design tokens and the classes the components use, not Tailwind source.
    expect(css).not.toContain('@import');
    expect(css).not.toContain('@config');
    // The tokens from theme.css, as --ui- custom properties that the (ui:-prefixed) classes read.
    expect(css).toMatch(/--ui-color-plasma-700:\s*#3a35c1/);
    expect(css).toMatch(/\.ui\\:bg-plasma-700\s*\{\s*background-color:\s*var\(--ui-color-plasma-700\)/);
    expect(css).toMatch(/--ui-radius-control:\s*\.5rem/);
    expect(css).toMatch(/\.ui\\:rounded-control\s*\{\s*border-radius:\s*var\(--ui-radius-control\)/);
    expect(css).toMatch(/\.ui\\:sr-only\s*\{/);
    // A responsive variant: the header's menu toggle hides from the `lg` breakpoint up.
    expect(css).toMatch(/\.ui\\:lg\\:hidden\s*\{\s*display:\s*none/);
  });

  it("is a production build: React's JSX runtime, no file paths of the machine it was built on", () => {
    const dist = path.join(installed, 'dist');
    const modules = filesUnder(dist).filter((file) => file.endsWith('.js'));
    const code = modules.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(code).toContain('"react/jsx-runtime"');
    expect(code).not.toContain('jsx-dev-runtime');
    expect(code).not.toContain(packageDir);
  });

  // Client components start with "use client", so a server component can import them from the package
  // directly; modules that only render markup or compute (cn, Button's variants) stay importable and
  // callable on the server.
  it('marks exactly its client modules "use client" for React Server Components', () => {
    const dist = path.join(installed, 'dist');
    const modules = filesUnder(dist).filter((file) => file.endsWith('.js'));
    const code = (file: string) => readFileSync(path.join(dist, file), 'utf8');
    const marked = new Set(modules.filter((file) => code(file).startsWith('"use client";\n')));

    for (const file of [
      'patterns/quote-dialog/quote-dialog.js',
      'patterns/gated-download-dialog/gated-download-dialog.js',
      'patterns/contact-form/contact-form.js',
      'patterns/site-header/site-header.js',
      'patterns/mega-menu/mega-menu.js',
      'patterns/cookie-banner/cookie-banner.js',
      'patterns/site-footer/site-footer.js',
      'primitives/dialog/dialog.js',
      'primitives/form-field/form-field.js',
      'lib/use-media-query.js',
    ]) {
      expect(marked.has(file), `${file} is marked`).toBe(true);
    }
    for (const file of [
      'index.js',
      'lib/cn.js',
      'lib/link.js',
      'primitives/button/button.js',
      'primitives/spec-table/spec-table.js',
      'patterns/product-card/product-card.js',
    ]) {
      expect(modules).toContain(file);
      expect(code(file), `${file} is not marked`).not.toContain('use client');
    }
    // Whatever uses state, effects, refs or context, or hands the DOM an event handler, is marked.
    const clientOnly =
      /\b(useState|useEffect|useLayoutEffect|useInsertionEffect|useRef|useReducer|useContext|createContext|useSyncExternalStore|useTransition|useDeferredValue|useImperativeHandle|useOptimistic|useActionState)\b|\bon[A-Z]\w*:/;
    expect(modules.filter((file) => !marked.has(file) && clientOnly.test(code(file)))).toEqual([]);
    // The directive is the module's first statement, and appears nowhere else.
    for (const file of marked) expect(code(file).split('use client')).toHaveLength(2);
  });

  // The consumer's TypeScript resolves the declarations like its runtime resolves the modules: by a
  // bundler (Vite, React Router, Next), or by Node's own ESM rules, which need every relative import
  // in a declaration file to name its file.
  it.each(['Bundler', 'NodeNext'])('gives a TypeScript consumer (%s resolution) its types', (resolution) => {
    writeFileSync(
      path.join(consumer, 'app.tsx'),
      `import { Button, QuoteDialog, SiteHeader, type FormSchema, type QuoteRequestValues, type SiteHeaderProps } from '@company/ui';
import '@company/ui/styles.css';
const props: SiteHeaderProps = { brand: { name: 'X', href: '/' }, items: [], currentPath: '/' };
const schema: FormSchema<QuoteRequestValues> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: value as QuoteRequestValues }) },
};
export const app = (
  <>
    <Button variant="secondary" size="lg">Go</Button>
    <SiteHeader {...props} />
    <QuoteDialog
      open={false}
      onOpenChange={() => {}}
      productName="ICP-RIE"
      schema={schema}
      onSubmit={async (values) => values.productName}
    />
  </>
);
// @ts-expect-error: not a variant the library offers.
export const wrong = <Button variant="purple">No</Button>;
`,
    );
    writeFileSync(path.join(consumer, 'styles.d.ts'), "declare module '*.css';\n");
    const config = `tsconfig.${resolution.toLowerCase()}.json`;
    writeFileSync(
      path.join(consumer, config),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
          moduleResolution: resolution,
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['app.tsx', 'styles.d.ts'],
      }),
    );
    const tsc = path.join(workspaceModules, 'typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', config], { cwd: consumer, encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

// The stylesheets a consumer puts on any page: styles.css styles only the components (their classes),
// never the page's own elements; element resets are the opt-in base.css; theme.css carries the tokens.
describe('the packed @company/ui stylesheets on a host page', () => {
  const read = (specifier: string) => {
    const result = runInConsumer('resolve-css.mjs', `console.log(JSON.stringify({ file: import.meta.resolve(${JSON.stringify(specifier)}) }));`);
    return readFileSync(fileURLToPath(result.file as string), 'utf8');
  };
  /** Every style rule as [selector list, declarations], at-rule preludes (@media, @layer, …) skipped. */
  const rules = (css: string) =>
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{([^{}]*)\}/g)]
      .map((match) => [match[1]!.trim(), match[2]!.trim()] as const)
      .filter(([selector]) => !selector.startsWith('@') && !/^(from|to|\d+%)$/.test(selector));

  /** A selector list's complex selectors: split at the commas outside parentheses and not escaped (`\,`). */
  const complexSelectors = (list: string) => {
    const parts = [''];
    let depth = 0;
    for (let index = 0; index < list.length; index++) {
      const character = list[index]!;
      if (character === '\\') {
        parts[parts.length - 1] += character + (list[++index] ?? '');
        continue;
      }
      if (character === '(') depth++;
      if (character === ')') depth--;
      if (character === ',' && depth === 0) parts.push('');
      else parts[parts.length - 1] += character;
    }
    return parts.map((part) => part.trim());
  };
  /** The library's elements: a `data-slot` or a `ui:` class (as minified, in `:is(…)` or `:where(…)`). */
  const LIBRARY_ELEMENT = '([data-slot],[class*=ui\\:])';
  const namesTheLibrary = (selector: string) => selector.includes('.ui\\:') || selector.includes(LIBRARY_ELEMENT);
  /** The content of every `@layer <name> { … }` block. */
  const layerBlocks = (css: string, name: string) => {
    const blocks: string[] = [];
    for (let start = css.indexOf(`@layer ${name}{`); start !== -1; start = css.indexOf(`@layer ${name}{`, start + 1)) {
      let depth = 0;
      for (let index = start; index < css.length; index++) {
        if (css[index] === '{') depth++;
        if (css[index] === '}' && --depth === 0) {
          blocks.push(css.slice(css.indexOf('{', start) + 1, index));
          break;
        }
      }
    }
    return blocks;
  };

  it("styles.css sets nothing on elements outside the library: its resets select only the library's own elements", () => {
    const css = read('@company/ui/styles.css');
    // Every selector of a rule that sets more than custom properties names the library's elements: a
    // `ui:` class, or the `data-slot`/`ui:` marker. No `h2 {`, `button,` or `*,` reaches a page's own.
    const unscoped = rules(css).flatMap(([selector, declarations]) =>
      complexSelectors(selector)
        .filter((complex) => !namesTheLibrary(complex))
        .map((complex) => [complex, declarations] as const),
    );
    // What is left: the token variables on :root, and (`*, ::before, ::after`) the custom properties
    // Tailwind initialises for browsers without @property; none of it changes how an element looks.
    for (const [selector, declarations] of unscoped) {
      const properties = declarations
        .split(';')
        .map((declaration) => declaration.split(':')[0]!.trim())
        .filter(Boolean);
      expect(
        properties.filter((property) => !property.startsWith('--')),
        selector,
      ).toEqual([]);
      if (selector.startsWith('*'))
        expect(
          properties.every((property) => property.startsWith('--tw-')),
          selector,
        ).toBe(true);
    }
    // One unlayered rule on the library's elements that no class names: it rolls a host page's unlayered
    // rules back (revert-layer), so it changes nothing where the page has none.
    const guard = rules(css).filter(([, declarations]) => declarations.includes('revert-layer'));
    expect(guard).toEqual([[':is([data-slot],[class*=ui\\:]):not(#\\#)', 'all:revert-layer']]);
    // The components' own reset: every rule on the marker besides the guard sits in the `base` layer,
    // below every component class, and weighs nothing (`:where`), so any class beats it. One rule weighs
    // a class: the typeface on the library's outermost elements, since a host's own Tailwind puts its
    // `button { font: inherit }` in a `base` layer of the same name; it sets the family and nothing else.
    const typeface = [':is([data-slot],[class*=ui\\:]):not(:is([data-slot],[class*=ui\\:]) *)', 'font-family:var(--ui-font-sans)'];
    const reset = rules(css).filter(([selector]) => selector.includes(LIBRARY_ELEMENT) && selector !== guard[0]![0]);
    expect(reset.length).toBeGreaterThan(0);
    const inBase = rules(layerBlocks(css, 'base').join('\n'));
    for (const [selector, declarations] of reset) {
      expect(inBase, selector).toContainEqual([selector, declarations]);
      if (selector === typeface[0]) {
        expect(declarations, selector).toBe(typeface[1]);
        continue;
      }
      for (const complex of complexSelectors(selector)) expect(complex, selector).toContain(`:where${LIBRARY_ELEMENT}`);
    }
  });

  it('every var(--…) in styles.css names a variable the library defines (or one Tailwind sets on the element)', () => {
    const css = read('@company/ui/styles.css');
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!));
    const used = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    // An unprefixed name, or one nothing defines, is empty on a page without the site's own theme: an
    // animation naming it has no animation at all.
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect([...used].filter((name) => !name.startsWith('--ui-') && !name.startsWith('--tw-'))).toEqual([]);
  });

  it('base.css is the opt-in element reset', () => {
    const css = read('@company/ui/base.css');
    expect(css).toMatch(/\*,\s*:after,\s*:before|\*,\s*::after,\s*::before/);
    expect(css).toMatch(/button/);
    expect(css).not.toContain('.ui\\:');
  });

  it('theme.css defines the tokens as custom properties, without classes or resets', () => {
    const css = read('@company/ui/theme.css');
    expect(css).toMatch(/:root[^{]*\{[^}]*--ui-color-plasma-600:\s*#4643dc/);
    expect(css).toMatch(/--ui-color-ink-950:\s*#020617/);
    expect(css).toMatch(/--ui-text-display:\s*clamp\(/);
    expect(css).toMatch(/--ui-radius-card:\s*1rem/);
    expect(rules(css).map(([selector]) => selector)).toEqual([':root,:host']);
  });
});
