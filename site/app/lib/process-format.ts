/**
 * Process data as text: every figure a page, a PDF or an article prints from an entry goes through
 * these functions, and the result through typeset(), so the same figure reads the same everywhere.
 */
import { typeset } from './typeset';
import type { Flow, LoadingCondition, Measurement, ProcessEntry, ProcessStep, Quantity, UniformityFigure } from '../content/processes/types';

/** Numbers as written in the data: no trailing zeros, thousands without separators (e.g. 1500 W). */
const num = (value: number) => String(value);

/** A unit after a number: '°C' and '%'-like units still take a space, as everywhere on the site. */
const withUnit = (text: string, unit: string) => `${text} ${unit}`;

/** '300-1000 nm/min', 'about 1.1 Å/cycle', 'below 5 nm/min', 'up to 1200 °C'. */
export function formatQuantity(quantity: Quantity): string {
  const { unit, min, max, typical, approx, bound } = quantity;
  let text: string;
  if (min !== undefined && max !== undefined) {
    // Both ends with the same decimals: 1.0-1.2, not 1-1.2.
    const decimals = Math.max(...[min, max].map((value) => (String(value).split('.')[1] ?? '').length));
    const fixed = (value: number) => (decimals ? value.toFixed(decimals) : num(value));
    // A negative end takes 'to', so -120 to -90 °C never reads as a double minus.
    text = min === max ? num(min) : `${fixed(min)}${min < 0 || max < 0 ? ' to ' : '-'}${fixed(max)}`;
  } else if (typical !== undefined) text = num(typical);
  else if (max !== undefined) text = num(max);
  else if (min !== undefined) text = num(min);
  else throw new Error('A quantity needs a value');
  const prefix = bound ? `${bound} ` : approx ? 'about ' : '';
  return typeset(prefix + withUnit(text, unit));
}

/** The largest value a quantity states, in its own unit. */
export const upper = (quantity: Quantity) => quantity.max ?? quantity.typical ?? quantity.min ?? 0;
/** The smallest value a quantity states, in its own unit. */
export const lower = (quantity: Quantity) => quantity.min ?? quantity.typical ?? quantity.max ?? 0;

/** 'Cl2 5-15, BCl3 10-30, Ar 5-10 sccm' (typeset). */
function formatFlows(flows: Flow[]): string {
  return typeset(
    `${flows.map((flow) => `${flow.gas} ${flow.min === flow.max ? num(flow.min) : `${num(flow.min)}-${num(flow.max)}`}`).join(', ')} sccm`,
  );
}

/** Power as the system states it: 'ICP 300-800 W, bias 50-150 W' or '150-250 W'. */
export function formatPower(entry: Pick<ProcessEntry, 'conditions'>): string | undefined {
  const { sourcePower, biasPower, rfPower, frequency } = entry.conditions;
  const parts: string[] = [];
  if (sourcePower) parts.push(`ICP ${formatQuantity(sourcePower)}`);
  if (biasPower) parts.push(`bias ${formatQuantity(biasPower)}`);
  if (rfPower) parts.push(formatQuantity(rfPower) + (frequency ? `, ${frequency}` : ''));
  else if (frequency) parts.push(frequency);
  return parts.length ? parts.join(', ') : undefined;
}

function formatStep(step: ProcessStep): string {
  const parts = [
    step.flows ? formatFlows(step.flows) : undefined,
    step.pressure ? formatQuantity(step.pressure) : undefined,
    step.sourcePower ? `ICP ${formatQuantity(step.sourcePower)}` : undefined,
    step.biasPower ? `bias ${formatQuantity(step.biasPower)}` : undefined,
    step.time ? `${formatQuantity(step.time)} per step` : undefined,
  ].filter(Boolean);
  return `${step.name}: ${parts.join(', ')}`;
}

