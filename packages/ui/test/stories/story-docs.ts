// Helpers for stories only (not exported by the package): how a story appears on its docs page and
// what its "Show code" prints. Storybook's configuration (.storybook/preview.tsx) reads both.
import type * as React from 'react';

/**
 * Parameters for a story, or a whole meta, whose play function brings it into the state it is
 * named after (a dialog opened, a form sent, a tab chosen), or that needs a viewport of its own:
 * on docs pages it gets a frame of its own, where its play runs, so the page shows that state.
 * Frames take turns and never scroll the page or keep its focus (see .storybook/docs-frames.ts).
 * Without `height` the frame grows to fit the story; give one for what fills the window (a modal,
 * a page that scrolls).
 */
export function docsFrame(height?: number) {
  return { docs: { story: { inline: false, ...(height === undefined ? {} : { iframeHeight: height }) } } };
}

const CODE = Symbol.for('ionvale.story-snippet.code');

/** Where printed names come from: module specifier -> the names it provides. */
export type SnippetImports = Record<string, string[]>;

export type SnippetCode = { [CODE]: string; imports: SnippetImports };

export const isSnippetCode = (value: unknown): value is SnippetCode => typeof value === 'object' && value !== null && CODE in value;

export const snippetCodeText = (value: SnippetCode) => value[CODE];

/**
 * An expression "Show code" prints as written, for a value it cannot print from what it is: a
 * piece of state (`code('open')`), a callback (`code('() => setOpen(true)')`), a call into another
 * package (with its imports). Typed to fit any prop.
 */
export function code(expression: string, imports: SnippetImports = {}): never {
  return { [CODE]: expression, imports } as never;
}

/**
 * What "Show code" prints for a story: by default its component with the story's args. Components
 * and values are printed under the names `@company/ui` (and `@company/lead-client`) export them as;
 * callbacks that only record calls for the story's checks are left out when optional.
 */
export type Snippet<Args = Record<string, unknown>> = {
  /** The JSX to print, from the story's args (only the library's components and plain elements). */
  render?: (args: Args) => React.ReactNode;
  /** Args to print instead of the story's (`undefined` leaves a prop out): state, real callbacks. */
  args?: { [K in keyof Args]?: unknown };
  /** Statements that open the example component, such as `const [open, setOpen] = React.useState(false);`. */
  setup?: string[] | ((args: Args) => string[]);
  /** A complete example, printed as it is (an example built in the stories file, cut out with `region`). */
  source?: string;
};

/** `parameters` that set a story's (or meta's) snippet. */
export const snippet = <Args>(value: Snippet<Args>) => ({ snippet: value });

/**
 * The part of a file between `// #region <name>` and `// #endregion <name>`, with the package's
 * relative imports written as a consumer writes them (`'@company/ui'`). Pass the file as
 * `import text from './x.stories.tsx?raw'`, so the code shown is the code that runs.
 */
export function region(text: string, name: string): string {
  const start = text.indexOf(`// #region ${name}\n`);
  const end = text.indexOf(`// #endregion ${name}`);
  if (start < 0 || end < start) throw new Error(`No region '${name}' in the given text.`);
  return text
    .slice(start + `// #region ${name}\n`.length, end)
    .replace(/from '(\.\.\/)+index'/g, "from '@company/ui'")
    .trim();
}
