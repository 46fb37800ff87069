import { cn, KeyFigures, type KeyFigure } from '@company/ui';
import type { Testimonial } from '~/content/testimonials';

/** The track record at a glance, under a page's hero (the figures come with the route's data, not the bundle). */
export function TrustStrip({ figures, note }: { figures: KeyFigure[]; note?: string }) {
  return (
    <section aria-label="Track record" className="border-b border-ink-200 bg-white">
      <div className="mx-auto max-w-page px-4 py-8 md:py-10 lg:px-8">
        <KeyFigures items={figures} />
        {note && <p className="mt-4 max-w-prose text-sm text-ink-600">{note}</p>}
      </div>
    </section>
  );
}

/** Customers' words, each with the role and kind of institution that said them. */
export function Testimonials({ items, className }: { items: Testimonial[]; className?: string }) {
  return (
    <ul aria-label="What customers say" className={cn('grid gap-6', items.length > 1 && 'lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.attribution} className="flex">
          <figure className="flex w-full flex-col rounded-card bg-plasma-950 p-6 text-white md:p-8">
            <blockquote className="leading-relaxed">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-auto pt-6 text-sm font-semibold text-glow-200">{item.attribution}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
