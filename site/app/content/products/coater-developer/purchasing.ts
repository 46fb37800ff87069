import type { ProductPurchasing } from '../../purchasing/types';

export const purchasing: ProductPurchasing = {
  facilities: {
    electrical: { volts: 208, phases: 1, hertz: 60, fullLoadKva: 4.8 },
    heatToRoomKw: 1.5,
    coolingWater: { notRequired: 'the chill plate is thermoelectric and the spin motors are air-cooled' },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 30, use: 'for the dispense valves, the cup lids and the lift pins' },
    nitrogen: {
      purity: '99.99%',
      bar: [3, 5],
      use: 'spin drying, backside blow-off and pressurising the resist and developer canisters; about 30 slm while drying',
    },
    exhaust: {
      enclosures: [
        { name: 'Coater cup', cfm: 100, inchesWaterColumn: 1 },
        { name: 'Developer cup', cfm: 100, inchesWaterColumn: 1 },
        { name: 'Hotplates and HMDS prime', cfm: 50, inchesWaterColumn: 0.5 },
      ],
      processOutlet:
        'No vacuum pump outlet: solvent vapours leave with the cup and hotplate exhaust, which goes to the house solvent (VOC) exhaust, kept apart from the acid exhaust',
    },
    scrubber: { verdict: 'Not required', detail: 'there are no process gases; solvent emissions follow the site’s rules for its solvent exhaust' },
    processGasPurity: 'No process gases; resists, solvents and developers in semiconductor (MOS) grade',
    gasConnections: 'Nitrogen and compressed air: 1/4 in. tube fittings',
    mainUnit: { widthM: 1.2, depthM: 0.9, heightM: 1.7 },
    remoteUnits: 'Chemical cabinet for the resist, solvent and developer canisters (0.6 × 0.6 m), beside the main unit',
    clearances: { frontM: 1.0, rearM: 0.6, sideM: 0.5, sides: 'one side' },
    weight: { mainUnitKg: 450, remote: [{ name: 'chemical cabinet', kg: 60 }] },
    other: [
      {
        parameter: 'Vacuum',
        value: 'House vacuum of at least -80 kPa (24 inHg) at about 30 L/min for the spin chucks, or the on-board vacuum pump option',
      },
      { parameter: 'DI water', value: '18 MΩ·cm, 2-3 bar (29-44 psi), about 1 L/min while rinsing, for the developer rinse and the backside rinse' },
      {
        parameter: 'Drains',
        value: 'Separate waste lines for solvent and for developer, to collection containers or the house chemical waste system',
      },
      {
        parameter: 'Room environment',
        value: '23 ± 0.5 °C and 45 ± 5% RH at the coater, the conditions the coating uniformity is specified at; yellow (UV-filtered) light',
      },
    ],
    sizing:
      'A two-module coater and developer for wafers up to 200 mm. Load: the coater spindle to 8000 rpm and the developer spindle to 5000 rpm (0.5 kVA each), two hotplates to 200 °C (1.2 kW each, the second as an option), the thermoelectric chill plate (0.4 kVA), dispense pumps, controls and PC (1 kVA): about 4.8 kVA, which a single-phase 208 V, 30 A circuit carries. No RF, vacuum pump or water-cooled part. Cup exhaust of about 100 CFM each is usual for 200 mm spin bowls.',
  },
  options: [
    {
      id: 'hmds-vapour-prime',
      name: 'HMDS vapour prime',
      description: 'Vapour-phase HMDS prime on a heated plate, for resist adhesion without liquid HMDS on the wafer.',
    },
    {
      id: 'extra-resist-line',
      name: 'Additional resist line',
      description: 'One more pump-driven dispense line, so a second resist is ready without a change-over.',
    },
    {
      id: 'syringe-dispense',
      name: 'Syringe dispense arm',
      description: 'Manual syringe dispense for small volumes of costly or experimental resists.',
    },
    {
      id: 'second-hotplate',
      name: 'Additional hotplate',
      description: 'A second bake plate, so soft bake and post-exposure bake each keep their own temperature.',
    },
    {
      id: 'vacuum-pump',
      name: 'On-board vacuum pump',
      description: 'Holds the spin chucks where no house vacuum is available.',
    },
  ],
  priceKey: 'coater-developer',
  leadTimeWeeks: [10, 14],
  datasheetRevision: { revision: 'A', date: '2026-11-23' },
};
