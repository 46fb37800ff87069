import { defineConfig, type Plugin } from 'vite';

/*
 * React Server Components: a module that uses state, effects, refs, context or event handlers must
 * start with "use client" so a server component can import it directly; the bundler drops directives
 * from the sources, and most sources have none. Judged from each source file, so a new component is
 * marked without a list to keep up to date. `useId` alone does not make a module client-only (React
 * renders it on the server), nor does rendering Radix parts, which carry their own directive.
 */
const CLIENT_ONLY = [
  /^\s*['"]use client['"]/m,
  // Any hook but useId: React's own client hooks and the library's hooks built on them.
  /\buse(?!Id\b)[A-Z]\w*\s*[(<]/,
  /\bcreateContext\b/,
  // An event handler written in JSX: a function handed to the DOM, which a server cannot send.
  /\son[A-Z]\w*=\{/,
];

function useClientDirective(): Plugin {
  const clientModules = new Set<string>();
  return {
    name: 'company-ui:use-client',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null;
      if (CLIENT_ONLY.some((pattern) => pattern.test(code))) clientModules.add(id);
      else clientModules.delete(id);
      return null;
    },
    // A banner (not a string prepended after the build) keeps each module's source map in line.
    outputOptions(options) {
      return {
        ...options,
        banner: (chunk) => (chunk.facadeModuleId && clientModules.has(chunk.facadeModuleId) ? '"use client";' : ''),
      };
    },
  };
}

// Library build: ESM only, one module per source file so consumers tree-shake what they do not use.
export default defineConfig({
  plugins: [useClientDirective()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'] },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
