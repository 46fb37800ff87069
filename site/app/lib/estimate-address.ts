/**
 * A product page's configuration in its address: `?wafer=150&options=a,b&processes=x,y`, the same names the
 * lead API's document addresses use. The estimate picker writes it and the downloads read it, so a shared link
 * opens the same configuration and the sole-source draft is always the draft of what the picker shows.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../content/products';
import type { ProductPurchasing } from '../content/purchasing/types';
import { estimateWaferSizes, standardOptionIds } from './estimate';
import { useHydrated } from './use-hydrated';

/** What the picker shows: a wafer size, option ids and process ids, each only from the system's own lists. */
export type PickedConfiguration = { waferSizeMm: number; options: string[]; processes: string[] };

type Catalogue = {
  product: Product;
  purchasing: Pick<ProductPurchasing, 'options' | 'facilities'>;
  /** The ids of the system's process library entries. */
  processIds: readonly string[];
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * The configuration an address names; what it leaves out or does not offer falls back to the default: the
 * largest standard wafer size, the options every configuration of the system has, and no process.
 */
export function configurationFromParams(params: URLSearchParams, { product, purchasing, processIds }: Catalogue): PickedConfiguration {
  const sizes = estimateWaferSizes(product);
  const wafer = Number(params.get('wafer'));
  const offered = purchasing.options.map((option) => option.id);
  const options = params.has('options') ? list(params.get('options')).filter((id) => offered.includes(id)) : standardOptionIds(purchasing);
  return {
    waferSizeMm: sizes.includes(wafer) ? wafer : sizes.at(-1)!,
    // In the catalogue's order, each once: the same choice makes the same address.
    options: offered.filter((id) => options.includes(id)),
    processes: processIds.filter((id) => list(params.get('processes')).includes(id)),
  };
}

/** The address's parameters with a configuration written in; other parameters are kept. */
export function configurationToParams(current: URLSearchParams, configuration: PickedConfiguration): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('wafer', String(configuration.waferSizeMm));
  // Written even when empty: no options is a choice, unlike an address that names none.
  next.set('options', configuration.options.join(','));
  if (configuration.processes.length) next.set('processes', configuration.processes.join(','));
  else next.delete('processes');
  return next;
}

/**
 * The page's configuration and a setter that writes it to the address (replacing the history entry, keeping
 * the scroll). Prerendered with the default configuration: a shared link's applies once the page hydrates.
 * A change shows at once: the address follows through a router navigation a moment later, and until it
 * has, the picked configuration stands in for it, so a tick never flickers back and quick ticks add up.
 */
export function usePickedConfiguration(catalogue: Catalogue): [PickedConfiguration, (change: Partial<PickedConfiguration>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [pending, setPending] = useState<PickedConfiguration | null>(null);
  const address = searchParams.toString();
  // The address has moved (to the picked configuration, or elsewhere by a link): it speaks again.
  useEffect(() => setPending(null), [address]);
  const configuration = pending ?? configurationFromParams(hydrated ? searchParams : new URLSearchParams(), catalogue);
  const update = (change: Partial<PickedConfiguration>) => {
    const next = { ...configuration, ...change };
    setPending(next);
    setSearchParams((current) => configurationToParams(current, next), { replace: true, preventScrollReset: true });
  };
  return [configuration, update];
}
