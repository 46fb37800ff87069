import * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, isNavAction, type LinkComponent, type NavEntry } from '../../lib/link';
import { buttonVariants } from '../../primitives/button/variants';

export type CtaBandProps = Omit<React.ComponentProps<'section'>, 'title' | 'children'> & {
  /** The band's heading: the question or offer it answers. */
  title: React.ReactNode;
  /** A sentence under the heading: what happens when the visitor acts. */
  body?: React.ReactNode;
  /** The one primary action: a link, or a button when it has `onSelect` (to open a dialog). */
  primary: NavEntry;
  /** At most one secondary action, shown beside the primary one in a quieter style. */
  secondary?: NavEntry;
  /**
   * Renders the actions that are links (your router's link, adapted to take `href`).
   * @defaultValue a plain `<a>`
   */
  linkComponent?: LinkComponent;
};

/**
 * The closing call to action of a page, before its footer: a heading, a sentence and one primary
 * action with at most one secondary, on the brand's dark background. Not printed.
 */
export function CtaBand({ title, body, primary, secondary, linkComponent: Link = Anchor, className, ...props }: CtaBandProps) {
  const headingId = React.useId();
  const action = (entry: NavEntry, variant: 'inverse' | 'outlineInverse') => {
    const classes = buttonVariants({ variant, size: 'lg' });
    return isNavAction(entry) ? (
      <button type="button" onClick={entry.onSelect} className={classes}>
        {entry.label}
      </button>
    ) : (
      <Link href={entry.href} className={classes}>
        {entry.label}
      </Link>
    );
  };
  return (
    <section data-slot="cta-band" aria-labelledby={headingId} className={cn('ui:bg-plasma-950 ui:text-white ui:print:hidden', className)} {...props}>
      <div className="ui:mx-auto ui:max-w-page ui:px-4 ui:py-14 ui:md:py-16 ui:lg:px-8">
        <h2 id={headingId} className="ui:text-2xl ui:font-bold ui:text-balance ui:md:text-3xl">
          {title}
        </h2>
        {body ? <p className="ui:mt-3 ui:max-w-prose ui:text-lg ui:text-ink-200">{body}</p> : null}
        <div className="ui:mt-8 ui:flex ui:flex-wrap ui:gap-3">
          {action(primary, 'inverse')}
          {secondary ? action(secondary, 'outlineInverse') : null}
        </div>
      </div>
    </section>
  );
}
