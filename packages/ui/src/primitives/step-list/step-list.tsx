import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One step: its title and a sentence or two about it. */
export type Step = { title: string; body: string };

export type StepListProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** The steps, in order; each is numbered from 1. */
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
      className={cn('ui:grid ui:list-none ui:gap-0 ui:md:auto-cols-fr ui:md:grid-flow-col ui:md:gap-6', className)}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={`${index}-${step.title}`}
          data-slot="step"
          className={cn(
            'ui:relative ui:flex ui:gap-4 ui:pb-8 ui:last:pb-0 ui:md:flex-col ui:md:gap-3 ui:md:pb-0',
            // The connector: down to the next number on phones, across to it from md.
            'ui:before:absolute ui:before:top-12 ui:before:bottom-2 ui:before:left-[1.375rem] ui:before:w-0.5 ui:before:bg-plasma-200',
            'ui:md:before:top-[1.375rem] ui:md:before:-right-3 ui:md:before:bottom-auto ui:md:before:left-14 ui:md:before:h-0.5 ui:md:before:w-auto',
            'ui:last:before:hidden',
          )}
        >
          <span
            aria-hidden="true"
            data-slot="step-number"
            className="ui:flex ui:size-11 ui:shrink-0 ui:items-center ui:justify-center ui:rounded-full ui:bg-plasma-700 ui:text-lg ui:font-bold ui:text-white ui:tabular-nums"
          >
            {index + 1}
          </span>
          <div className="ui:min-w-0 ui:pt-2 ui:md:pt-0">
            <Title className="ui:text-lg ui:leading-snug ui:font-semibold ui:text-ink-900">{step.title}</Title>
            <p className="ui:mt-1 ui:leading-relaxed ui:text-ink-700">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
