import * as React from 'react';
import { buttonVariants } from '../../primitives/button/variants';
import { cn } from '../../lib/cn';

export type CookieChoice = 'accepted' | 'rejected';

/** Every text the banner shows besides its explanation (`children`). */
export type CookieBannerMessages = {
  /** @defaultValue 'Cookies on this site' */
  title: string;
  /** @defaultValue 'Accept All' */
  accept: string;
  /** @defaultValue 'Reject All' */
  reject: string;
};

// A plain button with the Button's look: the banner is on every page, and `Button` would bring its Slot.
const choiceClasses = buttonVariants({ size: 'sm', className: 'ui:flex-1 ui:md:flex-none' });

/** The English defaults; pass `messages` to change any of them. */
export const cookieBannerMessages: CookieBannerMessages = {
  title: 'Cookies on this site',
  accept: 'Accept All',
  reject: 'Reject All',
};

export type CookieBannerProps = {
  /** Whether the visitor still has to choose; the banner renders nothing once they have. */
  open: boolean;
  /** Called with `'accepted'` or `'rejected'` when the visitor chooses; the page stores it and closes the banner. */
  onChoice: (choice: CookieChoice) => void;
  /** Replaces `messages.title`. */
  title?: string;
  /** Texts to change; the rest stay the English defaults (`cookieBannerMessages`). */
  messages?: Partial<CookieBannerMessages>;
  /** The explanation, typically with a link to the privacy policy. */
  children: React.ReactNode;
  /** Classes for the component's outer element, after its own. */
  className?: string;
};

/**
 * A consent banner in the page flow at the top of the page (not an overlay), so it never covers
 * the page's content or actions and is the first thing a keyboard reaches. Accept and reject are
 * equally prominent.
 */
export function CookieBanner({ open, onChoice, title, messages: overrides, children, className }: CookieBannerProps) {
  const titleId = React.useId();
  const messages = { ...cookieBannerMessages, ...overrides };
  if (!open) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="cookie-banner"
      className={cn('ui:border-b ui:border-plasma-200 ui:bg-plasma-50 ui:text-ink-900 ui:print:hidden', className)}
    >
      <div className="ui:mx-auto ui:flex ui:max-w-page ui:flex-col ui:gap-3 ui:px-4 ui:py-3 ui:md:flex-row ui:md:items-center ui:md:gap-6 ui:lg:px-8">
        <div className="ui:flex-1 ui:text-sm ui:leading-snug">
          <h2 id={titleId} className="ui:font-semibold">
            {title ?? messages.title}
          </h2>
          <div className="ui:mt-0.5 ui:[&_a]:font-medium ui:[&_a]:text-plasma-800 ui:[&_a]:underline">{children}</div>
        </div>
        <div className="ui:flex ui:shrink-0 ui:gap-2">
          <button type="button" onClick={() => onChoice('accepted')} className={choiceClasses}>
            {messages.accept}
          </button>
          <button type="button" onClick={() => onChoice('rejected')} className={choiceClasses}>
            {messages.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
