import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent } from '../../lib/link';

export type ProductCardProps = {
  /** The product's name: the card's heading and the start of its link's name. */
  name: string;
  /** Shown above the name, e.g. 'Etching'. */
  category: string;
  summary: string;
  /** Where the card leads (the product page). */
  href: string;
  /** The router's link; a plain `<a>` when not given. */
  linkComponent?: LinkComponent;
  /** Up to four key figures, e.g. '1000-3000 W ICP source'; any beyond four are not shown. */
  figures?: string[];
  /** A decorative illustration (an `<img alt="">`, an SVG): hidden from assistive technology. */
  image?: React.ReactNode;
  /** The action the card performs, shown at its foot and appended to the link's name. */
  actionLabel?: string;
  /** The heading element of the name, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

export const PRODUCT_CARD_MAX_FIGURES = 4;

/**
 * A product card that is one link. The title's link is stretched over the whole card (its
 * `::after` covers the card), so a click anywhere opens the product while the keyboard meets a
 * single tab stop whose name is the product and the action ('ICP-RIE Etcher – View details').
 * Nothing else in the card is interactive, and the focus ring goes around the whole card.
 */
export function ProductCard({
  name,
  category,
  summary,
  href,
  linkComponent: Link = Anchor,
  figures = [],
  image,
  actionLabel = 'View details',
  headingLevel: Heading = 'h3',
  className,
}: ProductCardProps) {
  const shown = figures.slice(0, PRODUCT_CARD_MAX_FIGURES);
  return (
    <article
      data-slot="product-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white text-ink-800 shadow-sm',
        'transition-shadow duration-150 hover:shadow-md has-[a:focus-visible]:shadow-md',
        className,
      )}
    >
      {image != null && (
        <div
          aria-hidden="true"
          data-slot="product-card-image"
          className="flex aspect-[16/9] items-center justify-center overflow-hidden bg-plasma-50 text-plasma-700 [&>img]:size-full [&>img]:object-cover [&>svg]:size-2/3"
        >
          {image}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wider text-plasma-700 uppercase">{category}</p>
        <Heading className="text-xl leading-snug font-semibold text-ink-900">
          <Link
            href={href}
            className={cn(
              'outline-none group-hover:text-plasma-800 group-hover:underline group-hover:underline-offset-4',
              // The stretched link: its box covers the card, and carries the focus ring.
              'after:absolute after:inset-0 after:z-10 after:rounded-card after:content-[""]',
              'focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-plasma-500',
            )}
          >
            {name}
            <span className="sr-only"> – {actionLabel}</span>
          </Link>
        </Heading>
        <p className="leading-relaxed text-ink-700">{summary}</p>
        {shown.length > 0 && (
          <ul aria-label="Key figures" className="grid grid-cols-2 gap-2 text-sm">
            {shown.map((figure, index) => (
              <li key={`${index}-${figure}`} className="rounded-control bg-ink-100 px-3 py-2 font-medium text-ink-800">
                {figure}
              </li>
            ))}
          </ul>
        )}
        {/* Already part of the link's name; shown for sighted users. */}
        <p
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-plasma-700 group-hover:text-plasma-800"
        >
          {actionLabel}
          <svg viewBox="0 0 16 16" className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none">
            <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </p>
      </div>
    </article>
  );
}
