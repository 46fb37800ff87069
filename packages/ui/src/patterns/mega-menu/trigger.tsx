import { cn } from '../../lib/cn';

/** Shared by the stand-in button and the Radix trigger, so swapping them changes nothing visible. */
export const triggerClasses = cn(
  'group inline-flex min-h-11 w-full items-center justify-between gap-1 rounded-control px-3 font-medium text-ink-800',
  'hover:bg-ink-100 hover:text-plasma-800 aria-[current=page]:text-plasma-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
);

export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
