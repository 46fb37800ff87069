/**
 * Storybook's Foundations pages, drawn from theme.css itself (read as text when Storybook builds), so
 * a token added or changed there shows up here with no copy to keep in step.
 */
import type { CSSProperties, ReactNode } from 'react';
import themeCss from '../theme.css?raw';
import { Button } from '../primitives/button/button';

/** Every `--name: value;` that theme.css declares, in order (the `--breakpoint-*: initial` reset left out). */
const tokens: Array<{ name: string; value: string }> = [...themeCss.matchAll(/^\s*--([\w-]+):\s*([^;]+);/gm)]
  .map((match) => ({ name: match[1]!, value: match[2]!.trim() }))
  .filter((token) => token.value !== 'initial');

const byPrefix = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix) && !token.name.includes('--'));
/** The library's variable for a token: the library prefixes Tailwind, so `color-ink-50` is `--ui-color-ink-50`. */
const cssVar = (name: string) => `var(--ui-${name})`;

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

const cell: CSSProperties = { padding: '0.5rem 0.75rem', textAlign: 'left', borderBottom: '1px solid var(--ui-color-ink-200)' };

function Ratio({ ratio }: { ratio: number }) {
  const pass = ratio >= 4.5;
  return (
    <span>
      {ratio.toFixed(2)}:1{' '}
      <strong style={{ color: pass ? 'var(--ui-color-success-700)' : 'var(--ui-color-danger-700)' }}>{pass ? 'AA pass' : 'AA fail'}</strong>
    </span>
  );
}

/** Every colour scale: a swatch per step with its contrast against white and against ink-950 (normal text, AA is 4.5:1). */
export function ColourScales() {
  const colours = byPrefix('color-');
  const ink950 = tokens.find((token) => token.name === 'color-ink-950')!.value;
  const scales = [...new Set(colours.map((token) => token.name.replace(/^color-|-\d+$/g, '')))];
  return (
    <div>
      {scales.map((scale) => (
        <table key={scale} style={{ borderCollapse: 'collapse', width: '100%', marginBottom: '2rem' }}>
          <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: '1.125rem', padding: '0.5rem 0' }}>{scale}</caption>
          <thead>
            <tr>
              {['Swatch', 'Variable', 'Value', 'Text on white', 'Text on ink-950'].map((heading) => (
                <th key={heading} scope="col" style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {colours
              .filter((token) => token.name.startsWith(`color-${scale}-`))
              .map((token) => (
                <tr key={token.name}>
                  <td style={cell}>
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'block',
                        width: '4rem',
                        height: '2rem',
                        borderRadius: '0.25rem',
                        background: cssVar(token.name),
                        boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.1)',
                      }}
                    />
                  </td>
                  <th scope="row" style={cell}>
                    <code>--ui-{token.name}</code>
                  </th>
                  <td style={cell}>
                    <code>{token.value}</code>
                  </td>
                  <td style={cell}>
                    <Ratio ratio={contrast(token.value, '#ffffff')} />
                  </td>
                  <td style={cell}>
                    <Ratio ratio={contrast(token.value, ink950)} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** The type scale, each size set in itself with its line height. */
export function TypeScale() {
  return (
    <div>
      {byPrefix('text-').map((token) => (
        <div
          key={token.name}
          style={{ display: 'flex', gap: '1.5rem', alignItems: 'baseline', padding: '0.75rem 0', borderBottom: '1px solid var(--ui-color-ink-200)' }}
        >
          <code style={{ minWidth: '14rem' }}>
            --ui-{token.name}: {token.value}
          </code>
          <span
            style={{
              fontSize: cssVar(token.name),
              lineHeight: cssVar(`${token.name}--line-height`),
              letterSpacing: `var(--ui-${token.name}--letter-spacing, normal)`,
              color: 'var(--ui-color-ink-900)',
            }}
          >
            Plasma etching
          </span>
        </div>
      ))}
      {byPrefix('font-').map((token) => (
        <p key={token.name} style={{ fontFamily: cssVar(token.name), padding: '0.75rem 0' }}>
          <code>--ui-{token.name}</code>: ICP-RIE etch rate 250 nm/min
        </p>
      ))}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center', padding: '0.75rem 0', borderBottom: '1px solid var(--ui-color-ink-200)' }}>
      <code style={{ minWidth: '16rem' }}>{label}</code>
      {children}
    </div>
  );
}

/** The spacing step and its common multiples, the named spacings and widths. */
export function Spacing() {
  const multiples = [1, 2, 3, 4, 6, 8, 12, 16];
  return (
    <div>
      {multiples.map((n) => (
        <Row key={n} label={`${n} × --ui-spacing (p-${n}, gap-${n})`}>
          <span
            aria-hidden="true"
            style={{ display: 'block', height: '1rem', width: `calc(var(--ui-spacing) * ${n})`, background: 'var(--ui-color-plasma-600)' }}
          />
        </Row>
      ))}
      {[...byPrefix('spacing-'), ...byPrefix('container-'), ...byPrefix('breakpoint-')].map((token) => (
        <Row key={token.name} label={`--ui-${token.name}`}>
          <span>{token.value}</span>
        </Row>
      ))}
    </div>
  );
}

/** Radii and shadows, each on a sample surface. */
export function RadiiAndShadows() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem', padding: '1rem 0' }}>
      {[...byPrefix('radius-'), ...byPrefix('shadow-')].map((token) => (
        <figure key={token.name} style={{ margin: 0 }}>
          <div
            aria-hidden="true"
            style={{
              width: '8rem',
              height: '5rem',
              background: 'white',
              border: token.name.startsWith('radius') ? '2px solid var(--ui-color-plasma-600)' : undefined,
              borderRadius: token.name.startsWith('radius') ? cssVar(token.name) : '0.5rem',
              boxShadow: token.name.startsWith('shadow') ? cssVar(token.name) : undefined,
            }}
          />
          <figcaption style={{ marginTop: '0.5rem' }}>
            <code>--ui-{token.name}</code>
          </figcaption>
        </figure>
      ))}
    </div>
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
