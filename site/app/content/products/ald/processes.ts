import { measured, range, rate, sigma } from '../../processes/build';
import type { ProcessData } from '../../processes/types';

/**
 * ALD processes in the single-wafer reactor: process pressure 0.1-1 Torr with N2 or Ar carrier.
 * Growth per cycle (GPC) is measured by ellipsometry on a silicon witness wafer in the ALD window.
 * Plasma processes use the remote plasma option and its O2, N2, H2, NH3 and Ar gas lines.
 */
const thermal = { kind: 'deposition', technique: 'Thermal ALD', basis: 'qualified' } as const;
const plasma = { ...thermal, technique: 'Plasma ALD (remote plasma option)', needsOptions: ['remote-plasma'] } as const;
const gpc = (min: number, max: number) => rate(min, max, 'Å/cycle', 'growth per cycle');
const pressure = range(0.1, 1, 'Torr');

/** How the film properties were measured. */
const ellipsometry = 'spectroscopic ellipsometry, 20-50 nm film on Si';
/** Gate-dielectric figures come from MOS capacitors: metal dots on the film on p-type Si, after a 400 °C forming-gas anneal. */
const cv = 'C-V at 100 kHz on MOS capacitors, metal dots on p-Si, 10-20 nm film, 400 °C forming-gas anneal';
const iv = 'I-V on the same MOS capacitors, 10-20 nm film';
const permittivity = (value: string) => measured('Dielectric constant', value, cv);
const leakage = (value: string) => measured('Leakage current density', value, iv);
const index = (value: string) => measured('Refractive index', value, ellipsometry);

/** Every ALD film grows one self-limiting layer per cycle on every surface the precursors reach: it is conformal. */
const conformal = (entry: ProcessData): ProcessData => ({ ...entry, results: { ...entry.results, stepCoverage: 'conformal' } });

