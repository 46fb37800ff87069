import * as client from '@company/lead-client/client';
import * as schemas from '@company/lead-client/schemas';
import { render as componentWithArgs } from '@storybook/react/entry-preview';
import type { StoryContext } from '@storybook/react-vite';
import * as React from 'react';
import * as ui from '../packages/ui/src/index';
import { isSnippetCode, snippetCodeText, type Snippet, type SnippetImports } from '../packages/ui/test/stories/story-docs';

// "Show code" for every story: a module a consumer can paste and run. It prints the story's JSX
// (its component with its args, or the story's `parameters.snippet`) from the values themselves,
// never from the story's source, so it holds no test code; components and values are named as the
// packages export them (looked up by identity in the packages' namespaces), so minified names in
// the static build never show; anything it cannot name is an error in the snippet, not a guess.

/** The packages a consumer imports from, in the order their imports are printed. */
const PACKAGES: Array<[string, Record<string, unknown>]> = [
  ['@company/ui', ui],
  ['@company/lead-client/schemas', schemas],
  ['@company/lead-client/client', client],
];

let exported: Map<unknown, { module: string; name: string }> | undefined;

/** The exported name of a component or of an object/function value, by identity. */
function exportOf(value: unknown) {
  if (!exported) {
    exported = new Map();
    for (const [module, namespace] of PACKAGES) {
      for (const [name, member] of Object.entries(namespace)) {
        if ((typeof member === 'object' && member !== null) || typeof member === 'function') {
          if (!exported.has(member)) exported.set(member, { module, name });
        }
      }
    }
  }
  return exported.get(value);
}

class SnippetError extends Error {}

const WIDTH = 100;
const pad = (depth: number) => '  '.repeat(depth);

type Docgen = { props?: Record<string, { required?: boolean } | undefined> };

/** A callback from `fn()` of storybook/test: it records calls for the story's checks. */
const isSpy = (value: unknown) => typeof value === 'function' && 'mock' in value;

class Printer {
  readonly imports = new Map<string, Set<string>>();

  use(module: string, name: string) {
    if (!this.imports.has(module)) this.imports.set(module, new Set());
    this.imports.get(module)!.add(name);
  }

  useAll(imports: SnippetImports) {
    for (const [module, names] of Object.entries(imports)) for (const name of names) this.use(module, name);
  }

