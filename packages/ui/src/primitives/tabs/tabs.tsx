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
  return <RadixTabs.Root data-slot="tabs" className={cn('flex flex-col gap-6', className)} {...props} />;
}

/**
 * The row of tabs. When the tabs do not fit (a phone), the row scrolls sideways rather than wrap;
 * the focus ring is drawn inside each tab so the scroll container never clips it, and scroll
 * padding keeps a focused tab clear of the edges.
 */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full scroll-px-4 overflow-x-auto overscroll-x-contain border-b border-ink-200 [scrollbar-width:thin]',
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
        '-mb-px inline-flex min-h-11 shrink-0 items-center justify-center border-b-3 border-transparent px-4 py-2',
        'text-base font-medium whitespace-nowrap text-ink-600 transition-colors duration-150 select-none',
        'hover:border-ink-300 hover:text-ink-900',
        'data-[state=active]:border-plasma-700 data-[state=active]:text-plasma-800',
        'focus-visible:rounded-t-control focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-plasma-500',
        'disabled:pointer-events-none disabled:opacity-60',
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
      className={cn(
        'rounded-sm focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-plasma-500',
        className,
      )}
      {...props}
    />
  );
}
