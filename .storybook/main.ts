import type { StorybookConfig } from '@storybook/react-vite';

// Storybook for @company/ui. The same configuration drives `npm run storybook`, the static build and
// the `storybook` Vitest project (via @storybook/addon-vitest's `storybookTest` plugin), which runs every
// story's play function and the a11y checks in Chromium.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables from the TypeScript types themselves, so props typed in a sibling file (types.ts)
    // or inherited from Radix parts get their descriptions and defaults too. Only the components'
    // own files are read (not the stories). See ./arg-types.ts for descriptions filled in afterwards.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/primitives/**/*.tsx', 'packages/ui/src/patterns/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.fixtures.tsx'],
      // No cache on disk: it is keyed on each component file's own text, so a description edited in
      // a sibling types.ts (or a change to propFilter below) would not show until the cache is cleared.
      fileSystemCache: false,
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => {
        // Radix notes a default as `@defaultValue x` (a JSDoc tag, or text at the end of the
        // description): make it the table's default.
        const tagged = /\s*@defaultValue\s+(\S+)\s*$/.exec(prop.description);
        if (tagged) prop.description = prop.description.slice(0, tagged.index);
        const noted = (prop.tags as Record<string, string> | undefined)?.defaultValue ?? tagged?.[1];
        if (noted) prop.defaultValue ??= { value: noted.trim() };
        // React's DOM attributes are left out (a table lists the component's API, not every HTML
        // attribute), unless the component gives one a default of its own (Textarea's rows).
        return !prop.parent || !/node_modules\/@types\/react\//.test(prop.parent.fileName) || prop.defaultValue != null;
      },
    },
  },
  async viteFinal(viteConfig) {
    // Imported lazily: both are ESM-only and only needed once Storybook builds.
    const [{ defaultClientConditions, mergeConfig }, { default: tailwindcss }] = await Promise.all([import('vite'), import('@tailwindcss/vite')]);
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Workspace packages (the lead API's schemas in the form stories) from their TypeScript source.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: {
        // The large chunks are Storybook's own UI and axe, not the library.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          // Radix ships "use client" directives, meaningless in a client-only bundle: silence the
          // one warning per package that says they are dropped; pass every other warning on.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
