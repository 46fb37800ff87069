import type * as React from 'react';
import { cn } from '../../lib/cn';

export type Step = { title: string; body: string };

export type StepListProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  steps: Step[];
  /** The element of each step's title: a heading level that fits the page's outline, or `p`. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
};

/**
 * An ordered list of steps (`<ol>`): screen readers announce "list, 4 items" and each step's
 * position, and the visible numbers come from the same order. Vertical on phones, with a line
 * joining the numbers; from `md` the steps sit side by side.
 */
export function StepList({ steps, titleAs: Title = 'h3', className, ...props }: StepListProps) {
  return (
    // `list-none` makes Safari (VoiceOver) drop the list role, so it is given explicitly.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ol
      data-slot="step-list"
      role="list"
      className={cn('grid list-none gap-0 md:auto-cols-fr md:grid-flow-col md:gap-6', className)}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={`${index}-${step.title}`}
          data-slot="step"
          className={cn(
            'relative flex gap-4 pb-8 last:pb-0 md:flex-col md:gap-3 md:pb-0',
            // The connector: down to the next number on phones, across to it from md.
            'before:absolute before:top-12 before:bottom-2 before:left-[1.375rem] before:w-0.5 before:bg-plasma-200',
            'md:before:top-[1.375rem] md:before:-right-3 md:before:bottom-auto md:before:left-14 md:before:h-0.5 md:before:w-auto',
            'last:before:hidden',
          )}
        >
          <span
            aria-hidden="true"
            data-slot="step-number"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-plasma-700 text-lg font-bold text-white tabular-nums"
          >
            {index + 1}
          </span>
          <div className="min-w-0 pt-2 md:pt-0">
            <Title className="text-lg leading-snug font-semibold text-ink-900">{step.title}</Title>
            <p className="mt-1 leading-relaxed text-ink-700">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
