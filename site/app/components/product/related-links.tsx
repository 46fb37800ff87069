import { cn } from '@company/ui';
import { Section } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import type { productPage } from '~/content/pages/product';

const cardClasses = cn(
  'flex w-full flex-col gap-1 rounded-card border border-ink-200 bg-white p-4',
  'hover:border-plasma-300 hover:bg-plasma-50 focus-visible:outline-3 focus-visible:outline-plasma-500',
);

/** Where to read on from the system: articles, other systems, programs, each card saying what it leads to. */
export function RelatedLinks({ copy, links }: { copy: (typeof productPage)['related']; links: { label: string; href: string }[] }) {
  const kindOf = (href: string) => Object.entries(copy.kinds).find(([start]) => href.startsWith(start))?.[1] ?? copy.other;
  return (
    <Section title={copy.title} className="border-t border-ink-200 bg-ink-50 print:hidden">
      {/* One height for every card of a row. */}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href} className="flex">
            <RouterLink href={link.href} className={cardClasses}>
              <span className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{kindOf(link.href)}</span>
              <span className="font-semibold text-plasma-800">{link.label}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
