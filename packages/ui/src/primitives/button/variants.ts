import { cva } from 'class-variance-authority';

/**
 * The button's classes, on their own module: a link or a plain button styled with them does not pull
 * in `Button` and the Slot behind its `asChild`.
 *
 * A label wraps, centred and balanced, when it is longer than the space it has (a long call to action
 * on a 320 px phone): a button that cannot wrap is pushed past the screen's edge and pans the page. A
 * word longer than the button is wide (a German compound) breaks inside it rather than stick out.
 */
export const buttonVariants = cva(
  [
    'ui:inline-flex ui:max-w-full ui:items-center ui:justify-center ui:gap-2 ui:rounded-control ui:text-center ui:font-semibold ui:text-balance ui:wrap-anywhere',
    'ui:transition-colors ui:duration-150 ui:select-none',
    'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
    'ui:disabled:pointer-events-none ui:disabled:opacity-60 ui:aria-disabled:pointer-events-none ui:aria-disabled:opacity-60',
    'ui:[&_svg]:size-4 ui:[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'ui:bg-plasma-700 ui:text-white ui:hover:bg-plasma-800',
        secondary: 'ui:bg-white ui:text-plasma-800 ui:ring-1 ui:ring-plasma-300 ui:ring-inset ui:hover:bg-plasma-50',
        ghost: 'ui:text-ink-800 ui:hover:bg-ink-100',
        inverse: 'ui:bg-white ui:text-ink-900 ui:hover:bg-plasma-50',
        outlineInverse: 'ui:text-white ui:ring-1 ui:ring-white/70 ui:ring-inset ui:hover:bg-white/10',
      },
      size: {
        // The vertical padding only shows once a label wraps: one line stays at the minimum height.
        sm: 'ui:min-h-9 ui:px-3 ui:py-1.5 ui:text-sm',
        md: 'ui:min-h-11 ui:px-5 ui:py-2 ui:text-base',
        lg: 'ui:min-h-12 ui:px-6 ui:py-2 ui:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
