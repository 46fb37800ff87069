import * as React from 'react';
import { cn } from '../../lib/cn';

export type DonutSegment = {
  label: string;
  value: number;
  /**
   * Any CSS colour for the arc and its legend swatch. By default the segments take the palette
   * below, in order. A colour given here should keep 3:1 against white (WCAG 1.4.11).
   */
  color?: string;
};

/**
 * How a segment's figure is written in the legend and the chart's name: `'percent'` (its share of
 * the total, e.g. '40%'), `'value'` (the value as given, e.g. '12,000'), or a function.
 */
export type DonutValueFormat = 'percent' | 'value' | ((value: number, share: number) => string);

/** The legend's column headings (read by screen readers; hidden on screen). */
export type DonutChartMessages = {
  /**
   * The heading of the legend's label column.
   * @defaultValue 'Segment'
   */
  labelHeading: string;
  /**
   * The heading of the legend's figure column.
   * @defaultValue 'Share'
   */
  valueHeading: string;
};

/** The English defaults; pass `labelHeading` and `valueHeading` to change them. */
export const donutChartMessages: DonutChartMessages = { labelHeading: 'Segment', valueHeading: 'Share' };

export type DonutChartProps = Omit<React.ComponentProps<'figure'>, 'title' | 'children'> & {
  /** What the chart shows; its visible caption and the start of its accessible name. */
  title: string;
  /** The parts of the whole, in drawing order (clockwise from the top), each with its label and value. */
  segments: DonutSegment[];
  /** How each figure is written: `'percent'` (its share), `'value'` (as given) or a function of value and share. */
  valueFormat?: DonutValueFormat;
  /**
   * The language the figures are written in (`'de'` writes 40,5 %), for `'percent'` and `'value'`.
   * @defaultValue 'en'
   */
  locale?: string;
  /**
   * The heading of the legend's label column (read by screen readers; hidden on screen).
   * @defaultValue 'Segment'
   */
  labelHeading?: string;
  /**
   * The heading of the legend's figure column (read by screen readers; hidden on screen).
   * @defaultValue 'Share'
   */
  valueHeading?: string;
};

/**
 * The default palette, from the design tokens (as classes, so the stylesheet carries them): each
 * colour is at least 3:1 against white, and the arcs are separated by white gaps, so neighbours
 * stay apart even when their hues are close.
 */
const PALETTE = [
  { stroke: 'ui:stroke-plasma-700', swatch: 'ui:bg-plasma-700' }, // #3a35c1, 8.5:1
  { stroke: 'ui:stroke-glow-600', swatch: 'ui:bg-glow-600' }, // #0891b2, 3.7:1
  { stroke: 'ui:stroke-plasma-400', swatch: 'ui:bg-plasma-400' }, // #7b86f4, 3.2:1
  { stroke: 'ui:stroke-ink-600', swatch: 'ui:bg-ink-600' }, // #475569, 7.6:1
  { stroke: 'ui:stroke-glow-700', swatch: 'ui:bg-glow-700' }, // #0e7490, 5.4:1
  { stroke: 'ui:stroke-plasma-900', swatch: 'ui:bg-plasma-900' }, // #2c2b7c, 12:1
] as const;

// A circle of circumference 100, so an arc's dash length is its share in percent.
const RADIUS = 100 / (2 * Math.PI);
const SIZE = 42;
const CENTRE = SIZE / 2;
const STROKE = 7;
const GAP = 0.6;

function formatter(format: DonutValueFormat, locale: string): (value: number, share: number) => string {
  if (format === 'percent') {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return (_value, share) => percent.format(share);
  }
  if (format === 'value') {
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (value) => plain.format(value);
  }
  return format;
}

/**
 * A donut chart drawn as SVG arcs (stroke-dasharray on circles), without a chart library. The
 * drawing is one image whose accessible name states every segment ('5-year cost of ownership:
 * Equipment purchase 40%, ...'); the legend beside it is a real table with the same figures, the
 * text equivalent for everyone. Segments with a value of zero or less are listed but not drawn.
 */
export function DonutChart({
  title,
  segments,
  valueFormat = 'percent',
  locale = 'en',
  labelHeading = donutChartMessages.labelHeading,
  valueHeading = donutChartMessages.valueHeading,
  className,
  ...props
}: DonutChartProps) {
  const titleId = React.useId();
  const format = formatter(valueFormat, locale);
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  const rows = segments.map((segment, index) => {
    const share = total > 0 ? Math.max(0, segment.value) / total : 0;
    return {
      ...segment,
      share,
      text: format(segment.value, share),
      palette: PALETTE[index % PALETTE.length]!,
    };
  });
  const drawn = rows.filter((row) => row.share > 0);
  const summary = `${title}: ${rows.map((row) => `${row.label} ${row.text}`).join(', ')}`;

  // Each arc starts where the previous ones end: the running total of the shares before it.
  const starts = drawn.map((_, index) => drawn.slice(0, index).reduce((sum, row) => sum + row.share * 100, 0));
  const arcs = drawn.map((row, index) => {
    const length = row.share * 100;
    // One segment fills the ring; several leave a small white gap after each.
    const dash = drawn.length > 1 ? Math.max(length - GAP, 0.01) : 100;
    // The dash starts at 12 o'clock (a quarter turn back from 3 o'clock) and runs clockwise.
    return { ...row, dasharray: `${dash} ${100 - dash}`, dashoffset: 25 - starts[index]! };
  });

  return (
    <figure data-slot="donut-chart" aria-labelledby={titleId} className={cn('ui:flex ui:flex-col ui:gap-4 ui:text-ink-800', className)} {...props}>
      <figcaption id={titleId} className="ui:text-lg ui:font-semibold ui:text-ink-900">
        {title}
      </figcaption>
      <div className="ui:flex ui:flex-col ui:items-center ui:gap-6 ui:sm:flex-row ui:sm:items-center">
        <svg role="img" aria-label={summary} viewBox={`0 0 ${SIZE} ${SIZE}`} className="ui:size-48 ui:shrink-0 ui:sm:size-56">
          <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="none" className="ui:stroke-ink-100" strokeWidth={STROKE} />
          {arcs.map((arc, index) => (
            <circle
              key={`${index}-${arc.label}`}
              data-slot="donut-chart-arc"
              data-label={arc.label}
              cx={CENTRE}
              cy={CENTRE}
              r={RADIUS}
              fill="none"
              className={arc.color ? undefined : arc.palette.stroke}
              style={arc.color ? { stroke: arc.color } : undefined}
              strokeWidth={STROKE}
              strokeDasharray={arc.dasharray}
              strokeDashoffset={arc.dashoffset}
            />
          ))}
        </svg>
        <table data-slot="donut-chart-legend" className="ui:w-full ui:border-collapse ui:text-left ui:sm:w-auto ui:sm:min-w-64">
          <thead className="ui:sr-only">
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}-${row.label}`} className="ui:border-b ui:border-ink-200 ui:last:border-b-0">
                <th scope="row" className="ui:py-2 ui:pr-4 ui:font-medium ui:text-ink-800">
                  <span className="ui:flex ui:items-center ui:gap-3">
                    <span
                      aria-hidden="true"
                      data-slot="donut-chart-swatch"
                      className={cn('ui:size-3.5 ui:shrink-0 ui:rounded-sm', row.color ? undefined : row.palette.swatch)}
                      style={row.color ? { backgroundColor: row.color } : undefined}
                    />
                    {row.label}
                  </span>
                </th>
                <td className="ui:py-2 ui:text-right ui:font-semibold ui:text-ink-900 ui:tabular-nums">{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
