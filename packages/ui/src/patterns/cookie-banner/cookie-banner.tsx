import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { cn } from '../../lib/cn';

export type CookieChoice = 'accepted' | 'rejected';

export type CookieBannerProps = {
  /** Whether the visitor still has to choose; the banner renders nothing once they have. */
  open: boolean;
  onChoice: (choice: CookieChoice) => void;
  title?: string;
  /** The explanation, typically with a link to the privacy policy. */
  children: React.ReactNode;
  className?: string;
};

/**
 * A consent banner in the page flow at the top of the page (not an overlay), so it never covers
 * the page's content or actions and is the first thing a keyboard reaches. Accept and reject are
 * equally prominent.
 */
export function CookieBanner({ open, onChoice, title = 'Cookies on this site', children, className }: CookieBannerProps) {
  const titleId = React.useId();
  if (!open) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="cookie-banner"
      className={cn('border-b border-plasma-200 bg-plasma-50 text-ink-900', className)}
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-6 lg:px-8">
        <div className="flex-1 text-sm leading-snug">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          <div className="mt-0.5 [&_a]:font-medium [&_a]:text-plasma-800 [&_a]:underline">{children}</div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={() => onChoice('accepted')} className="flex-1 md:flex-none">
            Accept All
          </Button>
          <Button size="sm" onClick={() => onChoice('rejected')} className="flex-1 md:flex-none">
            Reject All
          </Button>
        </div>
      </div>
    </section>
  );
}