export const processes: ProcessData[] = (
  [
    {
      ...thermal,
      id: 'ald-al2o3-thermal',
      material: 'Al2O3',
      process: 'TMA + H2O',
      conditions: {
        reactants: 'TMA and H2O, both sources at 20-25 °C',
        pressure,
        temperature: range(150, 300, '°C'),
        other: ['Usable down to about 80 °C with longer purges'],
      },
      results: {
        filmProperties: [index('1.60-1.65 at 633 nm'), permittivity('k ≈ 8-9'), leakage('below 10^-7 A/cm² at 1 MV/cm')],
        rate: gpc(1.0, 1.2),
        uniformity: sigma('< 1%', 'film thickness', [150, 200]),
      },
      notes: 'The standard first process; about 90 cycles for 10 nm',
    },
    {
      ...plasma,
      id: 'ald-al2o3-plasma',
      material: 'Al2O3, low temperature',
      process: 'TMA + O2 plasma',
      conditions: { reactants: 'TMA (20-25 °C) and remote O2 plasma', pressure, temperature: range(25, 150, '°C') },
      results: {
        filmProperties: [
          index('1.55-1.65 at 633 nm, lower towards room temperature'),
          permittivity('k ≈ 7-9 for films grown at 100-150 °C'),
          leakage('below 10^-6 A/cm² at 1 MV/cm for films grown at 100-150 °C'),
        ],
        rate: gpc(1.1, 1.7),
        properties: ['GPC rises towards room temperature'],
      },
      notes: 'For polymers, separators and other temperature-sensitive substrates',
    },
    {
      ...thermal,
      needsOptions: ['ozone'],
      id: 'ald-al2o3-ozone',
      material: 'Al2O3, ozone oxidant',
      process: 'TMA + O3',
      conditions: {
        reactants: 'TMA (20-25 °C) and O3 from the ozone generator, about 150-250 g/m³ in O2',
        pressure,
        temperature: range(150, 300, '°C'),
        other: ['O3 purges in about 1-3 s where H2O needs 5-30 s at low temperature'],
      },
      results: {
        filmProperties: [index('1.60-1.65 at 633 nm'), permittivity('k ≈ 8-9'), leakage('below 10^-7 A/cm² at 1 MV/cm')],
        rate: gpc(0.8, 1.0),
        properties: ['Less hydrogen and OH than the water process at the same temperature'],
      },
      notes:
        'Ozone does not adsorb on the walls as water does, so purges stay short at low temperature and on high-area substrates; GPC is a little below the water process',
    },
    {
      ...thermal,
      id: 'ald-hfo2-amide',
      material: 'HfO2',
      process: 'TEMAHf or TDMAHf + H2O',
      conditions: { reactants: 'TEMAHf or TDMAHf (source 70-90 °C) and H2O', pressure, temperature: range(200, 275, '°C') },
      results: {
        filmProperties: [
          index('1.95-2.05 at 633 nm'),
          permittivity('k ≈ 16-20 as deposited'),
          leakage('below 10^-6 A/cm² at 1 MV/cm'),
          measured('Structure', 'amorphous as deposited; crystallises on annealing above about 400-500 °C', 'grazing-incidence XRD, 20-50 nm film'),
        ],
        rate: gpc(1.0, 1.2),
        uniformity: sigma('< 1%', 'film thickness', [150, 200]),
      },
    },
    {
      ...thermal,
      id: 'ald-hfo2-chloride',
      material: 'HfO2, chloride route',
      process: 'HfCl4 + H2O',
      conditions: { reactants: 'HfCl4 (solid, source 150-180 °C) and H2O', pressure, temperature: range(250, 350, '°C') },
      results: {
        filmProperties: [
          permittivity('k ≈ 16-20'),
          leakage('below 10^-6 A/cm² at 1 MV/cm'),
          measured('Impurities', 'no carbon; chlorine below about 1 at.%, less at the higher temperatures', 'XPS depth profile, 20-50 nm film'),
        ],
        rate: gpc(0.5, 0.7),
      },
      notes: 'Solid source and HCl by-product',
    },
    {
      ...thermal,
      id: 'ald-zro2',
      material: 'ZrO2, YSZ by supercycles',
      process: 'TEMAZr or TDMAZr + H2O',
      conditions: { reactants: 'TEMAZr or TDMAZr (source 70-90 °C) and H2O', pressure, temperature: range(200, 250, '°C') },
      results: {
        filmProperties: [
          index('2.05-2.15 at 633 nm'),
          permittivity('k ≈ 20-30 for ZrO2, higher where the tetragonal phase forms'),
          leakage('below 10^-6 A/cm² at 1 MV/cm'),
        ],
        rate: gpc(0.9, 1.1),
      },
      notes: 'With Y2O3 cycles from Y(MeCp)3 and H2O in a supercycle of 6-7 ZrO2 cycles per Y2O3 cycle: YSZ with 8-9 mol% Y2O3, calibrated by XPS',
    },
    {
      ...thermal,
      id: 'ald-tio2',
      material: 'TiO2',
      process: 'TDMAT + H2O',
      conditions: { reactants: 'TDMAT (source 50-70 °C) and H2O', pressure, temperature: range(150, 200, '°C') },
      results: { filmProperties: [index('2.3-2.5 at 633 nm')], rate: gpc(0.4, 0.6), properties: ['Anatase forms at higher temperature'] },
      notes: 'TiCl4 + H2O (100-250 °C) is the alternative for higher temperatures',
    },
    {
      ...thermal,
      id: 'ald-tio2-low-temp',
      material: 'TiO2, low temperature',
      process: 'TDMAT + H2O',
      conditions: {
        reactants: 'TDMAT (source 50-70 °C) and H2O',
        pressure,
        temperature: range(80, 100, '°C'),
        other: ['H2O purges of 20-60 s: water desorbs slowly from the walls and the film below 120 °C'],
      },
      results: {
        filmProperties: [index('2.2-2.3 at 633 nm, below the 150-200 °C film')],
        rate: gpc(0.5, 0.7),
        properties: ['Amorphous', 'More carbon and nitrogen left in the film than at 150 °C'],
      },
      notes: 'For resist, polymer and perovskite substrates; TiCl4 + H2O also grows amorphous TiO2 at 80-100 °C, with some chlorine left in the film',
      basis: 'starting window',
    },
    {
      ...thermal,
      id: 'ald-zno',
      material: 'ZnO',
      process: 'DEZ + H2O',
      conditions: { reactants: 'DEZ and H2O, both sources at 20-25 °C', pressure, temperature: range(100, 180, '°C') },
      results: { rate: gpc(1.6, 2.0), properties: ['n-type semiconductor; conductivity depends on temperature'] },
    },
    {
      ...plasma,
      id: 'ald-sio2-plasma',
      material: 'SiO2, low temperature',
      process: 'BDEAS + O2 plasma',
      conditions: { reactants: 'BDEAS (aminosilane, source 20-40 °C) and remote O2 plasma', pressure, temperature: range(50, 300, '°C') },
      results: {
        filmProperties: [index('1.45-1.47 at 633 nm')],
        rate: gpc(1.0, 1.3),
        properties: ['Conformal low-temperature oxide for spacers and liners'],
      },
    },
    {
      ...plasma,
      id: 'ald-tin-plasma',
      material: 'TiN',
      process: 'TDMAT + N2/H2 plasma',
      conditions: { reactants: 'TDMAT (source 50-70 °C) and remote N2/H2 or NH3 plasma', pressure, temperature: range(150, 300, '°C') },
      results: {
        filmProperties: [measured('Resistivity', 'a few hundred µΩ·cm', 'four-point probe, thickness by XRR, 20-30 nm film on SiO2')],
        rate: gpc(0.5, 0.8),
      },
      notes: 'Needs the remote plasma option with N2 and H2 (or NH3) lines',
    },
    {
      ...thermal,
      id: 'ald-tin-thermal',
      material: 'TiN, thermal',
      process: 'TiCl4 + NH3',
      conditions: { reactants: 'TiCl4 (20-25 °C) and NH3', pressure, temperature: range(350, 400, '°C') },
      results: { rate: gpc(0.3, 0.5), properties: ['Low carbon; some residual Cl'] },
      notes: 'Needs the NH3 line; grows more slowly than the oxide processes',
    },
    {
      ...plasma,
      id: 'ald-aln-plasma',
      material: 'AlN',
      process: 'TMA + NH3 plasma',
      conditions: { reactants: 'TMA (20-25 °C) and remote NH3 or N2/H2 plasma', pressure, temperature: range(150, 300, '°C') },
      results: {
        filmProperties: [
          index('1.9-2.0 at 633 nm'),
          measured(
            'Crystal structure',
            'polycrystalline wurtzite above about 250 °C, weakly c-axis textured; films this thin give no useful rocking curve',
            'grazing-incidence and θ-2θ XRD, 30-50 nm film',
          ),
          measured('Oxygen content', 'below about 5 at.%', 'XPS depth profile after an Ar sputter clean'),
        ],
        rate: gpc(0.8, 1.0),
      },
      notes: 'Needs the remote plasma option',
    },
    {
      ...thermal,
      id: 'ald-pt',
      material: 'Pt',
      process: 'MeCpPtMe3 + O2',
      conditions: {
        reactants: 'MeCpPtMe3 (source 50-70 °C) and O2',
        pressure,
        temperature: range(250, 300, '°C'),
        other: ['O3 or O2 plasma allow about 100-150 °C'],
      },
      results: { rate: gpc(0.4, 0.5), properties: ['Islands first: 10-100 cycles give 1-3 nm particles on supports'] },
      notes: 'Below the 0.5-2 Å/cycle of the oxide processes, once nucleated; nucleation on carbon needs oxygen-containing defects',
      basis: 'starting window',
    },
    {
      ...thermal,
      id: 'ald-lipon-thermal',
      material: 'LiPON',
      process: 'LiHMDS + DEPA',
      conditions: { reactants: 'LiHMDS (source about 60 °C) and DEPA', pressure, temperature: range(270, 330, '°C') },
      results: {
        filmProperties: [
          measured('Ionic conductivity', 'in the 10^-7 S/cm range at room temperature', 'impedance spectroscopy, metal/LiPON/metal stack'),
        ],
        rate: gpc(0.5, 0.7),
      },
      notes: 'A conformal coating for 3D structures, not a bulk electrolyte',
      basis: 'starting window',
    },
    {
      ...plasma,
      id: 'ald-lipon-plasma',
      material: 'LiPON, plasma route',
      process: 'LiOtBu, H2O, TMP + N2 plasma',
      conditions: { reactants: 'LiOtBu, H2O and TMP with remote N2 plasma', pressure, temperature: range(250, 250, '°C') },
      results: { rate: gpc(0.5, 1.0) },
      notes: 'Reported growth per cycle varies between groups',
      basis: 'starting window',
    },
    {
      ...thermal,
      id: 'ald-sno2',
      material: 'SnO2 (perovskite buffer)',
      process: 'TDMASn + H2O',
      conditions: { reactants: 'TDMASn (source about 40-60 °C) and H2O', pressure, temperature: range(80, 100, '°C') },
      results: { properties: ['10-30 nm buffers that protect perovskite and organic layers from sputter damage and moisture'] },
      basis: 'starting window',
    },
  ] satisfies ProcessData[]
).map(conformal);
