/**
 * The process data: what each system does to which material, under which conditions, with which
 * result. One entry per process; product pages, datasheets and articles print their figures from
 * these entries, so a figure is changed in one place.
 */
import type { ProductSlug } from '../products/registry';

/** Units the data uses. Rates: nm/min, µm/min (etch and deposition), Å/cycle (ALD growth per cycle). */
export type Unit =
  'nm/min' | 'µm/min' | 'Å/cycle' | 'mTorr' | 'Torr' | 'W' | 'W/cm²' | '°C' | 's' | 'min' | 'rpm' | 'eV' | 'mA/cm²' | 'MPa' | 'nm' | 'µm';

/**
 * A measured or set value: a range (min-max), a single typical value, or a bound. `approx` prints
 * "about" before a typical value; `bound` prints "below" or "up to".
 */
export type Quantity = {
  unit: Unit;
  min?: number;
  max?: number;
  typical?: number;
  approx?: boolean;
  bound?: 'below' | 'up to' | 'above';
};

/** One gas and its flow range in sccm (pure-gas equivalent unless the gas names a mixture). */
export type Flow = { gas: string; min: number; max: number };

/** A step of a cyclic process (Bosch etch and passivation, ALD pulses), with its own settings. */
export type ProcessStep = {
  name: string;
  flows?: Flow[];
  pressure?: Quantity;
  sourcePower?: Quantity;
  biasPower?: Quantity;
  time?: Quantity;
};

type Conditions = {
  /** Gas flows (sccm). */
  flows?: Flow[];
  /** Precursors and co-reactants of an ALD process, or the target of a sputter process. */
  reactants?: string;
  pressure?: Quantity;
  /** ICP source power. */
  sourcePower?: Quantity;
  /** Substrate bias power (ICP-RIE, HDP-CVD). */
  biasPower?: Quantity;
  /** Power of a single-generator system (RIE, PECVD, stripper, sputter target, ion source). */
  rfPower?: Quantity;
  /** RF frequency where the system offers more than one. */
  frequency?: string;
  /** Substrate, stage, electrode or platen temperature. */
  temperature?: Quantity;
  /**
   * The temperature the wafer itself reaches where the plasma heats it well above the stage setpoint
   * (high-bias HDP-CVD): what a temperature-sensitive substrate sees.
   */
  waferTemperature?: Quantity;
  /** The steps of a cyclic process. */
  steps?: ProcessStep[];
  /** Conditions specific to a technique: beam energy and current, spin speed, bake, time. */
  other?: string[];
};

/** How a uniformity figure was measured. */
type UniformityMethod = 'half-range' | 'sigma';

export type UniformityFigure = {
  /** The figure as the product publishes it, e.g. '±3%' or '< 1%'. */
  value: string;
  method: UniformityMethod;
  /** Number of measurement points on the map. */
  points: number;
  /** Edge exclusion, mm. */
  edgeExclusionMm: number;
  /** Wafer diameter(s), mm, e.g. [150, 200]. */
  waferMm: number[];
  /** What was measured, e.g. 'etch depth', 'film thickness'. */
  measured: string;
};

/**
 * A measured result and how it was measured: a film property (resistivity, refractive index, stress,
 * optical loss), or the roughness of an etched sidewall.
 */
export type Measurement = {
  /** What was measured, e.g. 'Resistivity', 'Optical loss', 'Scallop depth'. */
  property: string;
  /** The figure as published, e.g. '3-5 × 10^-4 Ω·cm' or '< 1.5 dB/cm at 1550 nm'. */
  value: string;
  /** The instrument and the sample it was measured on, e.g. 'four-point probe, 150 nm film on glass'. */
  method: string;
};

/**
 * The pattern an etch rate was measured on. Most etches slow down as more of the wafer is exposed,
 * because the etchant is used up faster than it arrives (macroloading), so a rate means little without it.
 */
export type LoadingCondition = {
  /** The share of the wafer area left open by the mask, %, lowest and highest. */
  openAreaPercent: [number, number];
  /** How the rate changes away from that open area, e.g. 'about 10-25% slower at 50%'. */
  dependence: string;
  /** How the rate was measured, e.g. 'etch depth by stylus profiler after mask strip, timed etch'. */
  method: string;
};

export type RateKind = 'etch rate' | 'deposition rate' | 'growth per cycle' | 'strip rate' | 'removal rate';

export type Results = {
  rate?: Quantity & { kind: RateKind };
  /** Each against one material, e.g. '5-15:1 to SiO2'. */
  selectivity?: string[];
  uniformity?: UniformityFigure;
  /**
   * What a deposited film is judged by, each figure with its measurement method: resistivity,
   * transmittance, refractive index, stress, optical loss, permittivity, leakage, crystal quality.
   */
  filmProperties?: Measurement[];
  /** The open area an etch rate was measured at and how the rate changes with it: every etch with a rate states one. */
  loading?: LoadingCondition;
  /** Sidewall roughness (scallop depth for Bosch, RMS roughness otherwise) where the profile is the point of the etch. */
  sidewallRoughness?: Measurement;
  /** Other results in words, where no figure with a method fits: aspect ratio, layer thickness, surface state. */
  properties?: string[];
  /**
   * The highest aspect ratio (depth:width) the process handles routinely, where the data states one:
   * the trenches an etch cuts, the gaps a film fills. The properties say it in words too; a test checks
   * that both agree.
   */
  maxAspectRatio?: number;
  /** How a deposited film covers a step: evenly on every surface (ALD), or filling gaps from the bottom. */
  stepCoverage?: 'conformal' | 'gap fill';
};

export type ProcessKind = 'etch' | 'deposition' | 'strip and clean' | 'coating';

/**
 * Qualified: run and measured by our applications team on the system. Starting window: a published
 * process window the system's hardware supports, offered as the starting point of a qualification
 * on your samples.
 */
type ProcessBasis = 'qualified' | 'starting window';

export type ProcessEntry = {
  /** Stable identifier; articles cite it, e.g. `icp-gaas-cl2`. Lowercase words joined by hyphens. */
  id: string;
  /** The system that runs it (a product's slug). */
  system: ProductSlug;
  /** A named configuration of that system the process needs, e.g. 'DRIE'. */
  configuration?: 'DRIE';
  /**
   * The options of the system (ids from its purchasing.ts `options`) the process cannot run without,
   * e.g. 'cryogenic-stage'. An option sold for processes is shown by at least one entry that names it.
   */
  needsOptions?: readonly string[];
  kind: ProcessKind;
  /** e.g. 'ICP-RIE', 'Bosch DRIE', 'Thermal ALD', 'Reactive sputtering'. */
  technique: string;
  material: string;
  /** The chemistry in short, e.g. 'Cl2/BCl3/Ar'. */
  process: string;
  mask?: string;
  conditions: Conditions;
  results: Results;
  /** Sidewall angle and shape, or film structure. */
  profile?: string;
  notes?: string;
  basis: ProcessBasis;
};

/** An entry as a product folder's processes.ts writes it: the folder names the system. */
export type ProcessData = Omit<ProcessEntry, 'system'>;