  /** A JavaScript expression for a value, continuation lines indented from `depth`. */
  value(value: unknown, depth: number): string {
    if (isSnippetCode(value)) {
      this.useAll(value.imports);
      return snippetCodeText(value);
    }
    const known = exportOf(value);
    if (known) {
      this.use(known.module, known.name);
      return known.name;
    }
    if (value === null || value === undefined) return String(value);
    if (typeof value === 'string') return quote(value);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (React.isValidElement(value)) return this.element(value, depth);
    if (isSpy(value)) return '() => {}';
    if (typeof value === 'function') throw new SnippetError('a function that is not exported (give it with code())');
    if (value instanceof RegExp) return String(value);
    if (Array.isArray(value)) {
      const items = value.map((item) => this.value(item, depth + 1));
      return wrap('[', ']', items, depth);
    }
    if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${this.value(item, depth + 1)}`);
      return entries.length ? wrap('{ ', ' }', entries, depth, '{', '}') : '{}';
    }
    throw new SnippetError(`a value that is not exported (${Object.prototype.toString.call(value)})`);
  }

  /** The name an element is written with. */
  private tag(type: unknown): string {
    if (typeof type === 'string') return type;
    if (type === React.Fragment) return '';
    const known = exportOf(type);
    if (!known) {
      const name = (type as { displayName?: string; name?: string } | null)?.displayName ?? 'a component';
      throw new SnippetError(`${name} is not exported from @company/ui`);
    }
    this.use(known.module, known.name);
    return known.name;
  }

  /** JSX for an element; its first line is not indented, the others are from `depth`. */
  element(element: React.ReactElement, depth: number): string {
    const tag = this.tag(element.type);
    const docgen = (element.type as { __docgenInfo?: Docgen }).__docgenInfo;
    const { children, ...props } = element.props as Record<string, unknown>;
    const attributes: string[] = [];
    for (const [name, given] of Object.entries(props)) {
      // The library's prefixed utility classes are its own: its stylesheet holds only those its
      // components use, so the ones a story sets for its layout mean nothing on a consumer's page.
      const value =
        name === 'className' && typeof given === 'string'
          ? given
              .split(/\s+/)
              .filter((name) => name && !name.startsWith('ui:'))
              .join(' ') || undefined
          : given;
      if (value === undefined) continue;
      // Calls recorded only for the story's checks: an optional callback is simply left out.
      if (isSpy(value) && !docgen?.props?.[name]?.required) continue;
      attributes.push(this.attribute(name, value, depth + 1));
    }
    const kids = this.children(children, depth + 1);
    const oneLineAttributes = attributes.every((attribute) => !attribute.includes('\n'));
    const opening = `<${tag}${attributes.map((attribute) => ` ${attribute}`).join('')}`;
    if (kids.length === 0) {
      if (oneLineAttributes && pad(depth).length + opening.length + 3 <= WIDTH) return `${opening} />`;
      return `<${tag}\n${attributes.map((attribute) => `${pad(depth + 1)}${attribute}\n`).join('')}${pad(depth)}/>`;
    }
    const open =
      oneLineAttributes && pad(depth).length + opening.length + 1 <= WIDTH
        ? `${opening}>`
        : `<${tag}\n${attributes.map((attribute) => `${pad(depth + 1)}${attribute}\n`).join('')}${pad(depth)}>`;
    const inline = `${open}${kids.map((kid) => kid.inline).join('')}</${tag}>`;
    if (!inline.includes('\n') && pad(depth).length + inline.length <= WIDTH && kids.every((kid) => kid.inline !== null)) {
      return inline;
    }
    const lines = kids.map((kid) => `${pad(depth + 1)}${kid.block}`);
    return `${open}\n${lines.join('\n')}\n${pad(depth)}</${tag}>`;
  }

  private attribute(name: string, value: unknown, depth: number): string {
    if (value === true) return name;
    if (typeof value === 'string' && !/["\\\n]/.test(value)) return `${name}="${value}"`;
    return `${name}={${this.value(value, depth)}}`;
  }

  /** Each child as it is written inline (text as is) and on a line of its own (spaces kept). */
  private children(children: unknown, depth: number): Array<{ inline: string; block: string }> {
    const flat: unknown[] = [];
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node !== null && node !== undefined && typeof node !== 'boolean' && node !== '') flat.push(node);
    };
    visit(children);
    return flat.map((child) => {
      if (typeof child === 'string' || typeof child === 'number') {
        const text = String(child);
        const safe = !/[{}<>&]/.test(text);
        const body = safe ? text : `{${quote(text)}}`;
        const block = safe ? `${/^\s/.test(text) ? "{' '}" : ''}${text.trim()}${/\s$/.test(text) ? "{' '}" : ''}` : body;
        return { inline: body, block };
      }
      if (React.isValidElement(child)) {
        const jsx = this.element(child, depth);
        return { inline: jsx, block: jsx };
      }
      const expression = `{${this.value(child, depth)}}`;
      return { inline: expression, block: expression };
    });
  }

  /** The import lines for what was printed, React first. */
  importLines(body: string): string[] {
    const lines: string[] = [];
    if (/\bReact\./.test(body)) lines.push("import * as React from 'react';");
    const modules = [...this.imports.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    for (const module of modules) {
      const names = [...this.imports.get(module)!].sort((a, b) => a.localeCompare(b));
      lines.push(`import { ${names.join(', ')} } from '${module}';`);
    }
    return lines;
  }
}

function order(module: string) {
  const index = PACKAGES.findIndex(([name]) => name === module);
  return index < 0 ? PACKAGES.length : index;
}

function quote(text: string) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** `[a, b]` on one line when it is short, else one item a line. */
function wrap(open: string, close: string, items: string[], depth: number, openBlock = open.trim(), closeBlock = close.trim()) {
  const line = `${open}${items.join(', ')}${close}`;
  if (items.length === 0) return `${openBlock}${closeBlock}`;
  if (!line.includes('\n') && line.length + pad(depth).length <= WIDTH - 10) return line;
  return `${openBlock}\n${items.map((item) => `${pad(depth + 1)}${item},`).join('\n')}\n${pad(depth)}${closeBlock}`;
}

/** The example module for a story. Exported for the check that every snippet compiles. */
export function storySnippet(context: Pick<StoryContext, 'args' | 'component' | 'parameters' | 'name' | 'originalStoryFn'>): string {
  const options = (context.parameters.snippet ?? {}) as Snippet;
  if (options.source) return `${options.source}\n`;
  const printer = new Printer();
  try {
    // A story that renders more than its component says what to print: its render may hold state,
    // stand-ins or layout that a consumer would not write.
    const story = (context as { moduleExport?: { render?: unknown; parameters?: { snippet?: unknown } } }).moduleExport;
    const ownRender = story?.render !== undefined && story.parameters?.snippet === undefined;
    if (ownRender || (!options.render && context.originalStoryFn && context.originalStoryFn !== componentWithArgs)) {
      throw new SnippetError('the story has a render of its own; give its code as parameters.snippet');
    }
    const args = { ...context.args, ...options.args } as Record<string, unknown>;
    const tree = options.render ? options.render(args) : context.component ? React.createElement(context.component as React.ElementType, args) : null;
    if (!React.isValidElement(tree)) throw new SnippetError('the story renders nothing to print');
    // Setup reads the story's own args (what state starts as), not the snippet's stand-ins.
    const setup = (typeof options.setup === 'function' ? options.setup(context.args) : options.setup) ?? [];
    const jsx = printer.element(tree, 2);
    const body = [
      'export function Example() {',
      ...setup.map((line) => `  ${line}`),
      ...(jsx.includes('\n') ? ['  return (', `    ${jsx}`, '  );'] : [`  return ${jsx.trim()};`]),
      '}',
    ].join('\n');
    return `${[...printer.importLines(body), '', body].join('\n')}\n`;
  } catch (error) {
    if (!(error instanceof SnippetError)) throw error;
    return `// The code of '${context.name}' cannot be shown: ${error.message}.\n`;
  }
}
