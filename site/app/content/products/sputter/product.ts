import { halfRange } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';
import { formatHeaterLimits, heaterMaximum, substrateHeater } from './heater';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'Sputter Deposition System',
  shortName: 'Sputter',
  category: 'Deposition',
  tagline: `Multi-source magnetron sputtering of metals, oxides and nitrides, with co-sputtering, reactive deposition and substrate heating ${heaterMaximum}.`,
  summary: `Magnetron sputtering with 2-6 sources, RF rated 300-1000 W, heating ${heaterMaximum}, base pressure < 5×10⁻⁷ Torr, for metal, oxide and nitride films.`,
  description: [
    'In magnetron sputtering, argon ions from a plasma confined in front of a target knock atoms out of it, and those atoms condense on the substrate as a film. Almost any solid can be a target, so one system deposits metals, alloys, oxides and nitrides. The chamber takes 2-6 magnetron sources; with several sources you can deposit a multilayer stack without breaking vacuum, or run two or more targets at once to make alloys and graded compositions.',
    'RF generators rated 300-1000 W by configuration sputter insulating targets such as SiO2, Al2O3 and ITO, which cannot be sputtered with DC because charge builds up on their surface; conducting targets sputter with RF too, and DC supplies can be added for higher metal rates. Processes run from about 20 W up to the rating, with ceramic targets kept below about 5 W/cm² so they do not crack. Two gas lines as standard (up to four) supply argon and a reactive gas. With nitrogen or oxygen added to the argon, a metal target deposits a nitride or oxide film, such as AlN or TiN, and the film composition follows the reactive gas flow.',
    `The chamber reaches a base pressure below 5×10⁻⁷ Torr, which keeps oxygen and water out of reactive metal films and gives reproducible resistivity. A substrate heater reaching ${substrateHeater.maximumCelsius} °C on samples up to ${substrateHeater.limits[0].uptoMm} mm (less on larger wafers, which radiate more: ${formatHeaterLimits().replace(/^Up to /, '')}) allows crystalline and textured films to be grown directly, and substrate rotation evens out the thickness from sources that are mounted at an angle.`,
  ],
  keyFeatures: [
    {
      title: '2-6 magnetron sources',
      body: 'Deposit multilayer stacks in one pump-down, or co-sputter from several targets for alloys and composition series.',
    },
    {
      title: 'RF power for any target',
      body: 'RF generators rated 300-1000 W sputter insulating and conducting targets alike; DC supplies can be added for metals.',
    },
    {
      title: 'High-temperature substrate heating',
      body: `A heater reaching ${heaterMaximum} for crystalline, textured and epitaxial films that would otherwise need a post-deposition anneal.`,
    },
    {
      title: 'High vacuum',
      body: 'Base pressure below 5×10⁻⁷ Torr for low-oxygen metal films and repeatable reactive processes.',
    },
    {
      title: 'Reactive sputtering',
      body: 'Argon plus a reactive gas (N2 or O2) for nitride and oxide films from metal targets, with composition set by gas flow.',
    },
    {
      title: 'Substrate rotation and load-lock',
      body: 'Rotation for thickness uniformity across the wafer; a load-lock keeps the process chamber under vacuum between runs.',
    },
  ],
  applications: [
    {
      title: 'Electrodes and interconnects',
      body: 'Ti/Au, Cr/Au, Al and Mo contacts and wiring for electronic, photonic and MEMS devices.',
    },
    {
      title: 'Piezoelectric films',
      body: 'Reactively sputtered AlN, c-axis textured on heated substrates, for resonators, filters and energy harvesters, with Mo or Pt electrodes.',
    },
    {
      title: 'Transparent conductors',
      body: 'ITO and doped ZnO from ceramic targets for solar cells, displays and transparent heaters.',
    },
    {
      title: 'Optical and dielectric coatings',
      body: 'SiO2, Al2O3 and TiO2 layers for filters, mirrors and insulating layers.',
    },
    {
      title: 'Materials discovery',
      body: 'Composition-spread and multilayer films by co-sputtering for magnetic, thermoelectric and catalytic materials research.',
    },
    {
      title: 'Superconducting and barrier films',
      body: 'Nb, NbN, TiN and TaN films for superconducting circuits and diffusion barriers.',
    },
  ],
  specifications: [
    { parameter: 'Sputter sources', value: '2-6 magnetrons' },
    { parameter: 'RF generators (rating)', value: '300-1000 W by configuration; processes run from about 20 W, ceramic targets below about 5 W/cm²' },
    { parameter: 'Substrate heating', value: `${formatHeaterLimits()} (${substrateHeater.lampKw} kW lamp heater)` },
    { parameter: 'Base pressure', value: '< 5×10⁻⁷ Torr' },
    {
      parameter: 'Gas lines (standard / maximum)',
      value: '2 / 4, mass-flow controlled: Ar and one reactive gas (N2 or O2, chosen at order) as standard',
    },
    { parameter: 'Deposition modes', value: 'Single source, sequential multilayer, co-sputtering, reactive' },
    { parameter: 'Typical uniformity', value: `${formatUniformity(halfRange('±3%', 'film thickness', [100, 150]))}, with substrate rotation` },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces` },
    { parameter: 'Substrate stage', value: 'Rotation; optional RF substrate bias for pre-clean' },
    { parameter: 'DC supplies', value: 'Optional DC or pulsed-DC supplies for metal and reactive processes' },
    { parameter: 'Wafer transfer', value: 'Single-wafer load-lock' },
    { parameter: 'Pumping', value: 'Turbomolecular or cryogenic pump with dry backing pump' },
    { parameter: 'Control', value: 'PC-based recipe control with shutter sequencing and run data logging' },
  ],
  keyFigures: [
    { parameter: 'Sputter sources', value: '2-6', label: 'magnetron sources' },
    {
      parameter: 'Substrate heating',
      value: `Up to ${substrateHeater.maximumCelsius} °C`,
      label: `substrate heating, samples up to ${substrateHeater.limits[0].uptoMm} mm`,
    },
    { parameter: 'Base pressure', value: '< 5×10⁻⁷ Torr', label: 'base pressure' },
    { parameter: 'Typical uniformity', value: '±3%', label: 'film uniformity, with rotation' },
  ],
  waferSizesMm: wafers,
  specificationsNote: 'Generator figures are ratings; the text gives the power processes use.',
  processCapabilitiesNote:
    'Rates are typical values for 3-inch targets about 100 mm from the substrate and depend on target size, power, pressure and distance; film properties depend on temperature and gas flows, and reactive processes need the matching reactive gas line. Processes marked as starting windows are published windows this hardware supports, qualified on your samples.',
  materials: [
    'Au, Pt, Pd, Ag, Cu',
    'Ti, Cr, Al, Mo, W, Ta, Nb',
    'AlN, TiN, TaN, NbN',
    'SiO2, Al2O3, TiO2',
    'ITO and doped ZnO',
    'LiCoO2, LiPON and YSZ (starting windows)',
    'Alloys and compounds by co-sputtering',
  ],
  relatedLinks: [
    { label: 'IBE/RIBE Ion Beam Etching System', href: '/products/ibe-ribe' },
    { label: 'ALD System', href: '/products/ald' },
    { label: 'Service and Support', href: '/service-support' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'sputter-system-datasheet.pdf' },
  meta: {
    title: 'Sputter Deposition System',
    description: `Magnetron sputtering for research labs: 2-6 sources, RF rated 300-1000 W, heating ${heaterMaximum}, base < 5×10⁻⁷ Torr, co-sputtering.`,
  },
};
