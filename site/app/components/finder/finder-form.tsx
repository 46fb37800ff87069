import { cn } from '@company/ui';
import type { finderPage } from '~/content/pages/finder';
import { TextLink } from '~/components/text-link';
import { NEEDS, WAFER_SIZES_MM, type FinderRequest } from '~/lib/finder';
import { useEditsBeforeHydration } from '~/lib/use-edits-before-hydration';

const field = cn(
  'mt-1 block min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-ink-900',
  'focus-visible:outline-3 focus-visible:outline-plasma-500',
);

/**
 * What the visitor needs, as a form whose every field is a parameter of the address (`params`): a change goes
 * to `onChange` by field name, an emptied field as ''. The etching or deposition fields show for that need.
 */
export function FinderForm({
  copy,
  params,
  request,
  materials,
  onChange,
}: {
  copy: (typeof finderPage)['form'];
  params: URLSearchParams;
  request: FinderRequest;
  /** The material box's suggestions. */
  materials: string[];
  onChange: (edits: Record<string, string>) => void;
}) {
  const set = (name: string, value: string) => onChange({ [name]: value });
  // Chosen or typed before the page hydrated: kept, with the request of the address it was opened at.
  const form = useEditsBeforeHydration(onChange);
  return (
    <form ref={form} aria-labelledby="finder-form" onSubmit={(event) => event.preventDefault()} className="space-y-6">
      <h2 id="finder-form" className="text-2xl font-bold tracking-tight text-ink-900">
        {copy.title}
      </h2>
      <fieldset>
        <legend className="font-semibold">{copy.need}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {[{ value: '', label: copy.anyNeed }, ...NEEDS].map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-control border border-ink-300 px-3',
                'has-checked:border-plasma-600 has-checked:bg-plasma-50',
              )}
            >
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
        {copy.material}
        <input
          name="material"
          type="search"
          list="finder-materials"
          value={params.get('material') ?? ''}
          placeholder={copy.materialPlaceholder}
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
          {copy.wafer}
          <select name="wafer" value={params.get('wafer') ?? ''} onChange={(event) => set('wafer', event.target.value)} className={field}>
            <option value="">{copy.anyWafer}</option>
            {WAFER_SIZES_MM.map((size) => (
              <option key={size} value={size}>
                {size} mm
              </option>
            ))}
          </select>
        </label>
        <NumberField label={copy.maxTemperature} name="maxTemp" params={params} set={set} strong signed />
      </div>
      {request.need === 'etch' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <legend className="mb-2 font-semibold text-ink-700">{copy.etching}</legend>
          <NumberField label={copy.depth} name="depth" params={params} set={set} />
          <NumberField label={copy.aspectRatio} name="aspect" params={params} set={set} />
        </fieldset>
      ) : null}
      {request.need === 'deposit' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <legend className="mb-2 font-semibold text-ink-700">{copy.deposition}</legend>
          <NumberField label={copy.thickness} name="thickness" params={params} set={set} />
          <NumberField label={copy.gapAspectRatio} name="aspect" params={params} set={set} />
          <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              name="conformal"
              value="yes"
              checked={params.get('conformal') === 'yes'}
              onChange={(event) => set('conformal', event.target.checked ? 'yes' : '')}
              className="size-4 accent-plasma-700"
            />
            {copy.conformal}
          </label>
        </fieldset>
      ) : null}
      <p>
        <TextLink href="/products/finder">{copy.reset}</TextLink>
      </p>
    </form>
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
