import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Anchor, type LinkComponent } from '../../lib/link';

/** The card's own texts (everything else comes with its data). */
export type ProductCardMessages = {
  /**
   * The action the card performs, shown at its foot and appended to the link's name.
   * @defaultValue 'View details'
   */
  action: string;
  /**
   * The name of the list of key figures.
   * @defaultValue 'Key figures'
   */
  keyFigures: string;
};

/** The English defaults; pass `messages` to change any of them. */
export const productCardMessages: ProductCardMessages = { action: 'View details', keyFigures: 'Key figures' };

export type ProductCardProps = {
  /** The product's name: the card's heading and the start of its link's name. */
  name: string;
  /** Shown above the name, e.g. 'Etching'. */
  category: string;
  /** A sentence or two on what the product does. */
  summary: string;
  /** Where the card leads (the product page). */
  href: string;
  /** The router's link; a plain `<a>` when not given. */
  linkComponent?: LinkComponent;
  /** Up to four key figures, e.g. '1000-3000 W ICP source'; any beyond four are not shown. */
  figures?: string[];
  /**
   * A decorative illustration (an `<img alt="">`, an SVG): hidden from assistive technology. A picture is
   * shown whole, at its own proportions (give the `<img>` its `width` and `height`); an SVG icon sits
   * centred in a 16:9 panel.
   */
  image?: React.ReactNode;
  /**
   * The action the card performs, shown at its foot and appended to the link's name; replaces `messages.action`.
   * @defaultValue 'View details'
   */
  actionLabel?: string;
  /** Texts to change; the rest stay the English defaults (`productCardMessages`). */
  messages?: Partial<ProductCardMessages>;
  /** The heading element of the name, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Classes for the card, after its own. */
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
  actionLabel: action,
  messages: overrides,
  headingLevel: Heading = 'h3',
  className,
}: ProductCardProps) {
  const messages = { ...productCardMessages, ...overrides };
  const actionLabel = action ?? messages.action;
  const shown = figures.slice(0, PRODUCT_CARD_MAX_FIGURES);
  return (
    <article
      data-slot="product-card"
      className={cn(
        'ui:group ui:relative ui:flex ui:flex-col ui:overflow-hidden ui:rounded-card ui:border ui:border-ink-200 ui:bg-white ui:text-ink-800 ui:shadow-sm',
        'ui:transition-shadow ui:duration-150 ui:hover:shadow-md ui:has-[a:focus-visible]:shadow-md',
        className,
      )}
    >
      {image != null && (
        <div
          aria-hidden="true"
          data-slot="product-card-image"
          className="ui:flex ui:items-center ui:justify-center ui:overflow-hidden ui:bg-plasma-50 ui:text-plasma-700 ui:has-[>svg]:aspect-[16/9] ui:[&>img]:h-auto ui:[&>img]:w-full ui:[&>svg]:size-2/3"
        >
          {image}
        </div>
      )}
      <div className="ui:flex ui:flex-1 ui:flex-col ui:gap-3 ui:p-5 ui:sm:p-6">
        <p className="ui:text-xs ui:font-semibold ui:tracking-wider ui:text-plasma-700 ui:uppercase">{category}</p>
        <Heading className="ui:text-xl ui:leading-snug ui:font-semibold ui:text-ink-900">
          <Link
            href={href}
            className={cn(
              'ui:outline-none ui:group-hover:text-plasma-800 ui:group-hover:underline ui:group-hover:underline-offset-4',
              // The stretched link: its box covers the card, and carries the focus ring.
              'ui:after:absolute ui:after:inset-0 ui:after:z-10 ui:after:rounded-card ui:after:content-[""]',
              'ui:focus-visible:after:outline-3 ui:focus-visible:after:-outline-offset-3 ui:focus-visible:after:outline-plasma-500',
            )}
          >
            {name}
            <span className="ui:sr-only"> – {actionLabel}</span>
          </Link>
        </Heading>
        <p className="ui:leading-relaxed ui:text-ink-700">{summary}</p>
        {shown.length > 0 && (
          <ul aria-label={messages.keyFigures} className="ui:grid ui:grid-cols-2 ui:gap-2 ui:text-sm">
            {shown.map((figure, index) => (
              <li key={`${index}-${figure}`} className="ui:rounded-control ui:bg-ink-100 ui:px-3 ui:py-2 ui:font-medium ui:text-ink-800">
                {figure}
              </li>
            ))}
          </ul>
        )}
        {/* Already part of the link's name; shown for sighted users. */}
        <p
          aria-hidden="true"
          className="ui:mt-auto ui:inline-flex ui:items-center ui:gap-1 ui:pt-2 ui:font-semibold ui:text-plasma-700 ui:group-hover:text-plasma-800"
        >
          {actionLabel}
          <svg viewBox="0 0 16 16" className="ui:size-4 ui:transition-transform ui:group-hover:translate-x-0.5 ui:motion-reduce:transition-none">
            <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </p>
      </div>
    </article>
  );
}
