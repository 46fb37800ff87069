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
  return <RadixAccordion.Root data-slot="accordion" className={cn('ui:border-t ui:border-ink-200', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return <RadixAccordion.Item data-slot="accordion-item" className={cn('ui:border-b ui:border-ink-200', className)} {...props} />;
}

/** The section's heading (`<h3>` unless told) with the button inside; the chevron turns when open. */
export function AccordionTrigger({ headingLevel = 3, className, children, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading data-slot="accordion-heading" className="ui:flex ui:text-base ui:font-semibold ui:text-ink-900">
        <RadixAccordion.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'ui:group ui:flex ui:min-h-11 ui:flex-1 ui:items-center ui:justify-between ui:gap-4 ui:rounded-control ui:py-4 ui:text-left',
            'ui:hover:text-plasma-800 ui:hover:underline ui:hover:underline-offset-4',
            'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
            'ui:disabled:pointer-events-none ui:disabled:opacity-60',
            className,
          )}
          {...props}
        >
          {children}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="ui:size-5 ui:shrink-0 ui:text-ink-600 ui:group-data-[state=open]:rotate-180 ui:motion-safe:transition-transform ui:motion-safe:duration-200"
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
    <RadixAccordion.Content data-slot="accordion-content" className="ui:text-ink-700" {...props}>
      <div className={cn('ui:pb-5 ui:leading-relaxed', className)}>{children}</div>
    </RadixAccordion.Content>
  );
}
