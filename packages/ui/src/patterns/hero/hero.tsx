import * as React from 'react';
import { cn } from '../../lib/cn';
import { KeyFigures, type KeyFigure } from '../../primitives/key-figures/key-figures';

export type HeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** A short line above the title: who the page is for, or what it is about. */
  eyebrow?: React.ReactNode;
  /** The page's title. */
  title: React.ReactNode;
  /**
   * The title's heading level: 1 where the hero opens the page (its one `h1`), 2 where it introduces
   * a part of a longer page.
   * @defaultValue 1
   */
  headingLevel?: 1 | 2;
  /** One or two sentences under the title: what the visitor finds here. A string is one paragraph. */
  lead?: React.ReactNode;
  /** The calls to action under the lead: one or two buttons or links (`Button`, `buttonVariants`). */
  actions?: React.ReactNode;
  /** A picture or illustration beside the text from the `lg` breakpoint. */
  media?: React.ReactNode;
  /**
   * Where the hero stacks (below `lg`): `show` puts the media under the text; `hide` leaves it out,
   * for an illustration that only decorates and would push the text's actions down a phone's screen.
   * @defaultValue 'show'
   */
  stackedMedia?: 'show' | 'hide';
  /** Headline figures under the actions (a product's key specifications, trust figures). */
  figures?: KeyFigure[];
};

/**
 * The band that opens a page, on the brand's dark background: eyebrow, title, lead, actions and
 * optional key figures, with media beside them. The text comes first and the parts stack on a
 * phone; from `lg` they sit in two columns, the text taking three fifths. On paper, which prints no
 * backgrounds, it is dark text on white.
 */
export function Hero({ eyebrow, title, headingLevel = 1, lead, actions, media, stackedMedia = 'show', figures, className, ...props }: HeroProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="hero"
      aria-labelledby={headingId}
      className={cn('ui:relative ui:overflow-hidden ui:bg-plasma-950 ui:text-white ui:print:bg-white ui:print:text-ink-950', className)}
      {...props}
    >
      {/* The plasma's glow, from the brand's own steps, so it follows a rebrand. */}
      <div
        aria-hidden="true"
        data-slot="hero-glow"
        className="ui:absolute ui:inset-0 ui:bg-[radial-gradient(ellipse_at_top_right,color-mix(in_srgb,var(--ui-color-plasma-400)_45%,transparent),transparent_55%),radial-gradient(ellipse_at_bottom_left,color-mix(in_srgb,var(--ui-color-glow-400)_18%,transparent),transparent_50%)] ui:print:hidden"
      />
      <div className="ui:relative ui:mx-auto ui:grid ui:max-w-page ui:gap-10 ui:px-4 ui:py-16 ui:md:py-24 ui:lg:grid-cols-[3fr_2fr] ui:lg:items-center ui:lg:px-8 ui:print:py-4">
        <div data-slot="hero-text" className="ui:min-w-0">
          {eyebrow != null ? (
            <p className="ui:mb-3 ui:text-sm ui:font-semibold ui:tracking-wider ui:text-glow-200 ui:uppercase ui:print:text-plasma-800">{eyebrow}</p>
          ) : null}
          <Heading id={headingId} className="ui:text-display ui:font-bold ui:text-balance">
            {title}
          </Heading>
          {lead != null ? (
            <div data-slot="hero-lead" className="ui:mt-6 ui:max-w-prose ui:space-y-4 ui:text-lg ui:text-ink-200 ui:print:text-ink-800">
              {typeof lead === 'string' ? <p>{lead}</p> : lead}
            </div>
          ) : null}
          {actions != null ? (
            <div data-slot="hero-actions" className="ui:mt-8 ui:flex ui:flex-wrap ui:gap-3">
              {actions}
            </div>
          ) : null}
          {figures?.length ? <KeyFigures items={figures} tone="dark" size="md" className="ui:mt-10" /> : null}
        </div>
        {media != null ? (
          <div data-slot="hero-media" className={cn('ui:min-w-0', stackedMedia === 'hide' && 'ui:max-lg:hidden')}>
            {media}
          </div>
        ) : null}
      </div>
    </section>
  );
}
