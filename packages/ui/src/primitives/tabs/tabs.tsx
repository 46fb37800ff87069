import * as RadixTabs from '@radix-ui/react-tabs';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type TabsProps = React.ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = React.ComponentProps<typeof RadixTabs.List>;
export type TabsTriggerProps = React.ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = React.ComponentProps<typeof RadixTabs.Content>;

/**
 * Tabs on Radix Tabs: controlled (`value` + `onValueChange`, e.g. to keep the tab in the URL) or
 * uncontrolled (`defaultValue`). The arrow keys move between tabs and select them, Home and End
 * jump to the ends, Tab moves on to the open panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RadixTabs.Root data-slot="tabs" className={cn('ui:flex ui:flex-col ui:gap-6', className)} {...props} />;
}

/**
 * The row of tabs. When the tabs do not fit (a phone), the row scrolls sideways rather than wrap;
 * only a label longer than the whole row (one long German compound) wraps inside its tab. The focus
 * ring is drawn inside each tab so the scroll container never clips it, and scroll padding keeps a
 * focused tab clear of the edges.
 */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      data-slot="tabs-list"
      className={cn(
        'ui:flex ui:max-w-full ui:scroll-px-4 ui:overflow-x-auto ui:overscroll-x-contain ui:border-b ui:border-ink-200 ui:[scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

/** One tab. The selected one (`data-state="active"`) carries a bar under it and the brand colour. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'ui:-mb-px ui:inline-flex ui:min-h-11 ui:shrink-0 ui:items-center ui:justify-center ui:border-b-3 ui:border-transparent ui:px-4 ui:py-2',
        'ui:max-w-full ui:text-base ui:font-medium ui:wrap-anywhere ui:text-ink-600 ui:transition-colors ui:duration-150 ui:select-none',
        'ui:hover:border-ink-300 ui:hover:text-ink-900',
        'ui:data-[state=active]:border-plasma-700 ui:data-[state=active]:text-plasma-800',
        'ui:focus-visible:rounded-t-control ui:focus-visible:outline-3 ui:focus-visible:-outline-offset-3 ui:focus-visible:outline-plasma-500',
        'ui:disabled:pointer-events-none ui:disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab; Radix hides the others (`hidden`) and names each panel after its tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <RadixTabs.Content
      data-slot="tabs-content"
      className={cn('ui:rounded-sm ui:focus-visible:outline-3 ui:focus-visible:outline-offset-4 ui:focus-visible:outline-plasma-500', className)}
      {...props}
    />
  );
}
