import { cn } from '@company/ui';
import { LinkButton } from '~/components/link-button';
import { compareSelected } from '~/content/calls-to-action';
import type { CataloguePage } from '~/content/pages/catalogue';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '~/lib/compare-address';

/** The bar that stays in view while systems are ticked for a comparison: which ones, and the way to it. */
export function CompareBar({
  copy,
  compared,
  onClear,
}: {
  copy: CataloguePage['productGrid']['compare'];
  /** The ticked systems, in the order ticked. */
  compared: { slug: string; name: string }[];
  onClear: () => void;
}) {
  return (
    <div
      role="region"
      aria-label={copy.bar}
      className="sticky bottom-4 z-20 mt-8 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-plasma-300 bg-white p-4 shadow-lg"
    >
      <p role="status" className="min-w-0 flex-1 basis-56 text-ink-800">
        {copy.chosen
          .replace('{count}', String(compared.length))
          .replace('{max}', String(MAX_COMPARED))
          .replace('{names}', compared.map((system) => system.name).join(', '))}
        {compared.length < MIN_COMPARED ? ` ${copy.needMore}` : compared.length === MAX_COMPARED ? ` ${copy.full}` : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onClear}
          className={cn(
            'min-h-11 rounded-control px-3 font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900 focus-visible:outline-3',
            'focus-visible:outline-plasma-500',
          )}
        >
          {copy.clear}
        </button>
        {compared.length >= MIN_COMPARED ? (
          <LinkButton href={compareHref(compared.map((system) => system.slug))}>{compareSelected(compared.length)}</LinkButton>
        ) : null}
      </div>
    </div>
  );
}