/** The conditions as labelled items, in a fixed order, for tables and data sheets. */
function conditionItems(entry: ProcessEntry): { label: string; value: string }[] {
  const c = entry.conditions;
  const items: { label: string; value: string }[] = [];
  if (c.reactants)
    items.push({ label: entry.kind === 'deposition' && /ALD/.test(entry.technique) ? 'Precursors' : 'Source', value: typeset(c.reactants) });
  if (c.flows) items.push({ label: 'Gases', value: formatFlows(c.flows) });
  if (c.steps) for (const step of c.steps) items.push({ label: step.name, value: typeset(formatStep(step).slice(step.name.length + 2)) });
  if (c.pressure) items.push({ label: 'Pressure', value: formatQuantity(c.pressure) });
  const power = formatPower(entry);
  if (power) items.push({ label: 'Power', value: power });
  if (c.temperature) items.push({ label: 'Temperature', value: formatQuantity(c.temperature) });
  if (c.waferTemperature) items.push({ label: 'Wafer temperature', value: `wafer ${formatQuantity(c.waferTemperature)} in the plasma` });
  for (const other of c.other ?? []) items.push({ label: 'Other', value: typeset(other) });
  return items;
}

/** All conditions in one line, e.g. for a table cell. */
export function formatConditions(entry: ProcessEntry): string {
  const labelled = new Set(['Precursors', 'Source', 'Etch step', 'Passivation step']);
  return conditionItems(entry)
    .map((item) =>
      labelled.has(item.label) || entry.conditions.steps?.some((step) => step.name === item.label) ? `${item.label}: ${item.value}` : item.value,
    )
    .join('; ');
}

/** The rate as printed: '300-1000 nm/min'. */
export function formatRate(entry: ProcessEntry): string | undefined {
  return entry.results.rate ? formatQuantity(entry.results.rate) : undefined;
}

export function formatSelectivity(entry: ProcessEntry): string | undefined {
  return entry.results.selectivity?.length ? typeset(entry.results.selectivity.join('; ')) : undefined;
}

const METHOD: Record<UniformityFigure['method'], string> = {
  'half-range': '(max − min) / (2 × mean)',
  sigma: '1σ / mean',
};

/** How a uniformity figure was measured, in words: formula, points, edge exclusion, wafer size. */
export function uniformityDefinition(figure: Omit<UniformityFigure, 'value'>): string {
  const wafers = figure.waferMm.length > 1 ? `${figure.waferMm.join('-')} mm wafers` : `${figure.waferMm[0]} mm wafer`;
  return `${figure.measured}, ${METHOD[figure.method]}, ${figure.points}-point map, ${figure.edgeExclusionMm} mm edge exclusion, ${wafers}`;
}

/** '±3% (etch depth, (max − min) / (2 × mean), 49-point map, 5 mm edge exclusion, 150 mm wafer)'. */
export function formatUniformity(figure: UniformityFigure): string {
  return `${figure.value} (${uniformityDefinition(figure)})`;
}

/** A measured result as pages print it: what, the figure, and how it was measured. */
export type MeasuredResult = { label: string; value: string; method: string };

/** What a starting window's figures are: the expectation of the published window, until it is qualified on the system. */
export const WINDOW_EXPECTATION = 'expected in this window';

/** The label of the loading condition among the measured results. */
export const LOADING_LABEL = 'Open area';

/** The open area an etch rate was measured at: 'Open area: rate measured at 10-20%; about 10-25% slower at 50%'. */
function loadingResult(loading: LoadingCondition, measuredHere: boolean): MeasuredResult {
  const [low, high] = loading.openAreaPercent;
  const area = low === high ? `${low}%` : `${low}-${high}%`;
  return {
    label: LOADING_LABEL,
    value: `rate ${measuredHere ? 'measured' : 'stated'} at ${area}; ${loading.dependence}`,
    method: loading.method,
  };
}

const measurementResult = (measurement: Measurement): MeasuredResult => ({
  label: measurement.property,
  value: measurement.value,
  method: measurement.method,
});

