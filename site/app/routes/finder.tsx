import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { LinkButton } from '~/components/link-button';
import { PageHero } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import { compareTheseSystems, talkToExpert } from '~/content/calls-to-action';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '~/lib/compare-address';
import { finderPage } from '~/content/pages/finder';
import { processes } from '~/content/processes';
import { processAnchor } from '~/content/processes/rows';
import { products } from '~/content/products';
import { findSystems, isAnswerable, NEEDS, requestFromParams, rulesInWords, WAFER_SIZES_MM } from '~/lib/finder';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { useEditsBeforeHydration } from '~/lib/use-edits-before-hydration';
import type { Route } from './+types/finder';

/** The data the rules read: every process entry, and each system's name and wafer sizes. */
export function loader() {
  const systems = products.map(({ slug, name, category, waferSizesMm }) => ({ slug, name, category, waferSizesMm }));
  // The suggestions of the material box: each entry's first material, as the data writes it.
  const materials = [...new Set(processes.map((entry) => entry.material.split(/,| \(| and /)[0]!.trim()))].sort();
  return { page: finderPage, entries: processes, systems, materials };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.page.meta, path: '/products/finder' }),
  jsonLdMeta(
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Products', path: '/products' },
      { name: 'System finder', path: '/products/finder' },
    ]),
  ),
];

const field = 'mt-1 block min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-ink-900 focus-visible:outline-3 focus-visible:outline-plasma-500';
const linkClasses = 'font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900';

