import { Button } from '@company/ui';
import { useId, useState } from 'react';
import { getEstimate } from '~/content/calls-to-action';
import { configurationPrices, estimateNote, estimateTerms, formatPriceRange, optionPriceRanges } from '~/content/commercial';
import type { Product } from '~/content/products';
import type { ProductPurchasing } from '~/content/purchasing/types';
import { formatWaferSize } from '~/content/products/wafers';
import { checkConfiguration, estimateWaferSizes, formatLeadTime, priceEstimate, rangesNote } from '~/lib/estimate';
import type { PickedConfiguration } from '~/lib/estimate-address';
import { checkProcessChoice, orderedProcesses, type ProcessChoice } from '~/lib/sole-source';
import { EstimateDialog } from './lead-dialogs';

/**
 * Picks a configuration of one system (wafer size and options) and prices it as it is picked; the button
 * opens the download form, which hands over the estimate's PDF. It also picks the processes the buyer's project
 * needs, which only the sole-source draft states. The page holds the configuration (in its address).
 */
export function EstimatePicker({
  product,
  purchasing,
  processes,
  configuration,
  onChange,
  headingLevel: Heading = 'h3',
  title,
}: {
  product: Product;
  /** The system's options and price: given by the page, so the page does not load every system's. */
  purchasing: ProductPurchasing;
  /** The system's process library entries, in the library's order. */
  processes: readonly ProcessChoice[];
  configuration: PickedConfiguration;
  onChange: (change: Partial<PickedConfiguration>) => void;
  headingLevel?: 'h2' | 'h3';
  title?: string;
}) {
  const id = useId();
  const sizes = estimateWaferSizes(product);
  const { waferSizeMm, options: chosen } = configuration;
  const [open, setOpen] = useState(false);
  const offered = purchasing.options;
  // Only the system's own options can be ticked, so it is checked for completeness alone, not against the catalogue.
  const complete = checkConfiguration(product, purchasing, chosen);
  const estimate = complete.ok
    ? priceEstimate(
        product,
        purchasing,
        waferSizeMm,
        offered.filter((option) => chosen.includes(option.id)),
      )
    : null;
  const toggle = (option: string, on: boolean) => onChange({ options: on ? [...chosen, option] : chosen.filter((id) => id !== option) });
  const add = (options: string[]) => onChange({ options: [...new Set([...chosen, ...options])] });
  const chosenProcesses = orderedProcesses(processes, configuration.processes);
  const toggleProcess = (process: string, on: boolean) =>
    onChange({ processes: on ? [...configuration.processes, process] : configuration.processes.filter((id) => id !== process) });
  const runnable = checkProcessChoice(offered, chosen, chosenProcesses);

  return (
    <>
      <form
        aria-labelledby={`${id}-title`}
        className="rounded-card border border-ink-200 bg-white p-5 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Heading id={`${id}-title`} className="text-lg font-semibold text-ink-900">
          {title ?? `Budgetary estimate: ${product.name}`}
        </Heading>
        <p className="mt-1 text-sm text-ink-700">{estimateNote}</p>

        <fieldset className="mt-5">
          <legend className="font-semibold text-ink-900">Wafer size</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {sizes.map((size) => (
              <label
                key={size}
                className="flex min-h-11 items-center gap-2 rounded-control border border-ink-300 px-3 has-checked:border-plasma-600 has-checked:bg-plasma-50"
              >
                <input
                  type="radio"
                  name={`${id}-wafer`}
                  value={size}
                  checked={waferSizeMm === size}
                  onChange={() => onChange({ waferSizeMm: size })}
                  className="size-4 accent-plasma-700"
                />
                {formatWaferSize(size)}
              </label>
            ))}
          </div>
          {product.waferSizesMm.onRequest.length > 0 && (
            <p className="mt-2 text-sm text-ink-600">
              {product.waferSizesMm.onRequest.map((size) => `${size} mm`).join(', ')} on request: ask for a quote.
            </p>
          )}
        </fieldset>

        <fieldset className="mt-5">
          <legend className="font-semibold text-ink-900">Options</legend>
          <ul className="mt-2 grid gap-2">
            {offered.map((option) => {
              const replaces = Object.hasOwn(configurationPrices, option.id);
              const range = optionPriceRanges[option.id];
              return (
                <li key={option.id}>
                  <label className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 rounded-control border border-ink-200 p-3 has-checked:border-plasma-600 has-checked:bg-plasma-50 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
                    <input
                      type="checkbox"
                      name="options"
                      value={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                      className="mt-1 size-4 accent-plasma-700"
                    />
                    <span className="font-medium text-ink-900">{option.name}</span>
                    <span className="col-start-2 text-sm text-ink-700 tabular-nums sm:col-start-3 sm:row-start-1 sm:text-right">
                      {replaces ? 'priced as its own configuration' : `+${formatPriceRange(range!)}`}
                    </span>
                    <span className="col-start-2 text-sm text-ink-600 sm:col-end-4">{option.description}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {!complete.ok && <MissingOptions message={complete.message} missing={complete.missing} onAdd={add} />}
        </fieldset>

        {processes.length > 0 && (
          <fieldset className="mt-5" aria-describedby={`${id}-processes-hint`}>
            <legend className="font-semibold text-ink-900">Processes for the sole-source draft</legend>
            <p id={`${id}-processes-hint`} className="mt-1 text-sm text-ink-600">
              Tick the processes your project needs. The sole-source justification draft (under Downloads) lists only the ticked processes, each with
              its figures as requirements; the estimate is the same whichever you tick.
            </p>
            <p className="mt-1 text-sm font-medium text-ink-900" aria-live="polite">
              {chosenProcesses.length === 0
                ? 'No process ticked yet.'
                : `${chosenProcesses.length} of ${processes.length} process${processes.length === 1 ? '' : 'es'} ticked.`}
            </p>
            <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto rounded-control border border-ink-200 p-2">
              {processes.map((process) => (
                <li key={process.id}>
                  <label className="flex min-h-11 items-start gap-3 rounded-control px-2 py-1.5 has-checked:bg-plasma-50">
                    <input
                      type="checkbox"
                      name="processes"
                      value={process.id}
                      checked={configuration.processes.includes(process.id)}
                      onChange={(event) => toggleProcess(process.id, event.target.checked)}
                      className="mt-1 size-4 shrink-0 accent-plasma-700"
                    />
                    <span className="text-ink-900">
                      <span className="font-medium">{process.material}</span>: {process.process} ({process.technique})
                      {process.basis === 'starting window' && <span className="text-ink-600"> · starting window</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {!runnable.ok && <MissingOptions message={runnable.message} missing={runnable.missing} onAdd={add} />}
          </fieldset>
        )}

        {estimate && (
          <>
            <dl className="mt-5 grid gap-3 rounded-control bg-plasma-50 p-4 sm:grid-cols-3" aria-live="polite">
              <div>
                <dt className="text-sm text-ink-600">Budgetary range</dt>
                <dd className="text-xl font-bold text-plasma-800 tabular-nums">{estimate.priceRange}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">Lead time after order</dt>
                <dd className="font-semibold text-ink-900">{formatLeadTime(estimate.leadTimeWeeks)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">Estimate code</dt>
                <dd className="font-semibold text-ink-900 tabular-nums">{estimate.code}</dd>
              </div>
            </dl>
            <p className="mt-2 text-sm text-ink-600">{rangesNote}</p>
            <dl className="mt-4 grid gap-1">
              {estimateTerms.map(({ term, short }) => (
                <div key={term} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-ink-900">{term}:</dt>
                  <dd className="text-ink-700">{short}</dd>
                </div>
              ))}
            </dl>
            <Button type="submit" className="mt-5">
              {getEstimate}
            </Button>
          </>
        )}
      </form>
      {/* Outside the form: the dialog's own form submits through React's tree, and must not reach this one. */}
      {estimate && <EstimateDialog open={open} onOpenChange={setOpen} estimate={estimate} />}
    </>
  );
}

/** Why a choice cannot be priced or drafted yet, and a button that adds the options it is missing. */
function MissingOptions({
  message,
  missing,
  onAdd,
}: {
  message: string;
  missing: readonly { id: string; name: string }[];
  onAdd: (ids: string[]) => void;
}) {
  return (
    <div role="alert" className="mt-3 rounded-control border border-danger-700 bg-ink-50 p-3 text-sm text-ink-900">
      <p>{message}</p>
      {missing.length > 0 && (
        <Button type="button" variant="secondary" className="mt-2" onClick={() => onAdd(missing.map((option) => option.id))}>
          Add {missing.map((option) => option.name).join(' and ')}
        </Button>
      )}
    </div>
  );
}
