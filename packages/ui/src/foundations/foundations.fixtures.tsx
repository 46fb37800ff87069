/**
 * Storybook's Foundations pages, drawn from theme.css itself (read as text when Storybook builds), so
 * a token added or changed there shows up here with no copy to keep in step. Colours and contrast
 * ratios are read from the page as it is drawn, so they follow the brand chosen in the toolbar.
 */
import * as React from 'react';
import type { CSSProperties, ReactNode } from 'react';
import themeCss from '../theme.css?raw';
import { Button } from '../primitives/button/button';
import { Checkbox, Field, Input } from '../primitives/form-field/form-field';

/** Every `--name: value;` that theme.css declares, in order (the `--breakpoint-*: initial` reset left out). */
const tokens: Array<{ name: string; value: string }> = [...themeCss.matchAll(/^\s*--([\w-]+):\s*([^;]+);/gm)]
  .map((match) => ({ name: match[1]!, value: match[2]!.trim() }))
  .filter((token) => token.value !== 'initial');

const byPrefix = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix) && !token.name.includes('--'));
const declared = (name: string) => tokens.find((token) => token.name === name)?.value ?? '';
/** The library's variable for a token: the library prefixes Tailwind, so `color-ink-50` is `--ui-color-ink-50`. */
const cssVar = (name: string) => `var(--ui-${name})`;

/** The palette: every `--color-<scale>-<step>`. */
const palette = byPrefix('color-').filter((token) => /-\d+$/.test(token.name));
/** The colours by role: every other `--color-*`, with the palette token it stands for. */
const roles = byPrefix('color-')
  .filter((token) => !/-\d+$/.test(token.name))
  .map((token) => ({ ...token, source: /var\(--ui-([\w-]+)\)/.exec(token.value)?.[1] ?? null }));

const rem = (value: string) => {
  const number = parseFloat(value);
  return value.endsWith('rem') ? `${value} (${number * 16} px)` : value;
};

/** A size's line height, in pixels where the size is fixed (`calc(1.5 / 1)` on 1rem: 24 px). */
function lineHeight(token: string) {
  const value = declared(`${token}--line-height`);
  const ratio = /^calc\(([\d.]+) \/ ([\d.]+)\)$/.exec(value);
  const factor = ratio ? Number(ratio[1]) / Number(ratio[2]) : Number(value);
  const size = declared(token);
  if (!size.endsWith('rem') || Number.isNaN(factor)) return `× ${value}`;
  return `${Math.round(factor * parseFloat(size) * 16 * 100) / 100} px (× ${Math.round(factor * 1000) / 1000})`;
}

/** Re-renders when the toolbar changes the brand (it sets tokens on the root element). */
function useBrand() {
  const [brand, setBrand] = React.useState(() => (typeof document === 'undefined' ? '' : (document.documentElement.dataset.brand ?? '')));
  React.useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setBrand(`${root.dataset.brand ?? ''}${root.style.cssText}`));
    observer.observe(root, { attributes: true, attributeFilter: ['data-brand', 'style'] });
    return () => observer.disconnect();
  }, []);
  return brand;
}

