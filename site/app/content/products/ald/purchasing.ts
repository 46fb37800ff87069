import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 10 },
    heatToRoomKw: 1.5,
    coolingWater: {
      litresPerMinute: 2,
      flowNote: 'for the turbomolecular pump and, where fitted, the plasma source',
      supplyCelsius: [15, 25],
      inletBar: [3, 6],
      differentialBar: 1,
    },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the ALD pulse valves and the reactor lid' },
    nitrogen: {
      purity: '99.9995%',
      bar: [1.5, 3],
      use: 'carrier and purge gas in the reactor (typically 20-200 sccm; a point-of-use purifier is recommended), about 10 slm to purge the dry pump, and venting',
    },
    exhaust: {
      enclosures: [{ name: 'Precursor cabinet', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 15 slm, after the foreline trap, to the general or acid house exhaust; KF-25 connection',
    },
    scrubber: {
      verdict: 'Not required',
      detail:
        'in oxide processes with water or ozone the precursors react in the reactor and the foreline trap; the ozone option has its own ozone destruct unit. Other chemistries are reviewed when the system is configured',
    },
    processGasPurity:
      'Precursors in electronic grade from the suppliers’ ALD ranges (for example TMA, TEMAH, TDMAZ, TiCl₄, DEZ); deionised water 18 MΩ·cm; O₂ and Ar 99.999% for the ozone and plasma options',
    gasConnections:
      '1/4 in. VCR for nitrogen and the option gases, regulated to 1.5-3 bar (22-44 psi); precursor bottles mount inside the ventilated precursor cabinet',
    mainUnit: { widthM: 0.8, depthM: 1.0, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.4 × 0.6 m), beside the main unit or up to 3 m away',
    clearances: { frontM: 1.0, rearM: 0.6, sideM: 0.5, sides: 'one side', note: 'keep the precursor cabinet door free for bottle changes' },
    weight: { mainUnitKg: 350, remote: [{ name: 'dry pump', kg: 70 }] },
    sizing:
      'A single-wafer thermal ALD reactor for wafers up to 200 mm. Load: a substrate heater to 400 °C (2 kVA), reactor wall, lid and delivery-line heaters (1.5 kVA), up to six precursor source heaters to 200 °C (1 kVA), a dry pump (2.5 kVA), a small turbomolecular pump for the base pressure below 5×10⁻⁵ Torr (0.5 kVA), the optional remote plasma source (1.2 kVA) or ozone generator (0.5 kVA) and controls (1 kVA): about 10 kVA. Heaters dominate, so little goes to water: only the turbo pump and the plasma source are water-cooled.',
  },
  options: [
    {
      id: 'extra-precursor-line',
      name: 'Additional precursor line',
      description: 'One more heated source (20-150 °C, up to 200 °C) with its own fast pulse valve, up to six lines in all.',
    },
    {
      id: 'ozone',
      name: 'Ozone oxidant',
      description: 'An ozone generator with its own destruct unit, for denser oxides and for processes where water purges too slowly.',
    },
    {
      id: 'remote-plasma',
      name: 'Remote plasma source',
      description: 'A remote RF plasma for plasma-enhanced ALD at low temperature, with the gases of the process set chosen at order.',
    },
    {
      id: 'load-lock',
      name: 'Load-lock',
      description: 'Keeps the reactor hot and under vacuum between samples, shortening the wait before the first cycle.',
    },
    {
      id: 'quartz-crystal-microbalance',
      name: 'Quartz crystal microbalance',
      description: 'Measures the mass gained in each cycle inside the reactor while a recipe is developed.',
    },
    {
      id: 'ellipsometer-ports',
      name: 'Ellipsometer ports',
      description: 'Window ports at the angle an in-situ spectroscopic ellipsometer needs.',
    },
    {
      id: 'glovebox-interface',
      name: 'Glovebox interface',
      description: 'Loads samples from an inert-gas glovebox, for air-sensitive materials.',
    },
  ],
  priceKey: 'ald',
  leadTimeWeeks: [14, 18],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
