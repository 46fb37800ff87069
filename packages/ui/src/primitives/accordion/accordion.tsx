import * as RadixAccordion from '@radix-ui/react-accordion';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type AccordionProps = React.ComponentProps<typeof RadixAccordion.Root>;
export type AccordionItemProps = React.ComponentProps<typeof RadixAccordion.Item>;
export type AccordionTriggerProps = React.ComponentProps<typeof RadixAccordion.Trigger> & {
  /** The level of the heading that holds the button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};
export type AccordionContentProps = React.ComponentProps<typeof RadixAccordion.Content>;

/**
 * An accordion on Radix Accordion: `type="single"` (one section open at a time; add `collapsible`
 * to let it close) or `type="multiple"`; controlled (`value`) or not (`defaultValue`). Each
 * section's button sits in a heading and reports `aria-expanded`; Up, Down, Home and End move
 * between the buttons.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return <RadixAccordion.Root data-slot="accordion" className={cn('border-t border-ink-200', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <RadixAccordion.Item data-slot="accordion-item" className={cn('border-b border-ink-200', className)} {...props} />;
}

/** The section's heading (`<h3>` unless told) with the button inside; the chevron turns when open. */
export function AccordionTrigger({ headingLevel = 3, className, children, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading data-slot="accordion-heading" className="flex text-base font-semibold text-ink-900">
        <RadixAccordion.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex min-h-11 flex-1 items-center justify-between gap-4 rounded-control py-4 text-left',
            'hover:text-plasma-800 hover:underline hover:underline-offset-4',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
            'disabled:pointer-events-none disabled:opacity-60',
            className,
          )}
          {...props}
        >
          {children}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-5 shrink-0 text-ink-600 group-data-[state=open]:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
          >
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

/** The section's body: a region named by its button, removed from the page while closed. */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <RadixAccordion.Content data-slot="accordion-content" className="text-ink-700" {...props}>
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </RadixAccordion.Content>
  );
}
