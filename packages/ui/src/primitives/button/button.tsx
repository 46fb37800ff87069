import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'ui:inline-flex ui:items-center ui:justify-center ui:gap-2 ui:rounded-control ui:font-semibold ui:whitespace-nowrap',
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
        sm: 'ui:min-h-9 ui:px-3 ui:text-sm',
        md: 'ui:min-h-11 ui:px-5 ui:text-base',
        lg: 'ui:min-h-12 ui:px-6 ui:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Render the single child element (a link, a router link) with the button's look instead of a
     * `<button>`: a link that looks like a button stays a link for assistive technology.
     */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      // A plain <button> defaults to submitting its form; make that an explicit choice.
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
