import type { Config } from 'tailwindcss';

/**
 * The design tokens: the one source of colours, type, spacing, radii and breakpoints for the
 * component library and the site. Both load it through `@config` in their CSS entry.
 */
export default {
  content: [],
  theme: {
    screens: {
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
    },
    extend: {
      colors: {
        // Text and surfaces: a cool slate.
        ink: {
          50: '#f8fafc',
          100: '#f1f5f9',
          200: '#e2e8f0',
          300: '#cbd5e1',
          400: '#94a3b8',
          500: '#64748b',
          600: '#475569',
          700: '#334155',
          800: '#1e293b',
          900: '#0f172a',
          950: '#020617',
        },
        // The brand colour: the violet-blue glow of an oxygen/fluorine plasma.
        plasma: {
          50: '#f1f3ff',
          100: '#e2e6ff',
          200: '#c8cffd',
          300: '#a3aefa',
          400: '#7b86f4',
          500: '#5a60eb',
          600: '#4643dc',
          700: '#3a35c1',
          800: '#302d9c',
          900: '#2c2b7c',
          950: '#1b1a48',
        },
        // Accent for highlights on dark surfaces.
        glow: {
          200: '#a5f3fc',
          300: '#67e8f9',
          400: '#22d3ee',
          600: '#0891b2',
          700: '#0e7490',
        },
        danger: { 600: '#dc2626', 700: '#b91c1c' },
        success: { 600: '#16a34a', 700: '#15803d' },
      },
      fontFamily: {
        // System fonts: no download, no layout shift, native rendering on every platform.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      fontSize: {
        display: ['clamp(2.25rem, 1.6rem + 3vw, 3.75rem)', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
      },
      borderRadius: {
        control: '0.5rem',
        card: '1rem',
      },
      maxWidth: {
        page: '80rem',
        prose: '68ch',
      },
      spacing: {
        header: '4rem',
      },
      transitionTimingFunction: {
        out: 'cubic-bezier(0.16, 1, 0.3, 1)',
      },
    },
  },
} satisfies Config;
