/** Wafer diameters a system takes, in millimetres: as standard, and on request. */
export type WaferSizes = { standard: number[]; onRequest: number[] };

const INCHES: Record<number, number> = { 100: 4, 150: 6, 200: 8, 300: 12 };

const list = (sizes: number[]) => {
  const inches = sizes.map((mm) => INCHES[mm] ?? `${mm} mm`);
  return inches.length > 1 ? `${inches.slice(0, -1).join(', ')} and ${inches.at(-1)} inch` : `${inches[0]} inch`;
};

/** '150 mm (6 inch)': one size, as a choice of wafer size shows it. */
export function formatWaferSize(mm: number): string {
  return INCHES[mm] ? `${mm} mm (${INCHES[mm]} inch)` : `${mm} mm`;
}

/** '4, 6 and 8 inch; 12 inch on request': how a specification table states the sizes. */
export function formatWaferSizes({ standard, onRequest }: WaferSizes): string {
  return onRequest.length ? `${list(standard)}; ${list(onRequest)} on request` : list(standard);
}
