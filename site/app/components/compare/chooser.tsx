import { cn } from '@company/ui';
import type { comparePage } from '~/content/pages/compare';
import { fill } from '~/lib/fill';
import type { ProductSlug } from '~/content/products';
import { TextLink } from '~/components/text-link';
import { MAX_COMPARED, type ComparedSystem } from '~/lib/compare';
import { useRefocusedHeading } from './refocused-heading';

/** Ticks to choose the systems to compare, shown until two are chosen; the address keeps the choice. */
export function CompareChooser({
  copy,
  systems,
  slugs,
  ignored,
  onChoose,
}: {
  copy: (typeof comparePage)['chooser'];
  systems: ComparedSystem[];
  slugs: ProductSlug[];
  /** Whether the address named anything that is not a system, or more than fit. */
  ignored: boolean;
  onChoose: (slugs: ProductSlug[]) => void;
}) {
  const full = slugs.length >= MAX_COMPARED;
  useRefocusedHeading('compare-chooser', slugs.join());
  return (
    <section aria-labelledby="compare-chooser" className="mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8">
      <h2 id="compare-chooser" tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900">
        {copy.title}
      </h2>
      <form onSubmit={(event) => event.preventDefault()} className="mt-6">
        <fieldset className="min-w-0">
          <legend className="font-semibold">{copy.legend}</legend>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {systems.map(({ product }) => {
              const checked = slugs.includes(product.slug);
              return (
                <li key={product.slug}>
                  <label
                    className={cn(
                      'flex min-h-11 items-center gap-3 rounded-control border border-ink-300 px-3 py-2 font-semibold text-ink-900',
                      'has-checked:border-plasma-600 has-checked:bg-plasma-50 has-disabled:opacity-60',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => onChoose(checked ? slugs.filter((slug) => slug !== product.slug) : [...slugs, product.slug])}
                      className="size-4 shrink-0 accent-plasma-700"
                    />
                    <span className="min-w-0">{product.name}</span>
                    <span className="ml-auto text-right text-sm font-normal text-ink-600">{product.category}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p role="status" className="mt-4 text-ink-700">
          {fill(copy.count, { count: slugs.length, max: MAX_COMPARED })}. {copy.needMore}
          {ignored ? ` ${copy.ignored}` : null}
        </p>
      </form>
      <p className="mt-6 text-ink-700">
        {copy.finder.text} <TextLink href={copy.finder.link.href}>{copy.finder.link.label}</TextLink>
      </p>
    </section>
  );
}
