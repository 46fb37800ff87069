import { cn } from '../../lib/cn';

/**
 * The list the trigger sits in. Radix Navigation Menu wraps its list in a `position: relative` div;
 * the stand-in repeats that structure, so both triggers size the same (as wide as their text).
 */
export const listClasses = 'ui:flex';

/** Shared by the stand-in button and the Radix trigger, so swapping them changes nothing visible. */
export const triggerClasses = cn(
  'ui:group ui:inline-flex ui:min-h-11 ui:w-full ui:items-center ui:justify-between ui:gap-1 ui:rounded-control ui:px-3 ui:font-medium ui:text-ink-800 ui:lg:px-2.5 ui:lg:text-[0.9375rem] ui:lg:whitespace-nowrap',
  'ui:hover:bg-ink-100 ui:hover:text-plasma-800 ui:aria-[current=page]:text-plasma-700 ui:aria-[current=page]:underline ui:aria-[current=page]:decoration-2 ui:aria-[current=page]:underline-offset-8',
  'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
);

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="ui:size-4 ui:transition-transform ui:duration-200 ui:group-aria-expanded:rotate-180">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
