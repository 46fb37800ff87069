import * as React from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../container/container';

export type SectionTone = 'plain' | 'muted' | 'brand';

export type SectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The section's heading. With it, the section is a region landmark named by the heading. */
  title?: React.ReactNode;
  /** A short line above the heading: the topic or the question the section answers. */
  eyebrow?: React.ReactNode;
  /** A sentence or two under the heading, at a reading measure. */
  intro?: React.ReactNode;
  /**
   * The heading's level: 2 for a section of a page, 3 inside another section.
   * @defaultValue 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * `plain` takes the page's background; `muted` a pale band that sets a section apart from its
   * neighbours; `brand` the brand's dark background with white text.
   * @defaultValue 'plain'
   */
  tone?: SectionTone;
  /**
   * Centres the content in the page's column with its side padding (a `Container`). False inside a
   * column that has them already.
   * @defaultValue true
   */
  contained?: boolean;
};

const toneClasses: Record<SectionTone, { band: string; eyebrow: string; heading: string; intro: string }> = {
  plain: { band: '', eyebrow: 'ui:text-plasma-700', heading: 'ui:text-ink-900', intro: 'ui:text-ink-700' },
  muted: { band: 'ui:bg-ink-50', eyebrow: 'ui:text-plasma-700', heading: 'ui:text-ink-900', intro: 'ui:text-ink-700' },
  brand: {
    band: 'ui:bg-plasma-950 ui:text-white',
    eyebrow: 'ui:text-glow-200 ui:print:text-plasma-800',
    heading: 'ui:text-white ui:print:text-ink-950',
    intro: 'ui:text-ink-200 ui:print:text-ink-800',
  },
};

/**
 * A band of a page: the vertical rhythm between bands, an optional eyebrow, heading and intro, and the
 * content under them, in the page's column. On paper the bands print without their background.
 */
export function Section({ title, eyebrow, intro, headingLevel = 2, tone = 'plain', contained = true, className, children, ...props }: SectionProps) {
  const headingId = React.useId();
  const tones = toneClasses[tone];
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || eyebrow != null || intro != null;
  const body = (
    <>
      {hasHeader ? (
        <div data-slot="section-header" className="ui:max-w-prose">
          {eyebrow != null ? (
            <p className={cn('ui:mb-2 ui:text-sm ui:font-semibold ui:tracking-wider ui:uppercase', tones.eyebrow)}>{eyebrow}</p>
          ) : null}
          {title != null ? (
            <Heading id={headingId} className={cn('ui:text-3xl ui:font-bold ui:tracking-tight ui:text-balance', tones.heading)}>
              {title}
            </Heading>
          ) : null}
          {intro != null ? <p className={cn('ui:mt-3 ui:text-lg', tones.intro)}>{intro}</p> : null}
        </div>
      ) : null}
      <div data-slot="section-content" className={hasHeader ? (intro != null ? 'ui:mt-8' : 'ui:mt-6') : undefined}>
        {children}
      </div>
    </>
  );
  return (
    <section
      data-slot="section"
      data-tone={tone}
      aria-labelledby={title != null ? headingId : undefined}
      className={cn('ui:py-16 ui:md:py-20 ui:print:bg-transparent ui:print:py-4 ui:print:text-ink-950', tones.band, className)}
      {...props}
    >
      {contained ? <Container>{body}</Container> : body}
    </section>
  );
}
