import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One figure: the number as it is said ('300+', '±3%', '1000-3000 W') and what it counts. */
export type KeyFigure = { value: React.ReactNode; label: React.ReactNode };

export type KeyFiguresProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  /** The figures, in reading order; three to five read best. */
  items: KeyFigure[];
  /**
   * `light` on a white or pale section, `dark` on the brand's dark background.
   * @defaultValue 'light'
   */
  tone?: 'light' | 'dark';
  /**
   * `lg` for a few short figures across a section; `md` where figures with units ('1000-3000 W') share
   * a column, such as beside a title: each figure then keeps to one line on a phone.
   * @defaultValue 'lg'
   */
  size?: 'md' | 'lg';
};

/**
 * A row of headline figures, each a number above its label: trust figures on a landing page, a
 * product's key specifications under its title. A description list, so each label is read with its
 * figure. Two columns on a phone, one row from `md`; the numbers use tabular figures and share a
 * baseline, and a label wraps under its own number only.
 */
export function KeyFigures({ items, tone = 'light', size = 'lg', className, ...props }: KeyFiguresProps) {
  return (
    <dl
      data-slot="key-figures"
      className={cn('ui:grid ui:grid-cols-2 ui:gap-x-6 ui:gap-y-6 ui:md:auto-cols-fr ui:md:grid-flow-col ui:md:grid-cols-none', className)}
      {...props}
    >
      {items.map((item, index) => (
        <div
          key={index}
          data-slot="key-figure"
          className={cn('ui:flex ui:min-w-0 ui:flex-col ui:border-l-2 ui:pl-4', tone === 'dark' ? 'ui:border-glow-400' : 'ui:border-plasma-500')}
        >
          <dt
            className={cn('ui:order-last ui:mt-1 ui:text-sm ui:leading-snug ui:text-pretty', tone === 'dark' ? 'ui:text-ink-200' : 'ui:text-ink-700')}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              'ui:leading-tight ui:font-bold ui:tabular-nums',
              size === 'lg' ? 'ui:text-2xl ui:md:text-3xl' : 'ui:text-lg ui:sm:text-xl ui:md:text-2xl',
              tone === 'dark' ? 'ui:text-white' : 'ui:text-plasma-800',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