/** A token's colour as the page draws it now, as #rrggbb. */
function resolved(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVar(name);
  probe.style.display = 'none';
  document.body.append(probe);
  const rgb = getComputedStyle(probe)
    .color.match(/\d+(\.\d+)?/g)
    ?.map(Number) ?? [0, 0, 0];
  probe.remove();
  return `#${rgb
    .slice(0, 3)
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const BODY_TEXT = 4.5;
const LARGE_OR_NON_TEXT = 3;

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: '1px solid var(--ui-color-border)',
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '1rem 0 2rem', fontSize: '0.875rem' };
const mono: CSSProperties = { fontFamily: 'var(--ui-font-mono)', fontSize: '0.8125rem' };

function Swatch({ token, size = '2.5rem' }: { token: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width: size,
        height: size,
        borderRadius: '0.375rem',
        background: cssVar(token),
        boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.12)',
      }}
    />
  );
}

function Verdict({ ratio, minimum }: { ratio: number; minimum: number | null }) {
  if (minimum === null) return <span style={{ color: 'var(--ui-color-text-muted)' }}>No minimum (decorative)</span>;
  const pass = ratio >= minimum;
  return (
    <strong style={{ color: pass ? 'var(--ui-color-status-success)' : 'var(--ui-color-status-error)' }}>
      {pass ? '✓ Passes' : '✗ Fails'} {minimum}:1
    </strong>
  );
}

function Headings({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" style={{ ...cell, fontWeight: 600 }}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What each role is for. The roles themselves, and the steps they map to, come from theme.css. */
const ROLE_USE: Record<string, string> = {
  'color-text': 'Headings and body text.',
  'color-text-muted': 'Hints, captions, secondary lines.',
  'color-text-inverse': 'Text on dark or brand fills (buttons, the inverse surface).',
  'color-text-link': 'Links in running text.',
  'color-surface': 'The page, cards, dialogs, inputs.',
  'color-surface-subtle': 'Bands that set a section apart; a disabled input.',
  'color-surface-brand': 'A brand tint behind dark text: a hovered secondary button, a highlighted column.',
  'color-surface-inverse': 'Dark bands: the footer, the call-to-action band.',
  'color-border': 'Dividers and card outlines (decorative).',
  'color-border-control': 'The edge of an input, select or checkbox: it shows where to click.',
  'color-focus': 'The 3 px focus outline on every interactive element.',
  'color-action': 'Primary buttons.',
  'color-action-hover': 'Primary buttons under the pointer.',
  'color-status-success': 'Sent, saved, done.',
  'color-status-warning': 'Needs attention, nothing lost yet.',
  'color-status-error': 'Field errors and failed requests.',
  'color-status-info': 'Neutral notices.',
};

const ROLE_GROUPS: Array<[string, RegExp]> = [
  ['Text', /^color-text/],
  ['Surfaces', /^color-surface/],
  ['Borders and focus', /^color-(border|focus)/],
  ['Actions', /^color-action/],
  ['Status', /^color-status/],
];

/** The colours by role, grouped, each with the palette step it maps to and its value in the current brand. */
export function ColourRoles() {
  useBrand();
  return (
    <div>
      {ROLE_GROUPS.map(([group, pattern]) => (
        <table key={group} style={{ ...table, tableLayout: 'fixed' }}>
          <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: '1.125rem', padding: '0.5rem 0' }}>{group}</caption>
          <colgroup>
            <col style={{ width: '3.5rem' }} />
            <col style={{ width: '15rem' }} />
            <col style={{ width: '13rem' }} />
            <col style={{ width: '6rem' }} />
            <col />
          </colgroup>
          <Headings names={['', 'Token', 'Maps to', 'Value', 'Use it for']} />
          <tbody>
            {roles
              .filter((role) => pattern.test(role.name))
              .map((role) => (
                <tr key={role.name}>
                  <td style={{ ...cell, width: '3.5rem' }}>
                    <Swatch token={role.name} />
                  </td>
                  <th scope="row" style={{ ...cell, ...mono, fontWeight: 600 }}>
                    --ui-{role.name}
                  </th>
                  <td style={{ ...cell, ...mono }}>{role.source ? `--ui-${role.source}` : '(fixed)'}</td>
                  <td style={{ ...cell, ...mono }}>{resolved(role.name)}</td>
                  <td style={cell}>{ROLE_USE[role.name] ?? ''}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

type Pairing = { foreground: string; background: string; use: string; minimum: number | null };

/** The pairings the components draw, each judged by what it is: body text, large text or a non-text part. */
const PAIRINGS: Pairing[] = [
  { foreground: 'color-text', background: 'color-surface', use: 'Body text on the page', minimum: BODY_TEXT },
  { foreground: 'color-text', background: 'color-surface-subtle', use: 'Body text on a subtle band', minimum: BODY_TEXT },
  { foreground: 'color-text', background: 'color-surface-brand', use: 'Text on a brand tint', minimum: BODY_TEXT },
  { foreground: 'color-text-muted', background: 'color-surface', use: 'Hints and captions', minimum: BODY_TEXT },
  { foreground: 'color-text-muted', background: 'color-surface-subtle', use: 'Hints on a subtle band', minimum: BODY_TEXT },
  { foreground: 'color-text-link', background: 'color-surface', use: 'Links in text', minimum: BODY_TEXT },
  { foreground: 'color-text-inverse', background: 'color-action', use: 'Primary button label', minimum: BODY_TEXT },
  { foreground: 'color-text-inverse', background: 'color-action-hover', use: 'Primary button label, hovered', minimum: BODY_TEXT },
  { foreground: 'color-text-inverse', background: 'color-surface-inverse', use: 'Text on a dark band', minimum: BODY_TEXT },
  { foreground: 'color-status-error', background: 'color-surface', use: 'Error message', minimum: BODY_TEXT },
  { foreground: 'color-status-success', background: 'color-surface', use: 'Success message', minimum: BODY_TEXT },
  { foreground: 'color-status-warning', background: 'color-surface', use: 'Warning message', minimum: BODY_TEXT },
  { foreground: 'color-status-info', background: 'color-surface', use: 'Notice', minimum: BODY_TEXT },
  { foreground: 'color-border-control', background: 'color-surface', use: 'Input edge (non-text)', minimum: LARGE_OR_NON_TEXT },
  { foreground: 'color-focus', background: 'color-surface', use: 'Focus outline (non-text)', minimum: LARGE_OR_NON_TEXT },
  { foreground: 'color-focus', background: 'color-surface-subtle', use: 'Focus outline on a subtle band', minimum: LARGE_OR_NON_TEXT },
  { foreground: 'color-border', background: 'color-surface', use: 'Divider, card outline', minimum: null },
];

/** Contrast of every pairing the components use, computed from the tokens as drawn now. */
export function RoleContrast() {
  useBrand();
  return (
    <table style={table}>
      <Headings names={['Sample', 'Use', 'Foreground on background', 'Ratio', 'Required']} />
      <tbody>
        {PAIRINGS.map((pairing) => {
          const ratio = contrast(resolved(pairing.foreground), resolved(pairing.background));
          const nonText = pairing.minimum !== BODY_TEXT;
          return (
            <tr key={`${pairing.foreground} ${pairing.background}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    minWidth: '4.5rem',
                    height: '2.25rem',
                    padding: '0 0.5rem',
                    borderRadius: '0.375rem',
                    background: cssVar(pairing.background),
                    color: cssVar(pairing.foreground),
                    boxShadow: nonText ? `inset 0 0 0 3px ${cssVar(pairing.foreground)}` : 'inset 0 0 0 1px rgb(0 0 0 / 0.12)',
                    fontWeight: 600,
                  }}
                >
                  {nonText ? '' : 'Aa'}
                </span>
              </td>
              <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                {pairing.use}
              </th>
              <td style={{ ...cell, ...mono }}>
                {pairing.foreground} on {pairing.background}
              </td>
              <td style={{ ...cell, ...mono }}>{ratio.toFixed(2)}:1</td>
              <td style={cell}>
                <Verdict ratio={ratio} minimum={pairing.minimum} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type PaletteUse = { as: string; against: 'white' | 'text' | 'dark'; minimum: number };