export default function Finder({ loaderData: { page, entries, systems, materials } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with an empty form: a shared address fills it, and shows its result, once the page hydrates.
  const hydrated = useHydrated();
  const params = hydrated ? searchParams : new URLSearchParams();
  const request = requestFromParams(params);
  const matches = findSystems(request, entries, systems);
  const setAll = (edits: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(edits)) {
      if (value.trim() === '') next.delete(name);
      else next.set(name, value);
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const set = (name: string, value: string) => setAll({ [name]: value });
  // Chosen or typed before the page hydrated: kept, with the request of the address it was opened at.
  const form = useEditsBeforeHydration(setAll);
  // Each answered request, once the typing has settled for a second: what was asked, and which systems came back.
  const report = isAnswerable(request)
    ? JSON.stringify({ need: request.need ?? 'any', material: request.material ?? '', matches: matches.length, systems: matches.map((match) => match.system).join(',') })
    : '';
  useEffect(() => {
    if (!report) return;
    const timer = window.setTimeout(() => track('System Finder Used', JSON.parse(report)), 1000);
    return () => window.clearTimeout(timer);
  }, [report]);
  const system = (slug: string) => systems.find((candidate) => candidate.slug === slug)!;

  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
        <p>{page.hero.lead}</p>
      </PageHero>

      <div className="mx-auto grid max-w-page gap-12 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <form ref={form} aria-labelledby="finder-form" onSubmit={(event) => event.preventDefault()} className="space-y-6">
          <h2 id="finder-form" className="text-2xl font-bold tracking-tight text-ink-900">
            {page.form.title}
          </h2>
          <fieldset>
            <legend className="font-semibold">{page.form.need}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {[{ value: '', label: page.form.anyNeed }, ...NEEDS].map((option) => (
                <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-control border border-ink-300 px-3 has-checked:border-plasma-600 has-checked:bg-plasma-50">
                  <input
                    type="radio"
                    name="need"
                    value={option.value}
                    checked={(params.get('need') ?? '') === option.value}
                    onChange={() => set('need', option.value)}
                    className="size-4 accent-plasma-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block font-semibold">
            {page.form.material}
            <input
              name="material"
              type="search"
              list="finder-materials"
              value={params.get('material') ?? ''}
              placeholder={page.form.materialPlaceholder}
              onChange={(event) => set('material', event.target.value)}
              className={field}
            />
            <datalist id="finder-materials">
              {materials.map((material) => (
                <option key={material} value={material} />
              ))}
            </datalist>
          </label>
          <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
            <label className="block font-semibold">
              {page.form.wafer}
              <select name="wafer" value={params.get('wafer') ?? ''} onChange={(event) => set('wafer', event.target.value)} className={field}>
                <option value="">{page.form.anyWafer}</option>
                {WAFER_SIZES_MM.map((size) => (
                  <option key={size} value={size}>
                    {size} mm
                  </option>
                ))}
              </select>
            </label>
            <NumberField label={page.form.maxTemperature} name="maxTemp" params={params} set={set} strong signed />
          </div>
          {request.need === 'etch' ? (
            <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
              <legend className="mb-2 font-semibold text-ink-700">{page.form.etching}</legend>
              <NumberField label={page.form.depth} name="depth" params={params} set={set} />
              <NumberField label={page.form.aspectRatio} name="aspect" params={params} set={set} />
            </fieldset>
          ) : null}
          {request.need === 'deposit' ? (
            <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
              <legend className="mb-2 font-semibold text-ink-700">{page.form.deposition}</legend>
              <NumberField label={page.form.thickness} name="thickness" params={params} set={set} />
              <NumberField label={page.form.gapAspectRatio} name="aspect" params={params} set={set} />
              <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
                <input type="checkbox" name="conformal" value="yes" checked={params.get('conformal') === 'yes'} onChange={(event) => set('conformal', event.target.checked ? 'yes' : '')} className="size-4 accent-plasma-700" />
                {page.form.conformal}
              </label>
            </fieldset>
          ) : null}
          <p>
            <RouterLink href="/products/finder" className={linkClasses}>
              {page.form.reset}
            </RouterLink>
          </p>
        </form>

        <section aria-labelledby="finder-results" className="min-w-0">
          <h2 id="finder-results" className="text-2xl font-bold tracking-tight text-ink-900">
            {page.results.title}
          </h2>
          <p role="status" className="mt-2 text-ink-700">
            {!isAnswerable(request)
              ? page.results.prompt
              : matches.length === 0
                ? page.results.none
                : matches.length === 1
                  ? page.results.one
                  : page.results.count.replace('{count}', String(matches.length))}
          </p>
          {isAnswerable(request) && matches.length === 0 ? (
            <p className="mt-4">
              <LinkButton href="/contact?topic=expert">{talkToExpert}</LinkButton>
            </p>
          ) : null}
          {matches.length >= MIN_COMPARED ? (
            <p className="mt-4">
              <RouterLink href={compareHref(matches.slice(0, MAX_COMPARED).map((match) => match.system))} className={linkClasses}>
                {compareTheseSystems}
              </RouterLink>
              <span className="text-ink-700"> {page.results.compare.replace('{count}', String(Math.min(matches.length, MAX_COMPARED)))}</span>
            </p>
          ) : null}
          <ol className="mt-6 space-y-4">
            {matches.map((match) => (
              <li key={match.system} className="rounded-card border border-ink-200 p-5">
                <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{system(match.system).category}</p>
                <h3 className="mt-1 text-lg font-semibold">
                  <RouterLink href={`/products/${match.system}`} className="text-plasma-800 underline-offset-4 hover:underline">
                    {system(match.system).name}
                  </RouterLink>
                </h3>
                <p className="mt-2 text-ink-800">{match.reason}</p>
                <h4 className="mt-4 text-sm font-semibold text-ink-700">{page.results.backedBy}</h4>
                <ul className="mt-1 space-y-1 text-sm">
                  {match.processes.map((entry) => (
                    <li key={entry.id}>
                      <RouterLink href={`/processes#${processAnchor(entry)}`} className={linkClasses}>
                        {entry.material}: {entry.process}
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-sm text-ink-600">{rulesInWords}</p>
        </section>
      </div>
    </>
  );
}

/** A number box whose text is the address's (half-typed '1.' included), so the address can be shared as typed. */
function NumberField({
  label,
  name,
  params,
  set,
  strong,
  signed,
}: {
  label: string;
  /** The field's parameter in the address. */
  name: string;
  params: URLSearchParams;
  set: (name: string, value: string) => void;
  strong?: boolean;
  /** Below zero allowed (a temperature). */
  signed?: boolean;
}) {
  return (
    <label className={strong ? 'block font-semibold' : 'block'}>
      {label}
      <input
        type="number"
        min={signed ? undefined : 0}
        step="any"
        inputMode={signed ? 'text' : 'decimal'}
        name={name}
        value={params.get(name) ?? ''}
        onChange={(event) => set(name, event.target.value)}
        className={field}
      />
    </label>
  );
}
