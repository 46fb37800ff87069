import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap',
    'transition-colors duration-150 select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-plasma-700 text-white hover:bg-plasma-800',
        secondary: 'bg-white text-plasma-800 ring-1 ring-plasma-300 ring-inset hover:bg-plasma-50',
        ghost: 'text-ink-800 hover:bg-ink-100',
        inverse: 'bg-white text-ink-900 hover:bg-plasma-50',
        outlineInverse: 'text-white ring-1 ring-white/70 ring-inset hover:bg-white/10',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-6 text-lg',
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
