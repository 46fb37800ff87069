/**
 * What each system needs from the building: power, cooling water, compressed air, nitrogen, exhaust,
 * gases, floor space and floor strength. Figures cover the system at full load with the options that draw
 * power or water; a need that only one option brings says so. Each entry's `sizing` says what the figures
 * were added up from, so they can be revised with the configuration.
 */
import type { FacilityRequirements, ProductSlug } from './types';

/** Gas delivery common to the systems with a gas box. */
const vcrGasBox = '1/4 in. VCR at the gas box, regulated to 1-2 bar (15-29 psi)';

export const facilities: Record<ProductSlug, FacilityRequirements> = {
  'icp-etcher': {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 20 },
    heatToRoomKw: 2.5,
    coolingWater: { litresPerMinute: 12, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 2 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the pneumatic valves, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 30 slm continuous to purge the dry pump, up to 100 slm while venting the load-lock or the chamber',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 35 slm (mostly purge nitrogen), to the corrosive (acid) house exhaust; KF-40 connection',
    },
    scrubber: {
      verdict: 'Depends on the gases fitted',
      detail:
        'required (point-of-use dry-bed or burn-wet unit) when the gas lines include Cl₂, BCl₃ or HBr; a fluorine and oxygen set (SF₆, CF₄, CHF₃, C₄F₈, O₂, Ar) can go to a scrubbed acid house exhaust',
    },
    processGasPurity: 'Ar, O₂ and N₂ 99.999%; SF₆, CF₄, CHF₃ and C₄F₈ 99.99% or better; Cl₂, BCl₃ and HBr 99.999%; helium for wafer cooling 99.999%',
    gasConnections: `${vcrGasBox}; toxic and corrosive gases from a ventilated gas cabinet with leak detection`,
    mainUnit: { widthM: 1.0, depthM: 1.5, heightM: 1.9 },
    remoteUnits: 'Dry pump (0.5 × 0.9 m) and stage chiller (0.6 × 0.7 m), up to 5 m from the main unit, for example in a service chase',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side', note: 'a ceiling of at least 2.6 m to lift the ICP source for service' },
    weight: {
      mainUnitKg: 750,
      remote: [
        { name: 'dry pump', kg: 130 },
        { name: 'stage chiller', kg: 110 },
      ],
    },
    other: [
      {
        parameter: 'Liquid nitrogen',
        value: 'Cryogenic stage option only: LN2 at 1-1.5 bar (15-22 psi) from a self-pressurising dewar or a vacuum-jacketed line; about 5-8 L/h while processing',
      },
    ],
    sizing:
      'A research ICP-RIE for wafers up to 200 mm. Load: 3 kW ICP and 1 kW bias generators at 13.56 MHz (about 6.5 kVA input together), a 1,600-2,000 L/s magnetically levitated turbomolecular pump (1 kVA), a corrosion-resistant dry pump (4 kVA), a -70 °C recirculating stage chiller (4 kVA, water-cooled) and heaters, controls and PC (2 kVA): about 18 kVA, 20 with margin. Water: the generators, the ICP coil and match, the turbo pump and the chiller condenser reject about 8 kW, which 12 L/min carries away at a 10 K rise. The main unit is the 1.0 × 1.5 m stated in the specifications; 750 kg is the range of comparable single-chamber ICP tools with a load-lock.',
  },

  'rie-etcher': {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 8 },
    heatToRoomKw: 1.2,
    coolingWater: { litresPerMinute: 4, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1.5 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 15, use: 'for the pneumatic valves and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 15 slm continuous to purge the dry pump, up to 50 slm while venting the load-lock or the chamber',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 30, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 20 slm, to the corrosive (acid) house exhaust; KF-25 connection',
    },
    scrubber: {
      verdict: 'Depends on the gases fitted',
      detail:
        'not needed for fluorine and oxygen gases (CF₄, CHF₃, SF₆, O₂, Ar), which go to a scrubbed acid house exhaust; required (point-of-use dry-bed unit) when Cl₂ or BCl₃ lines are fitted',
    },
    processGasPurity: 'Ar and O₂ 99.999%; CF₄, CHF₃ and SF₆ 99.99% or better; Cl₂ and BCl₃, where fitted, 99.999%',
    gasConnections: `${vcrGasBox}; corrosive gases from a ventilated gas cabinet`,
    mainUnit: { widthM: 1.0, depthM: 1.0, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.4 × 0.7 m), beside the main unit or up to 5 m away',
    clearances: { frontM: 1.0, rearM: 0.6, sideM: 0.6, sides: 'one side' },
    weight: { mainUnitKg: 400, remote: [{ name: 'dry pump', kg: 90 }] },
    sizing:
      'A parallel-plate RIE for wafers up to 200 mm. Load: a 600 W 13.56 MHz generator (1.2 kVA), a 300-700 L/s turbomolecular pump (0.5 kVA), a dry pump (3 kVA), an air-cooled recirculator for the 20-80 °C electrode (1.5 kVA) and controls (1 kVA): about 7 kVA, 8 with margin, on a 30 A circuit as for comparable compact RIE tools. Water: the generator, match, electrode heat exchanger and turbo pump reject about 2 kW, 4 L/min at a 7 K rise. The main unit is the 1.0 × 1.0 m footprint stated for the RIE.',
  },

  'hdp-cvd': {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 22 },
    heatToRoomKw: 2.5,
    coolingWater: { litresPerMinute: 12, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 2 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the pneumatic valves, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 50 slm continuous to purge the dry pump and dilute silane in its exhaust, up to 100 slm while venting',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 55 slm, through the scrubber to the acid house exhaust; KF-40 connection',
    },
    scrubber: {
      verdict: 'Required',
      detail:
        'silane is pyrophoric and the in-situ fluorine clean leaves HF and SiF₄, so a point-of-use burn-wet scrubber treats the pump exhaust before the house exhaust',
    },
    processGasPurity:
      'SiH₄ 99.999% (electronic grade, pure or diluted in Ar or He); O₂, N₂O, Ar and He 99.999%; NF₃ or CF₄ for chamber cleaning 99.99% or better',
    gasConnections: `${vcrGasBox}; silane from a ventilated gas cabinet with excess-flow shut-off and gas detection`,
    mainUnit: { widthM: 1.0, depthM: 1.5, heightM: 1.9 },
    remoteUnits:
      'Dry pump (0.5 × 0.9 m), stage chiller (0.6 × 0.7 m) and scrubber (0.6 × 0.8 m), up to 5 m from the main unit; the scrubber has its own power feed',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side', note: 'a ceiling of at least 2.6 m to lift the ICP source for service' },
    weight: {
      mainUnitKg: 800,
      remote: [
        { name: 'dry pump', kg: 130 },
        { name: 'stage chiller', kg: 90 },
        { name: 'scrubber', kg: 200 },
      ],
    },
    sizing:
      'The HDP-CVD shares the ICP platform. Load: 3 kW ICP and 1 kW bias generators (about 6.5 kVA), a turbomolecular pump (1 kVA), a dry pump sized for silane and powder (4 kVA), a stage chiller and heater for 20-200 °C (3 kVA), heated foreline and exhaust (1 kVA) and controls (2 kVA): about 18 kVA, 22 with margin; the scrubber is fed separately, as its makers specify. Water as on the ICP-RIE: about 8 kW rejected, 12 L/min. Nitrogen: silane in a dry-pump exhaust is diluted with purge nitrogen, so the purge is larger than on an etcher.',
  },

  pecvd: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 15 },
    heatToRoomKw: 2,
    coolingWater: { litresPerMinute: 6, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1.5 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 15, use: 'for the pneumatic valves and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'about 50 slm continuous to purge the dry pump and dilute silane in its exhaust, up to 100 slm while venting',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box', cfm: 50, inchesWaterColumn: 0.5 }],
      processOutlet: 'Dry-pump outlet, about 55 slm, through the scrubber to the acid house exhaust; KF-40 connection',
    },
    scrubber: {
      verdict: 'Required',
      detail:
        'silane is pyrophoric, ammonia is toxic and the in-situ CF₄/O₂ clean leaves HF, so a point-of-use burn-wet scrubber treats the pump exhaust before the house exhaust',
    },
    processGasPurity:
      'SiH₄ 99.999% (electronic grade; pure, or 2-5% in N₂ or Ar); NH₃ 99.9995%; N₂O, N₂, Ar and O₂ 99.999%; CF₄ for chamber cleaning 99.99% or better',
    gasConnections: `${vcrGasBox}; silane and ammonia from ventilated gas cabinets with excess-flow shut-off and gas detection`,
    mainUnit: { widthM: 1.0, depthM: 1.2, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.5 × 0.8 m) and scrubber (0.6 × 0.8 m), up to 5 m from the main unit; the scrubber has its own power feed',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side' },
    weight: {
      mainUnitKg: 550,
      remote: [
        { name: 'dry pump', kg: 110 },
        { name: 'scrubber', kg: 200 },
      ],
    },
    sizing:
      'A showerhead PECVD for wafers up to 200 mm. Load: a 2 kW 13.56 MHz generator (3.5 kVA) and the optional 1 kW 400 kHz generator (1.5 kVA), a 400 °C platen heater (3 kW), heated lid and lines (1 kVA), a dry pump for silane and powder (4 kVA), the optional turbomolecular pump (0.5 kVA) and controls (1 kVA): about 14.5 kVA, 15 in all. Water: generators, matching, chamber walls and pump reject about 3.5 kW, 6 L/min at an 8 K rise.',
  },

  ald: {
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
    gasConnections: '1/4 in. VCR for nitrogen and the option gases, regulated to 1.5-3 bar (22-44 psi); precursor bottles mount inside the ventilated precursor cabinet',
    mainUnit: { widthM: 0.8, depthM: 1.0, heightM: 1.8 },
    remoteUnits: 'Dry pump (0.4 × 0.6 m), beside the main unit or up to 3 m away',
    clearances: { frontM: 1.0, rearM: 0.6, sideM: 0.5, sides: 'one side', note: 'keep the precursor cabinet door free for bottle changes' },
    weight: { mainUnitKg: 350, remote: [{ name: 'dry pump', kg: 70 }] },
    sizing:
      'A single-wafer thermal ALD reactor for wafers up to 200 mm. Load: a substrate heater to 400 °C (2 kVA), reactor wall, lid and delivery-line heaters (1.5 kVA), up to six precursor source heaters to 200 °C (1 kVA), a dry pump (2.5 kVA), a small turbomolecular pump for the base pressure below 5×10⁻⁵ Torr (0.5 kVA), the optional remote plasma source (1.2 kVA) or ozone generator (0.5 kVA) and controls (1 kVA): about 10 kVA. Heaters dominate, so little goes to water: only the turbo pump and the plasma source are water-cooled.',
  },

  sputter: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 25 },
    heatToRoomKw: 2.5,
    coolingWater: {
      litresPerMinute: 20,
      flowNote: 'with four magnetrons and the cryogenic pump; add 3 L/min for each further magnetron',
      supplyCelsius: [15, 25],
      inletBar: [4, 6],
      differentialBar: 2,
    },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 30, use: 'for the source shutters, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'up to 100 slm while venting the load-lock or the chamber, about 5 slm to purge the dry pump',
    },
    exhaust: {
      enclosures: [],
      enclosuresNote: 'no hazardous gases (Ar, N₂ and O₂ only)',
      processOutlet: 'Dry-pump outlet, about 10 slm, to the general house exhaust; KF-25 connection',
    },
    scrubber: { verdict: 'Not required', detail: 'argon, nitrogen and oxygen leave the pump unchanged' },
    processGasPurity: 'Ar 99.999% (99.9999% recommended for metal films); N₂ and O₂ 99.999%',
    gasConnections: '1/4 in. VCR, regulated to 1-2 bar (15-29 psi)',
    mainUnit: { widthM: 1.4, depthM: 1.2, heightM: 2.0 },
    remoteUnits: 'Cryopump compressor (0.5 × 0.6 m) and dry pump (0.4 × 0.6 m), up to 10 m from the main unit',
    clearances: { frontM: 1.0, rearM: 0.8, sideM: 0.8, sides: 'one side', note: 'a ceiling of at least 2.8 m to raise the chamber lid' },
    weight: {
      mainUnitKg: 900,
      remote: [
        { name: 'cryopump compressor', kg: 120 },
        { name: 'dry pump', kg: 70 },
      ],
    },
    sizing:
      'A magnetron sputter system with 2-6 sources for wafers up to 200 mm. Load: two 1 kW RF generators (4 kVA) and a 1.5 kW DC supply (2 kVA), the substrate heater to 1200 °C (6 kW lamp heater), a cryopump compressor (7 kVA, water-cooled), a dry backing pump (2.5 kVA) and controls (1.5 kVA): about 23 kVA, 25 with margin. Water: about 3 L/min per magnetron, 4 L/min for the cryopump compressor and 4 L/min for the heater shroud and chamber walls.',
  },

  'ibe-ribe': {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 18 },
    heatToRoomKw: 2,
    coolingWater: {
      litresPerMinute: 12,
      flowNote: 'with the cryogenic pump (6 L/min with the turbomolecular pump)',
      supplyCelsius: [15, 25],
      inletBar: [4, 6],
      differentialBar: 2,
    },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 20, use: 'for the beam shutter, the gate valve and the load-lock' },
    nitrogen: {
      purity: '99.999%',
      bar: [2, 4],
      use: 'up to 100 slm while venting the load-lock or the chamber, about 5 slm to purge the dry pump',
    },
    exhaust: {
      enclosures: [{ name: 'Gas box (RIBE gases)', cfm: 30, inchesWaterColumn: 0.5 }],
      processOutlet:
        'Dry-pump outlet, about 10 slm, to the general house exhaust for argon milling, or to the acid house exhaust when RIBE gases are fitted; KF-25 connection',
    },
    scrubber: {
      verdict: 'Not required',
      detail: 'argon milling releases only argon, and the small fluorocarbon flows of RIBE (CHF₃, CF₄) go to the acid house exhaust',
    },
    processGasPurity: 'Ar 99.999% for the ion source and the neutraliser; for RIBE, CHF₃ and CF₄ 99.99% or better and O₂ 99.999%',
    gasConnections: vcrGasBox,
    mainUnit: { widthM: 1.4, depthM: 1.6, heightM: 2.0 },
    remoteUnits: 'Cryopump compressor (0.5 × 0.6 m), dry pump (0.4 × 0.6 m) and stage chiller (0.5 × 0.6 m), up to 10 m from the main unit',
    clearances: { frontM: 1.0, rearM: 1.0, sideM: 0.6, sides: 'one side', note: 'the ion source is withdrawn at the rear for grid service' },
    weight: {
      mainUnitKg: 950,
      remote: [
        { name: 'cryopump compressor', kg: 120 },
        { name: 'dry pump', kg: 70 },
        { name: 'stage chiller', kg: 60 },
      ],
    },
    sizing:
      'An ion beam etcher with a gridded RF ion source sized for 200 mm wafers. Load: a 1.5-2 kW RF generator for the source (3 kVA), beam and accelerator supplies of about 1 kV and 0.5 A (1.5 kVA), the neutraliser (0.5 kVA), a cryopump compressor (7 kVA), a dry pump (2.5 kVA), the 5-20 °C stage chiller (1.5 kVA) and the tilt and rotation drives with controls (1.5 kVA): about 17.5 kVA, 18 in all. Water: the ion source and its generator, the compressor and the chiller condenser; the compressor is about half of it, hence 6 L/min without it.',
  },

  striper: {
    electrical: { volts: 208, phases: 3, hertz: 60, fullLoadKva: 7 },
    heatToRoomKw: 1,
    coolingWater: { litresPerMinute: 3, supplyCelsius: [15, 25], inletBar: [4, 6], differentialBar: 1 },
    compressedAir: { bar: [5.5, 6.9], litresPerMinute: 10, use: 'for the pneumatic valves and the chamber lid' },
    nitrogen: {
      purity: '99.99%',
      bar: [2, 4],
      use: 'about 10 slm to purge the dry pump, up to 50 slm while venting the chamber',
    },
    exhaust: {
      enclosures: [],
      enclosuresNote: 'no toxic gases (O₂, Ar, forming gas; CF₄ where fitted)',
      processOutlet: 'Dry-pump outlet, about 12 slm, to the general house exhaust, or to the acid house exhaust when CF₄ is fitted; KF-25 connection',
    },
    scrubber: {
      verdict: 'Not required',
      detail: 'oxygen ashing leaves carbon dioxide and water vapour, and the small CF₄ flows go to the acid house exhaust',
    },
    processGasPurity: 'O₂ 99.99% or better; Ar 99.999%; forming gas (N₂ with 4% H₂) 99.999%; CF₄ 99.99%',
    gasConnections: '1/4 in. VCR or compression fittings, regulated to 1-2 bar (15-29 psi)',
    mainUnit: { widthM: 0.8, depthM: 0.8, heightM: 1.6 },
    remoteUnits: 'Dry pump (0.4 × 0.6 m), beside the main unit or up to 5 m away',
    clearances: { frontM: 0.9, rearM: 0.6, sideM: 0.5, sides: 'one side' },
    weight: { mainUnitKg: 250, remote: [{ name: 'dry pump', kg: 60 }] },
    sizing:
      'A single-chamber plasma stripper for wafers up to 200 mm. Load: a 1 kW 13.56 MHz generator (2 kVA), the 5-200 °C platen with its heater and small recirculating chiller (2 kVA), an oxygen-compatible dry pump (2 kVA) and controls (1 kVA): 7 kVA, on a 25 A circuit. Water: the generator, match and chamber reject about 1.2 kW, 3 L/min.',
  },

  'coater-developer': {
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
      { parameter: 'Vacuum', value: 'House vacuum of at least -80 kPa (24 inHg) at about 30 L/min for the spin chucks, or the on-board vacuum pump option' },
      { parameter: 'DI water', value: '18 MΩ·cm, 2-3 bar (29-44 psi), about 1 L/min while rinsing, for the developer rinse and the backside rinse' },
      { parameter: 'Drains', value: 'Separate waste lines for solvent and for developer, to collection containers or the house chemical waste system' },
      {
        parameter: 'Room environment',
        value: '23 ± 0.5 °C and 45 ± 5% RH at the coater, the conditions the coating uniformity is specified at; yellow (UV-filtered) light',
      },
    ],
    sizing:
      'A two-module coater and developer for wafers up to 200 mm. Load: the coater spindle to 8000 rpm and the developer spindle to 5000 rpm (0.5 kVA each), two hotplates to 200 °C (1.2 kW each, the second as an option), the thermoelectric chill plate (0.4 kVA), dispense pumps, controls and PC (1 kVA): about 4.8 kVA, which a single-phase 208 V, 30 A circuit carries. No RF, vacuum pump or water-cooled part. Cup exhaust of about 100 CFM each is usual for 200 mm spin bowls.',
  },
};
