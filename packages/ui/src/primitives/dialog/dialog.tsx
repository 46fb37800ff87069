import * as RadixDialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';

const contentVariants = cva(
  [
    // Phones: a full-height sheet. From `sm`: a centred card, never taller than the viewport.
    'fixed inset-0 z-[1101] flex h-dvh w-full flex-col bg-white text-ink-900 shadow-2xl outline-none',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-md',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogProps = Omit<React.ComponentProps<typeof RadixDialog.Content>, 'title'> &
  VariantProps<typeof contentVariants> & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** The dialog's name, shown as its heading. */
    title: React.ReactNode;
    /** A sentence under the title; read out with it when the dialog opens. */
    description?: React.ReactNode;
    /** The accessible name of the close button (an × icon). */
    closeLabel?: string;
  };

/**
 * A modal dialog on Radix Dialog, always controlled. While it is open, focus stays inside it, the
 * rest of the page is hidden from assistive technology and cannot scroll, and Escape, the close
 * button or a click on the overlay close it; focus then returns to what opened it. The body
 * scrolls inside the dialog when the content is taller than the screen; the title and the close
 * button stay in view.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Close',
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogProps) {
  const hasDescription = description != null && description !== false;
  // Radix returns focus to its own Trigger; this dialog is opened by any button of the page's, so
  // remember what had focus when it opened and return there.
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-[1100] bg-ink-950/70" />
        <RadixDialog.Content
          data-slot="dialog"
          aria-modal="true"
          className={cn(contentVariants({ size }), className)}
          // Without a description, say so: Radix otherwise warns that one is missing.
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          {...props}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in: the active element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="border-b border-ink-200 py-4 pr-16 pl-5 sm:pl-6">
            <RadixDialog.Title className="text-xl leading-snug font-semibold text-ink-900">{title}</RadixDialog.Title>
            {hasDescription && (
              <RadixDialog.Description className="mt-1 text-sm text-ink-600">{description}</RadixDialog.Description>
            )}
          </div>
          <div data-slot="dialog-body" className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
            {children}
          </div>
          {/* Last in the DOM, so opening focuses the first field, not the ×; shown top right. */}
          <RadixDialog.Close
            className={cn(
              'absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-control text-ink-700',
              'hover:bg-ink-100 hover:text-ink-900',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5">
              <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{closeLabel}</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