/**
 * How a palette step is used, which decides how it is judged. On the brand and text scales, 50 to 300
 * are tints behind dark text, 400 and 500 draw non-text parts (focus, icons, strong edges), 600 and
 * darker carry text or sit behind white text. The glow accent lives on dark surfaces and in charts;
 * the status colours' 600 draws edges and icons, their 700 text.
 */
function paletteUse(scale: string, step: number): PaletteUse {
  if (scale === 'glow') {
    if (step <= 300) return { as: 'Text and outlines on dark surfaces', against: 'dark', minimum: BODY_TEXT };
    if (step <= 400) return { as: 'Edges on dark surfaces', against: 'dark', minimum: LARGE_OR_NON_TEXT };
    return { as: 'Chart fills and strokes', against: 'white', minimum: LARGE_OR_NON_TEXT };
  }
  if (['danger', 'success', 'warning'].includes(scale)) {
    return step < 700
      ? { as: 'Non-text (icons, edges)', against: 'white', minimum: LARGE_OR_NON_TEXT }
      : { as: 'Text', against: 'white', minimum: BODY_TEXT };
  }
  if (step <= 300) return { as: 'Surface tint', against: 'text', minimum: BODY_TEXT };
  if (step <= 500) return { as: 'Non-text (focus, icons, edges)', against: 'white', minimum: LARGE_OR_NON_TEXT };
  return { as: 'Text and fills', against: 'white', minimum: BODY_TEXT };
}