/**
 * The results that carry their measurement method, in print order: the loading condition of the rate,
 * the sidewall roughness, then the film properties. A starting window's figures are marked as the
 * window's expectation, as they are not yet measured on the system.
 */
export function measuredResults(entry: ProcessEntry): MeasuredResult[] {
  const { loading, sidewallRoughness, filmProperties } = entry.results;
  const measuredHere = entry.basis === 'qualified';
  return [
    ...(loading ? [loadingResult(loading, measuredHere)] : []),
    ...(sidewallRoughness ? [measurementResult(sidewallRoughness)] : []),
    ...(filmProperties ?? []).map(measurementResult),
  ].map((result) => ({
    label: typeset(result.label),
    value: typeset(measuredHere ? result.value : `${result.value}, ${WINDOW_EXPECTATION}`),
    method: typeset(result.method),
  }));
}

/** One measured result in a line of text: 'Resistivity 3-5 × 10⁻⁴ Ω·cm (four-point probe, 150 nm film)'. */
export const formatMeasuredResult = (result: MeasuredResult) => `${result.label}: ${result.value} (${result.method})`;

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.;]$/, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1) + '.';
};

/** Profile, other results and notes as sentences. */
export function formatOutcome(entry: ProcessEntry): string | undefined {
  const parts = [entry.profile, ...(entry.results.properties ?? []), entry.notes].filter(Boolean) as string[];
  return parts.length ? typeset(parts.map(sentence).join(' ')) : undefined;
}

/** The nm/min value of a rate quantity (µm/min converted); undefined for growth per cycle. */
export function inNmPerMin(quantity: Quantity, value: number): number | undefined {
  if (quantity.unit === 'nm/min') return value;
  if (quantity.unit === 'µm/min') return value * 1000;
  return undefined;
}

/**
 * The span of several rates, e.g. for a table that compares tool classes: '20 nm/min to 10 µm/min'.
 * Growth per cycle is never mixed with rates per minute.
 */
export function formatRateSpan(entries: ProcessEntry[]): string {
  const rates = entries.flatMap((entry) => (entry.results.rate ? [entry.results.rate] : []));
  const perMinute = rates.filter((rate) => rate.unit === 'nm/min' || rate.unit === 'µm/min');
  if (perMinute.length === 0) throw new Error('No etch or deposition rates to span');
  const low = Math.min(...perMinute.map((rate) => inNmPerMin(rate, lower(rate))!));
  const high = Math.max(...perMinute.map((rate) => inNmPerMin(rate, upper(rate))!));
  const show = (nm: number) => (nm >= 1000 ? `${num(Math.round(nm / 100) / 10)} µm/min` : `${num(nm)} nm/min`);
  if (high < 1000 || low >= 1000) {
    const unit = high < 1000 ? 'nm/min' : 'µm/min';
    const scale = unit === 'nm/min' ? 1 : 1000;
    return `${num(low / scale)}-${num(high / scale)} ${unit}`;
  }
  return `${show(low)} to ${show(high)}`;
}

/**
 * The span of the process pressures of entries, steps included: '2-50 mTorr'. Pressures in another unit
 * are an error, so a span never mixes Torr and mTorr.
 */
export function formatPressureSpan(entries: Pick<ProcessEntry, 'conditions'>[]): string {
  const pressures = entries.flatMap((entry) =>
    [entry.conditions.pressure, ...(entry.conditions.steps ?? []).map((step) => step.pressure)].filter((q) => q !== undefined),
  );
  if (pressures.length === 0) throw new Error('No process pressures to span');
  if (pressures.some((q) => q.unit !== 'mTorr')) throw new Error('A pressure span covers mTorr pressures only');
  return formatQuantity({ unit: 'mTorr', min: Math.min(...pressures.map(lower)), max: Math.max(...pressures.map(upper)) });
}
