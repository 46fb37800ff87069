/**
 * Turns the facility figures into the rows a product page and a datasheet print. SI first, with the US
 * units a building's facilities team works in (psi, gpm, CFM, lb, BTU/h) converted here, never by hand.
 */
import type { SpecRow } from '../content/products/types';
import type { ElectricalSupply, FacilityRequirements, Range } from '../content/purchasing/types';

/** A number with at most `digits` decimals, trailing zeros dropped, thousands separated. */
function num(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** Metres with one decimal at least (1.0, 1.5, 0.75). */
export function metres(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

const range = ([low, high]: Range, format: (n: number) => string | number = (n) => num(n)) =>
  low === high ? format(low) : `${format(low)}-${format(high)}`;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

const psi = (bar: number) => Math.round(bar * 14.5038);
const gpm = (litresPerMinute: number) => num(litresPerMinute * 0.264172);
const cubicMetresPerHour = (cfm: number) => Math.round(cfm * 1.699011);
const pascal = (inchesWaterColumn: number) => roundTo(inchesWaterColumn * 249.089, 5);
const pounds = (kg: number) => num(roundTo(kg * 2.204623, 10), 0);
/** Whole inches, as US plans and the footprint row give them. */
export const inches = (m: number) => Math.round(m * 39.3701);
const btuPerHour = (kw: number) => num(roundTo(kw * 3412.14, 100), 0);

/** Breaker ratings (A) a US panel offers, smallest first. */
const breakerSizes = [15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200];

/** Full-load current per phase (or per line for single phase), A. */
export function fullLoadAmps(supply: ElectricalSupply): number {
  const lineFactor = supply.phases === 3 ? Math.sqrt(3) : 1;
  return (supply.fullLoadKva * 1000) / (lineFactor * supply.volts);
}

/** The smallest standard breaker that carries the full-load current as a continuous load (125%). */
export function breakerAmps(supply: ElectricalSupply): number {
  const needed = fullLoadAmps(supply) * 1.25;
  const size = breakerSizes.find((rating) => rating >= needed);
  if (!size) throw new Error(`No standard breaker carries ${needed.toFixed(0)} A`);
  return size;
}

export function facilityRows(facility: FacilityRequirements): SpecRow[] {
  const { electrical, coolingWater, compressedAir, nitrogen, exhaust, mainUnit, clearances, weight } = facility;
  const wires = electrical.phases === 3 ? '5-wire (L1, L2, L3, N, PE)' : '3-wire (L1, L2, PE)';
  const poles = electrical.phases === 3 ? '3-pole' : '2-pole';
  const perPhase = electrical.phases === 3 ? ' per phase' : '';
  const rows: SpecRow[] = [
    {
      parameter: 'Electrical supply',
      value: `${electrical.volts} V AC ±10%, ${electrical.phases === 3 ? '3-phase' : 'single-phase'}, ${electrical.hertz} Hz; ${wires}`,
    },
    {
      parameter: 'Electrical load',
      value: `${num(electrical.fullLoadKva)} kVA at full load, ${Math.round(fullLoadAmps(electrical))} A${perPhase}; fed from a ${breakerAmps(electrical)} A ${poles} breaker`,
    },
    { parameter: 'Heat released to the room', value: `${num(facility.heatToRoomKw)} kW (${btuPerHour(facility.heatToRoomKw)} BTU/h) at full load` },
  ];

  if ('notRequired' in coolingWater) {
    rows.push({ parameter: 'Cooling water', value: `Not required: ${coolingWater.notRequired}` });
  } else {
    const note = coolingWater.flowNote ? ` ${coolingWater.flowNote}` : '';
    rows.push(
      {
        parameter: 'Cooling water flow',
        value: `${num(coolingWater.litresPerMinute)} L/min (${gpm(coolingWater.litresPerMinute)} gpm)${note}`,
      },
      {
        parameter: 'Cooling water temperature and quality',
        value: `${range(coolingWater.supplyCelsius)} °C at the supply, above the room's dew point; closed-loop process water, filtered to 50 µm, pH 7-9`,
      },
      {
        parameter: 'Cooling water pressure',
        value: `${range(coolingWater.inletBar)} bar (${range(coolingWater.inletBar, psi)} psi) at the inlet; at least ${num(coolingWater.differentialBar)} bar (${psi(coolingWater.differentialBar)} psi) between supply and return`,
      },
    );
  }

  rows.push(
    {
      parameter: 'Compressed air',
      value: `${range(compressedAir.bar)} bar (${range(compressedAir.bar, psi)} psi), clean, dry and oil-free (ISO 8573-1 class 1.4.1); about ${num(compressedAir.litresPerMinute)} L/min, ${compressedAir.use}`,
    },
    {
      parameter: 'Nitrogen',
      value: `${nitrogen.purity} or better, ${range(nitrogen.bar)} bar (${range(nitrogen.bar, psi)} psi); ${nitrogen.use}`,
    },
    {
      parameter: 'Exhaust, enclosures',
      value: exhaust.enclosures.length
        ? exhaust.enclosures
            .map(
              (point) =>
                `${point.name}: ${cubicMetresPerHour(point.cfm)} m³/h (${num(point.cfm, 0)} CFM) at ${pascal(point.inchesWaterColumn)} Pa (${num(point.inchesWaterColumn, 2)} in. w.c.)`,
            )
            .join('; ')
        : `None: ${exhaust.enclosuresNote ?? 'no enclosure needs an extract'}`,
    },
    { parameter: 'Exhaust, process', value: exhaust.processOutlet },
    { parameter: 'Scrubber on the process exhaust', value: `${facility.scrubber.verdict}: ${facility.scrubber.detail}` },
    { parameter: 'Process gas purity', value: facility.processGasPurity },
    { parameter: 'Gas connections', value: facility.gasConnections },
    {
      parameter: 'Footprint (W × D × H)',
      value: `${metres(mainUnit.widthM)} × ${metres(mainUnit.depthM)} × ${metres(mainUnit.heightM)} m (${inches(mainUnit.widthM)} × ${inches(mainUnit.depthM)} × ${inches(mainUnit.heightM)} in.), main unit`,
    },
  );
  if (facility.remoteUnits) rows.push({ parameter: 'Separate units', value: facility.remoteUnits });
  const sideText = clearances.sides === 'each side' ? 'on each side' : 'on one side';
  rows.push(
    {
      parameter: 'Service clearances',
      value: `${metres(clearances.frontM)} m front, ${metres(clearances.rearM)} m rear, ${metres(clearances.sideM)} m ${sideText}${clearances.note ? `; ${clearances.note}` : ''}`,
    },
    {
      parameter: 'Weight',
      value: [
        `${num(weight.mainUnitKg, 0)} kg (${pounds(weight.mainUnitKg)} lb), main unit`,
        ...(weight.remote ?? []).map((part) => `${part.name} ${num(part.kg, 0)} kg (${pounds(part.kg)} lb)`),
      ].join('; '),
    },
    {
      parameter: 'Floor load',
      value: (() => {
        const load = weight.mainUnitKg / (mainUnit.widthM * mainUnit.depthM);
        return `About ${num(roundTo(load, 10), 0)} kg/m² (${Math.round(load * 0.204816)} lb/ft²) under the main unit`;
      })(),
    },
    ...(facility.other ?? []),
  );
  return rows;
}

/**
 * What the delivery route (doors, corridors, a lift) has to pass: the main unit on its narrower side, and
 * its height. Crating adds to both; the rigger confirms with the crate size on the shipping notice.
 */
export function deliveryRoute(facility: FacilityRequirements): string {
  const { widthM, depthM, heightM } = facility.mainUnit;
  const narrow = Math.min(widthM, depthM);
  return `an opening at least ${metres(narrow)} m (${inches(narrow)} in.) wide and ${metres(heightM)} m (${inches(heightM)} in.) high for the main unit, uncrated`;
}

/** Printed under the facility table on the page and in the datasheet. */
export const facilityNote =
  'Figures are for the standard configuration at full load; where an option adds a need, its row says so. The site brings power, water, gases and exhaust to the connection points before installation.';