const AGAINST = { white: 'against white', text: 'text colour on it', dark: 'against the inverse surface' } as const;

/** Every palette step, judged by its use: a tint by the text on it, a mid step as a non-text part, a dark step as text. */
export function PaletteContrast() {
  useBrand();
  const scales = [...new Set(palette.map((token) => token.name.replace(/^color-|-\d+$/g, '')))];
  const against = { white: '#ffffff', text: resolved('color-text'), dark: resolved('color-surface-inverse') };
  return (
    <div>
      {scales.map((scale) => (
        <table key={scale} style={{ ...table, tableLayout: 'fixed' }}>
          <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: '1.125rem', padding: '0.5rem 0' }}>{scale}</caption>
          <colgroup>
            <col style={{ width: '3.5rem' }} />
            <col style={{ width: '13rem' }} />
            <col style={{ width: '6rem' }} />
            <col />
            <col style={{ width: '12rem' }} />
            <col style={{ width: '5.5rem' }} />
            <col style={{ width: '11rem' }} />
          </colgroup>
          <Headings names={['', 'Token', 'Value', 'Used as', 'Judged by', 'Ratio', 'Required']} />
          <tbody>
            {palette
              .filter((token) => token.name.startsWith(`color-${scale}-`))
              .map((token) => {
                const use = paletteUse(scale, Number(token.name.split('-').pop()));
                const value = resolved(token.name);
                const ratio = contrast(value, against[use.against]);
                return (
                  <tr key={token.name}>
                    <td style={cell}>
                      <Swatch token={token.name} />
                    </td>
                    <th scope="row" style={{ ...cell, ...mono, fontWeight: 600 }}>
                      --ui-{token.name}
                    </th>
                    <td style={{ ...cell, ...mono }}>{value}</td>
                    <td style={cell}>{use.as}</td>
                    <td style={cell}>{AGAINST[use.against]}</td>
                    <td style={{ ...cell, ...mono }}>{ratio.toFixed(2)}:1</td>
                    <td style={cell}>
                      <Verdict ratio={ratio} minimum={use.minimum} />
                      {use.minimum === BODY_TEXT && ratio < BODY_TEXT && ratio >= LARGE_OR_NON_TEXT ? (
                        <div style={{ color: 'var(--ui-color-text-muted)', fontSize: '0.75rem' }}>Large text and non-text only</div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** The type scale by use. Sizes and line heights come from theme.css; the use is the site's convention. */
const TYPE_USES: Array<{ use: string; token: string; weight: number; sample: string; note: string }> = [
  {
    use: 'Hero title',
    token: 'text-display',
    weight: 700,
    sample: 'Plasma etching at 300 mm',
    note: 'One per page, on the home and product heroes. Fluid between its two sizes.',
  },
  { use: 'Page title', token: 'text-4xl', weight: 700, sample: 'ICP-RIE Etcher', note: 'The h1 of every other page; 5xl from the md breakpoint.' },
  { use: 'Section title', token: 'text-3xl', weight: 700, sample: 'Process capabilities', note: 'The h2 that opens a band of the page.' },
  { use: 'Subsection title', token: 'text-2xl', weight: 700, sample: 'Chamber and electrodes', note: 'An h2 or h3 inside a section; dialog titles.' },
  { use: 'Card title', token: 'text-lg', weight: 600, sample: 'Stripping System', note: 'Product cards, steps, accordion items.' },
  {
    use: 'Body',
    token: 'text-base',
    weight: 400,
    sample: 'Etch rates up to 250 nm/min on SiO₂ with ±3% uniformity across the wafer.',
    note: 'Running text, form fields, buttons.',
  },
  { use: 'Small', token: 'text-sm', weight: 400, sample: 'Required fields are marked with *.', note: 'Labels, hints, error messages, table cells.' },
  {
    use: 'Caption',
    token: 'text-xs',
    weight: 400,
    sample: 'Figure 2: etch depth against time',
    note: 'Figure captions and legal lines; never for anything a visitor must act on.',
  },
];

export function TypeScale() {
  return (
    <div>
      <table style={table}>
        <Headings names={['Use', 'Sample', 'Token', 'Size / line height']} />
        <tbody>
          {TYPE_USES.map((type) => (
            <tr key={type.use}>
              <th scope="row" style={{ ...cell, width: '10rem', fontWeight: 600 }}>
                {type.use}
                <div style={{ fontWeight: 400, color: 'var(--ui-color-text-muted)', fontSize: '0.75rem', lineHeight: 1.4 }}>{type.note}</div>
              </th>
              <td style={cell}>
                <span
                  style={{
                    display: 'block',
                    fontSize: cssVar(type.token),
                    lineHeight: cssVar(`${type.token}--line-height`),
                    letterSpacing: `var(--ui-${type.token}--letter-spacing, normal)`,
                    fontWeight: type.weight,
                    color: 'var(--ui-color-text)',
                  }}
                >
                  {type.sample}
                </span>
              </td>
              <td style={{ ...cell, ...mono, whiteSpace: 'nowrap' }}>--ui-{type.token}</td>
              <td style={{ ...cell, ...mono }}>
                {rem(declared(type.token))}
                <br />
                line height {lineHeight(type.token)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" style={{ ...cell, fontWeight: 600 }}>
              Figures
              <div style={{ fontWeight: 400, color: 'var(--ui-color-text-muted)', fontSize: '0.75rem', lineHeight: 1.4 }}>
                Key figures and spec values: tabular digits, so columns of numbers line up.
              </div>
            </th>
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  fontSize: cssVar('text-3xl'),
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  color: 'var(--ui-color-text)',
                }}
              >
                1 250 W · 13.56 MHz
              </span>
            </td>
            <td style={{ ...cell, ...mono }}>--ui-text-3xl</td>
            <td style={{ ...cell, ...mono }}>tabular-nums</td>
          </tr>
        </tbody>
      </table>
      <table style={table}>
        <Headings names={['Family', 'Token', 'Sample']} />
        <tbody>
          {byPrefix('font-').map((token) => (
            <tr key={token.name}>
              <th scope="row" style={{ ...cell, width: '10rem' }}>
                {token.name === 'font-sans' ? 'Text' : 'Code and part numbers'}
              </th>
              <td style={{ ...cell, ...mono }}>--ui-{token.name}</td>
              <td style={{ ...cell, fontFamily: cssVar(token.name) }}>ICP-RIE etch rate 250 nm/min</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The spacing steps the components use, each bar drawn from the token and starting from the same edge. */
export function Spacing() {
  const step = declared('spacing');
  const multiples = [1, 2, 3, 4, 6, 8, 10, 12, 16, 24];
  return (
    <table style={table}>
      <Headings names={['Class', 'Value', '']} />
      <tbody>
        {multiples.map((n) => (
          <tr key={n}>
            <th scope="row" style={{ ...cell, ...mono, width: '12rem', whiteSpace: 'nowrap' }}>
              p-{n}, gap-{n}, m-{n}
            </th>
            <td style={{ ...cell, ...mono, width: '10rem', whiteSpace: 'nowrap' }}>
              {parseFloat(step) * n} rem · {parseFloat(step) * n * 16} px
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: '1rem',
                  width: `calc(var(--ui-spacing) * ${n})`,
                  background: 'var(--ui-color-action)',
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        ))}
        {byPrefix('spacing-').map((token) => (
          <tr key={token.name}>
            <th scope="row" style={{ ...cell, ...mono }}>
              --ui-{token.name}
            </th>
            <td style={{ ...cell, ...mono }}>{rem(token.value)}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'block', height: '1rem', width: cssVar(token.name), background: 'var(--ui-color-ink-400)', borderRadius: 2 }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page grid: the content column, its side padding, the breakpoints and the columns that start at each. */
export function LayoutGrid() {
  return (
    <div>
      <table style={table}>
        <Headings names={['Token', 'Value', 'What happens from here up']} />
        <tbody>
          {byPrefix('breakpoint-').map((token) => (
            <tr key={token.name}>
              <th scope="row" style={{ ...cell, ...mono }}>
                --ui-{token.name}
              </th>
              <td style={{ ...cell, ...mono }}>{rem(token.value)}</td>
              <td style={cell}>{BREAKPOINT_USE[token.name] ?? ''}</td>
            </tr>
          ))}
          {byPrefix('container-').map((token) => (
            <tr key={token.name}>
              <th scope="row" style={{ ...cell, ...mono }}>
                --ui-{token.name}
              </th>
              <td style={{ ...cell, ...mono }}>{rem(token.value)}</td>
              <td style={cell}>
                {token.name === 'container-page' ? 'The widest the content column gets, centred.' : 'The longest comfortable line of running text.'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
        The content column at 1440 px, three columns with 24 px gutters (gap-6), 32 px side padding:
      </p>
      <div aria-hidden="true" style={{ background: 'var(--ui-color-surface-subtle)', padding: '0.75rem 0', borderRadius: '0.5rem' }}>
        <div
          style={{
            maxWidth: 'var(--ui-container-page)',
            margin: '0 auto',
            padding: '0 calc(var(--ui-spacing) * 8)',
            boxShadow: 'inset 0 0 0 1px var(--ui-color-border)',
          }}
        >
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 'calc(var(--ui-spacing) * 6)' }}>
            {[1, 2, 3].map((n) => (
              <div
                key={n}
                style={{
                  height: '4rem',
                  background: 'var(--ui-color-surface-brand)',
                  boxShadow: 'inset 0 0 0 1px var(--ui-color-plasma-300)',
                  borderRadius: 4,
                }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

const BREAKPOINT_USE: Record<string, string> = {
  'breakpoint-sm': 'Two-column card grids; below it, one column (phones).',
  'breakpoint-md': 'Larger page titles and section padding.',
  'breakpoint-lg': 'The full navigation bar (below it, the menu button), three-column grids, 32 px side padding (16 px below).',
  'breakpoint-xl': 'The content column reaches its widest.',
};

/** Radii and shadows, each on a sample surface with its value. */
export function RadiiAndShadows() {
  const figure = (token: { name: string; value: string }, style: CSSProperties, use: string) => (
    <figure key={token.name} style={{ margin: 0, width: '12rem' }}>
      <div aria-hidden="true" style={{ width: '10rem', height: '6rem', background: 'var(--ui-color-surface)', ...style }} />
      <figcaption style={{ marginTop: '0.75rem', fontSize: '0.875rem' }}>
        <code style={mono}>--ui-{token.name}</code>
        <div style={{ ...mono, color: 'var(--ui-color-text-muted)', wordBreak: 'break-word' }}>{rem(token.value)}</div>
        <div>{use}</div>
      </figcaption>
    </figure>
  );
  return (
    <div>
      <h3 style={{ fontSize: '1.125rem', fontWeight: 700 }}>Radii</h3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', padding: '1rem 0 2rem' }}>
        {byPrefix('radius-').map((token) =>
          figure(token, { border: '2px solid var(--ui-color-action)', borderRadius: cssVar(token.name) }, RADIUS_USE[token.name] ?? ''),
        )}
      </div>
      <h3 style={{ fontSize: '1.125rem', fontWeight: 700 }}>Shadows</h3>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2rem',
          padding: '1rem 1rem 2rem',
          background: 'var(--ui-color-surface-subtle)',
          borderRadius: '0.5rem',
        }}
      >
        {byPrefix('shadow-').map((token) => figure(token, { borderRadius: '0.5rem', boxShadow: cssVar(token.name) }, SHADOW_USE[token.name] ?? ''))}
      </div>
    </div>
  );
}

const RADIUS_USE: Record<string, string> = {
  'radius-control': 'Buttons, inputs, selects, tabs.',
  'radius-card': 'Cards, dialogs, bands.',
};
const SHADOW_USE: Record<string, string> = {
  'shadow-sm': 'A card at rest.',
  'shadow-md': 'A card under the pointer.',
  'shadow-lg': 'Menus and dropdown panels.',
  'shadow-xl': 'The floating action button.',
  'shadow-2xl': 'Dialogs.',
};

/** The motion tokens, each with a sample that runs on hover or focus (and not at all with reduced motion). */
export function Motion() {
  const rows: Array<{ token: string; use: string; animation?: boolean }> = [
    { token: 'default-transition-duration', use: 'Colour changes on hover and focus (buttons, links, rows).' },
    { token: 'default-transition-timing-function', use: 'The curve of those colour changes.' },
    { token: 'ease-out', use: 'Entrances: quick start, soft landing.' },
    { token: 'animate-fade-in', use: 'Scrims and overlays appearing.', animation: true },
    { token: 'animate-pop-in', use: 'Dialogs and menus opening.', animation: true },
    { token: 'animate-sheet-in', use: 'The phone menu sliding in from the right.', animation: true },
    { token: 'animate-fade-out', use: 'Overlays leaving.', animation: true },
    { token: 'animate-pop-out', use: 'Dialogs and menus closing.', animation: true },
  ];
  const [playing, setPlaying] = React.useState<string | null>(null);
  return (
    <table style={table}>
      <Headings names={['Token', 'Value', 'Where', 'Try it']} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.token}>
            <th scope="row" style={{ ...cell, ...mono }}>
              --ui-{row.token}
            </th>
            <td style={{ ...cell, ...mono }}>{declared(row.token).replace('var(--ui-ease-out)', 'ease-out')}</td>
            <td style={cell}>{row.use}</td>
            <td style={{ ...cell, width: '9rem' }}>
              {row.animation ? (
                <button
                  type="button"
                  onClick={() => {
                    setPlaying(null);
                    requestAnimationFrame(() => setPlaying(row.token));
                  }}
                  style={{
                    width: '7rem',
                    height: '2.5rem',
                    border: 0,
                    borderRadius: cssVar('radius-control'),
                    color: 'var(--ui-color-text-inverse)',
                    background: 'var(--ui-color-action)',
                    animation: playing === row.token ? cssVar(row.token) : undefined,
                    cursor: 'pointer',
                  }}
                  onAnimationEnd={() => setPlaying(null)}
                >
                  Play
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same components twice: as shipped, and inside a wrapper that overrides a few variables. */
export function RebrandExample({ style }: { style: CSSProperties }) {
  const sample = (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        alignItems: 'center',
        padding: '1.5rem',
        borderRadius: 'var(--ui-radius-card)',
        background: 'var(--ui-color-ink-50)',
      }}
    >
      <Button>Request a Quote</Button>
      <Button variant="secondary">Download datasheet</Button>
      <Button variant="ghost">Compare</Button>
      <div style={{ flex: '1 1 16rem' }}>
        <Field label="Work email" error="Please enter an email address such as name@lab.edu.">
          <Input type="email" defaultValue="ada@lab" />
        </Field>
      </div>
      <div style={{ flex: '1 1 14rem' }}>
        <Checkbox label="Send me the process newsletter" defaultChecked />
      </div>
    </div>
  );
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <section aria-label="As shipped">{sample}</section>
      <section aria-label="Rebranded" style={style}>
        {sample}
      </section>
    </div>
  );
}

/** Two examples side by side, one to follow and one to avoid, each with the reason. */
export function DoDont({ doExample, dont, doNote, dontNote }: { doExample: ReactNode; dont: ReactNode; doNote: ReactNode; dontNote: ReactNode }) {
  const box = (kind: 'Do' | "Don't", example: ReactNode, note: ReactNode) => {
    const colour = kind === 'Do' ? 'var(--ui-color-status-success)' : 'var(--ui-color-status-error)';
    return (
      <figure
        style={{
          margin: 0,
          border: '1px solid var(--ui-color-border)',
          borderTop: `4px solid ${colour}`,
          borderRadius: '0.5rem',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            padding: '1.5rem',
            minHeight: '6rem',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '0.75rem',
            alignItems: 'center',
            background: 'var(--ui-color-surface)',
          }}
        >
          {example}
        </div>
        <figcaption style={{ padding: '0.75rem 1rem', background: 'var(--ui-color-surface-subtle)', fontSize: '0.875rem' }}>
          <strong style={{ color: colour }}>{kind === 'Do' ? '✓ Do' : '✗ Don’t'}</strong> {note}
        </figcaption>
      </figure>
    );
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1.5rem', margin: '1.5rem 0' }}>
      {box('Do', doExample, doNote)}
      {box("Don't", dont, dontNote)}
    </div>
  );
}
