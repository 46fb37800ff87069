/**
 * The substrate heater: a 6 kW lamp heater. A wafer radiates σT⁴ times its emissivity (about 0.7) from
 * each face: at 1200 °C about 190 kW/m², so a 200 mm wafer (0.031 m² a face) would radiate about 6 kW
 * from its front alone. With about half the lamp power reaching the sample, the heater holds a sample
 * where it radiates about 3 kW from both faces: 1200 °C up to 100 mm, about 950 °C at 150 mm and
 * about 800 °C at 200 mm. The heater's rated 1200 °C is the first of these limits.
 */
export const substrateHeater = {
  lampKw: 6,
  maximumCelsius: 1200,
  /** The highest setpoint by sample size: samples up to `uptoMm` in diameter reach `celsius`. */
  limits: [
    { uptoMm: 100, celsius: 1200 },
    { uptoMm: 150, celsius: 950 },
    { uptoMm: 200, celsius: 800 },
  ],
} as const;

/** 'Up to 1200 °C on samples up to 100 mm; 950 °C on 150 mm and 800 °C on 200 mm wafers'. */
export function formatHeaterLimits(): string {
  const [first, ...larger] = substrateHeater.limits;
  const rest = larger.map((limit) => `${limit.celsius} °C on ${limit.uptoMm} mm`).join(' and ');
  return `Up to ${first.celsius} °C on samples up to ${first.uptoMm} mm; ${rest} wafers`;
}

/** 'up to 1200 °C on samples up to 100 mm', for running text. */
export const heaterMaximum = `up to ${substrateHeater.maximumCelsius} °C on samples up to ${substrateHeater.limits[0].uptoMm} mm`;
