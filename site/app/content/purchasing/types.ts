/**
 * What a lab has to provide for a system (facility requirements), what can be added to it (options), what
 * it costs, how soon it ships, and which revision of its datasheet is current. Each product's purchasing.ts
 * states them; product pages and the PDFs render them. Figures are stored as numbers in SI units and
 * formatted (with their US equivalents) in one place, format.ts, so a converted figure can never disagree
 * with its source.
 */
import type { SystemPriceKey } from '../commercial';

/** A closed range, e.g. [15, 25] for 15-25 °C. */
export type Range = readonly [number, number];

export type ElectricalSupply = {
  /** Nominal line-to-line voltage, V AC. */
  volts: number;
  phases: 1 | 3;
  hertz: 50 | 60;
  /** Apparent power at full load (every generator, heater and pump of the system at its rating), kVA. */
  fullLoadKva: number;
};

type CoolingWater =
  | {
      /** Total flow of the whole system at full load, L/min. */
      litresPerMinute: number;
      /** What the flow covers when it depends on the configuration, e.g. 'with four magnetrons'. */
      flowNote?: string;
      /** Supply temperature, °C. */
      supplyCelsius: Range;
      /** Inlet pressure, bar (gauge). */
      inletBar: Range;
      /** Minimum pressure difference between supply and return, bar. */
      differentialBar: number;
    }
  | { notRequired: string };

type ExhaustPoint = {
  /** What is exhausted, e.g. 'Gas box'. */
  name: string;
  /** Extract flow, ft³/min (the unit US building engineers size ducts in). */
  cfm: number;
  /** Static pressure at the connection, inches of water column. */
  inchesWaterColumn: number;
};

/**
 * What a system needs from the building: power, cooling water, compressed air, nitrogen, exhaust, gases,
 * floor space and floor strength. Figures cover the system at full load with the options that draw power
 * or water; a need that only one option brings says so.
 */
export type FacilityRequirements = {
  electrical: ElectricalSupply;
  /** Heat the system releases into the room air at full load (the rest goes to the cooling water), kW. */
  heatToRoomKw: number;
  coolingWater: CoolingWater;
  compressedAir: {
    /** Supply pressure, bar (gauge). */
    bar: Range;
    /** Average consumption, L/min (free air). */
    litresPerMinute: number;
    /** What it drives. */
    use: string;
  };
  nitrogen: {
    /** Minimum purity, e.g. '99.999%'. */
    purity: string;
    /** Supply pressure, bar (gauge). */
    bar: Range;
    /** What it is used for, with flows. */
    use: string;
  };
  exhaust: {
    /** Extracted enclosures (gas box, precursor cabinet, coater cups). Empty when none is needed. */
    enclosures: ExhaustPoint[];
    /** When no enclosure needs an extract: why. */
    enclosuresNote?: string;
    /** Where the vacuum pump's outlet goes, and how much leaves it. */
    processOutlet: string;
  };
  /** Whether the process exhaust needs a scrubber before the house exhaust, and why. */
  scrubber: { verdict: 'Required' | 'Not required' | 'Depends on the gases fitted'; detail: string };
  /** Purity of the process gases, or why there are none. */
  processGasPurity: string;
  /** How the process gases are delivered to the system. */
  gasConnections: string;
  /** The main unit's outline, m. */
  mainUnit: { widthM: number; depthM: number; heightM: number };
  /** Parts that stand apart from the main unit (pumps, chillers, compressors). */
  remoteUnits?: string;
  /** Free floor space to keep around the main unit for operation and service, m. */
  clearances: { frontM: number; rearM: number; sideM: number; sides: 'one side' | 'each side'; note?: string };
  /** Weight of the main unit, kg, and of the parts that stand apart. */
  weight: { mainUnitKg: number; remote?: { name: string; kg: number }[] };
  /** Further connections this system needs (vacuum, DI water, drains, a room environment...). */
  other?: { parameter: string; value: string }[];
  /**
   * Why the figures are what they are: the tool class and the generators, heaters and pumps they were
   * added up from. Not printed; kept so that whoever changes the configuration can change the figures.
   */
  sizing: string;
};

/** Something that can be added to a system. Prices are not stated here, but in commercial.ts. */
export type ProductOption = {
  /**
   * Stable identifier: configurations and quotes refer to the option by it, so a renamed option keeps its
   * id and a withdrawn one is removed, never reused.
   */
  id: string;
  name: string;
  /** One line. */
  description: string;
  /**
   * Options of the same system without which this one cannot be installed or run safely (a chlorine
   * package without a scrubber for its exhaust); an estimate of a configuration that lacks one is refused.
   */
  requires?: string[];
  /** Options of the same system this one cannot be combined with (what it already includes, or replaces). */
  excludes?: string[];
  /**
   * For a system whose generators are rated by configuration: the generators this option fits in place of the
   * standard ones, by the process setting each one drives. A process run above a standard rating needs the option.
   */
  generatorRatings?: GeneratorRating[];
};

type GeneratorRating = {
  /** The process setting the generator drives. */
  power: 'sourcePower' | 'biasPower' | 'rfPower';
  /** The base configuration's rating, W. */
  standardW: number;
  /** The option's rating, W. */
  optionW: number;
};

export type DatasheetRevision = {
  /** Revision letter, raised whenever the datasheet's content changes. */
  revision: string;
  /** Issue date of the revision, YYYY-MM-DD. */
  date: string;
};

export type ProductPurchasing = {
  facilities: FacilityRequirements;
  options: ProductOption[];
  /** The price range of the base configuration, by its key in commercial.ts. */
  priceKey: SystemPriceKey;
  /** Weeks from order to shipment. */
  leadTimeWeeks: readonly [number, number];
  /**
   * The datasheet's current revision, printed on every page of the PDF. Raise the letter and set the date
   * whenever the product's data, facility requirements or options change what the datasheet says.
   */
  datasheetRevision: DatasheetRevision;
};
