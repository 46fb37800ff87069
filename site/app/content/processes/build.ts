/** Short constructors for the process entries, so the data reads like a recipe sheet. */
import type { Flow, LoadingCondition, Measurement, Quantity, RateKind, Results, UniformityFigure, Unit } from './types';

export const range = (min: number, max: number, unit: Unit): Quantity => ({ min, max, unit });
export const upTo = (max: number, unit: Unit): Quantity => ({ max, unit, bound: 'up to' });

export const rate = (min: number, max: number, unit: Unit, kind: RateKind = 'etch rate'): NonNullable<Results['rate']> => ({
  min,
  max,
  unit,
  kind,
});

/** Gas flows from alternating names and ranges: flows('Cl2', 5, 15, 'Ar', 5, 10). */
export function flows(...items: (string | number)[]): Flow[] {
  const result: Flow[] = [];
  for (let i = 0; i < items.length; i += 3) {
    result.push({ gas: String(items[i]), min: Number(items[i + 1]), max: Number(items[i + 2]) });
  }
  return result;
}

/**
 * How qualified processes are measured: a 49-point map, 5 mm edge exclusion, half-range over mean
 * (etch depth or film thickness), or 1σ over mean for ALD and spin coating, as those are usually quoted.
 * The wafer sizes have no default: each figure names the sizes it was measured on, which are the sizes
 * its material comes in (GaAs stops at 150 mm, InP at 100-150 mm).
 */
export const halfRange = (value: string, measured: string, waferMm: number[]): UniformityFigure => ({
  value,
  method: 'half-range',
  points: 49,
  edgeExclusionMm: 5,
  waferMm,
  measured,
});

export const sigma = (value: string, measured: string, waferMm: number[]): UniformityFigure => ({
  value,
  method: 'sigma',
  points: 49,
  edgeExclusionMm: 5,
  waferMm,
  measured,
});

/** A measured result with its method: measured('Resistivity', '3-5 × 10^-4 Ω·cm', 'four-point probe, 150 nm film'). */
export const measured = (property: string, value: string, method: string): Measurement => ({ property, value, method });

/** The open area (%) an etch rate was measured at, how the rate changes away from it, and how it was measured. */
export const openArea = (low: number, high: number, dependence: string, method: string): LoadingCondition => ({
  openAreaPercent: [low, high],
  dependence,
  method,
});
