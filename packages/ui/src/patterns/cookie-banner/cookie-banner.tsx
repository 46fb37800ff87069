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
      className={cn('ui:border-b ui:border-plasma-200 ui:bg-plasma-50 ui:text-ink-900', className)}
    >
      <div className="ui:mx-auto ui:flex ui:max-w-page ui:flex-col ui:gap-3 ui:px-4 ui:py-3 ui:md:flex-row ui:md:items-center ui:md:gap-6 ui:lg:px-8">
        <div className="ui:flex-1 ui:text-sm ui:leading-snug">
          <h2 id={titleId} className="ui:font-semibold">
            {title}
          </h2>
          <div className="ui:mt-0.5 ui:[&_a]:font-medium ui:[&_a]:text-plasma-800 ui:[&_a]:underline">{children}</div>
        </div>
        <div className="ui:flex ui:shrink-0 ui:gap-2">
          <Button size="sm" onClick={() => onChoice('accepted')} className="ui:flex-1 ui:md:flex-none">
            Accept All
          </Button>
          <Button size="sm" onClick={() => onChoice('rejected')} className="ui:flex-1 ui:md:flex-none">
            Reject All
          </Button>
        </div>
      </div>
    </section>
  );
}
