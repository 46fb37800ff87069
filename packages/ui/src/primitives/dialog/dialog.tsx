import * as RadixDialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn';

const contentVariants = cva(
  [
    // Phones: a full-height sheet. From `sm`: a centred card, never taller than the viewport.
    'ui:fixed ui:inset-0 ui:z-[1101] ui:flex ui:h-dvh ui:w-full ui:flex-col ui:bg-white ui:text-ink-900 ui:shadow-2xl ui:outline-none',
    // Opening and closing: a short fade and lift, none under `prefers-reduced-motion`.
    'ui:motion-safe:data-[state=open]:animate-pop-in ui:motion-safe:data-[state=closed]:animate-pop-out',
    'ui:sm:inset-auto ui:sm:top-1/2 ui:sm:left-1/2 ui:sm:h-auto ui:sm:max-h-[calc(100dvh-4rem)] ui:sm:w-[calc(100%-3rem)] ui:sm:-translate-x-1/2 ui:sm:-translate-y-1/2 ui:sm:rounded-card',
  ],
  {
    variants: {
      size: {
        sm: 'ui:sm:max-w-md',
        md: 'ui:sm:max-w-lg',
        lg: 'ui:sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The dialog's own text: everything else is the page's. */
export type DialogMessages = {
  /**
   * The accessible name of the close button (an × icon).
   * @defaultValue 'Close'
   */
  close: string;
};

/** The English default; pass `closeLabel` to change it. */
export const dialogMessages: DialogMessages = { close: 'Close' };

export type DialogProps = Omit<React.ComponentProps<typeof RadixDialog.Content>, 'title'> &
  VariantProps<typeof contentVariants> & {
    /** Whether the dialog is shown: the page owns this state. */
    open: boolean;
    /** Called with `false` when the visitor closes it (Escape, the ×, the overlay), so the page can close it. */
    onOpenChange: (open: boolean) => void;
    /** The dialog's name, shown as its heading. */
    title: React.ReactNode;
    /** A sentence under the title; read out with it when the dialog opens. */
    description?: React.ReactNode;
    /**
     * The accessible name of the close button (an × icon).
     * @defaultValue 'Close'
     */
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
  closeLabel = dialogMessages.close,
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
        <RadixDialog.Overlay
          data-slot="dialog-overlay"
          className="ui:fixed ui:inset-0 ui:z-[1100] ui:bg-ink-950/70 ui:motion-safe:data-[state=open]:animate-fade-in ui:motion-safe:data-[state=closed]:animate-fade-out"
        />
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
          <div className="ui:border-b ui:border-ink-200 ui:py-4 ui:pr-16 ui:pl-5 ui:sm:pl-6">
            <RadixDialog.Title className="ui:text-xl ui:leading-snug ui:font-semibold ui:text-ink-900">{title}</RadixDialog.Title>
            {hasDescription && <RadixDialog.Description className="ui:mt-1 ui:text-sm ui:text-ink-600">{description}</RadixDialog.Description>}
          </div>
          <div data-slot="dialog-body" className="ui:flex-1 ui:overflow-y-auto ui:overscroll-contain ui:px-5 ui:py-5 ui:sm:px-6">
            {children}
          </div>
          {/* Last in the DOM, so opening focuses the first field, not the ×; shown top right. */}
          <RadixDialog.Close
            className={cn(
              'ui:absolute ui:top-3 ui:right-3 ui:inline-flex ui:size-11 ui:items-center ui:justify-center ui:rounded-control ui:text-ink-700',
              'ui:hover:bg-ink-100 ui:hover:text-ink-900',
              'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="ui:size-5">
              <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
            <span className="ui:sr-only">{closeLabel}</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
