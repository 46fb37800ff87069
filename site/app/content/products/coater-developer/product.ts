import { sigma } from '../../processes/build';
import { formatUniformity } from '../../../lib/process-format';
import type { ProductCopy } from '../types';
import { formatWaferSizes, type WaferSizes } from '../wafers';

const wafers: WaferSizes = { standard: [100, 150, 200], onRequest: [300] };

export const product: ProductCopy = {
  name: 'Coater/Developer System',
  shortName: 'Coater/Developer',
  category: 'Coating/Developing',
  tagline:
    'Spin coating, baking and developing of photoresists, e-beam resists and polymers in a temperature- and humidity-controlled module, for repeatable lithography in a research cleanroom.',
  summary:
    'Spin coater to 8000 rpm, developer to 5000 rpm and hotplate to 200 °C in a 23±0.5 °C, 45±5% RH environment. Coating uniformity < 0.5% for resists and polymers.',
  description: [
    'Lithography results start with the resist film. Thickness depends on spin speed, resist viscosity, solvent evaporation and the temperature and humidity of the air over the wafer; a small drift in any of them shifts exposure dose and linewidth. The coater/developer holds these variables still. Coating and developing take place in an environment controlled to 23 ± 0.5 °C and 45 ± 5% relative humidity, and film thickness non-uniformity is below 0.5% across the wafer.',
    'The coater spins at up to 8000 rpm with programmable multi-step speed and acceleration profiles, which covers films from tens of nanometres of dilute e-beam resist to tens of micrometres of thick negative resist. Edge-bead removal and backside rinse keep the wafer edge clean for contact lithography and for handling in other tools.',
    'The developer module spins at up to 5000 rpm and dispenses developer as a puddle or a spray, followed by a deionised-water rinse and spin dry. The hotplate reaches 200 °C for soft bakes, post-exposure bakes and hard bakes, with a chill plate to bring the wafer back to a defined temperature before the next step. Recipes string these steps together, so every user of a shared facility gets the same film and the same development.',
  ],
  keyFeatures: [
    {
      title: 'Coating uniformity below 0.5%',
      body: 'Stable spin control and a closed environment give film thickness non-uniformity < 0.5%, so exposure dose and linewidth stay the same across the wafer.',
    },
    {
      title: 'Controlled environment',
      body: 'Coating and developing at 23 ± 0.5 °C and 45 ± 5% RH, the conditions for which resist spin curves and exposure doses are specified.',
    },
    {
      title: 'Wide spin-speed range',
      body: 'Coater up to 8000 rpm for thin films, slow multi-step profiles for thick resists; developer up to 5000 rpm for rinse and dry.',
    },
    {
      title: 'Hotplate to 200 °C with chill plate',
      body: 'Soft bake, post-exposure bake and hard bake in one tool, with controlled cooling before the next step.',
    },
    {
      title: 'Puddle and spray development',
      body: 'Programmable developer dispense, rinse and dry for aqueous TMAH developers and solvent developers.',
    },
    {
      title: 'Edge-bead removal and HMDS prime',
      body: 'Solvent edge-bead removal and backside rinse, with vapour HMDS priming as an option for adhesion on oxides and nitrides.',
    },
  ],
  applications: [
    {
      title: 'Optical lithography',
      body: 'Positive and negative photoresists for contact, projection and laser-writer exposure, from sub-micrometre to thick-film processes.',
    },
    {
      title: 'Electron-beam lithography',
      body: 'Thin, uniform PMMA and other e-beam resist films, and bilayer stacks for lift-off of fine metal lines.',
    },
    {
      title: 'Thick resists for MEMS and microfluidics',
      body: 'Epoxy-based negative resist (SU-8 type) layers for moulds, channels and high-aspect-ratio structures.',
    },
    {
      title: 'Lift-off processes',
      body: 'Bilayer coatings with an undercut layer such as LOR/PMGI and image-reversal resist processes for clean metal lift-off.',
    },
    {
      title: 'Polymer and dielectric films',
      body: 'Spin-on polyimide, BCB and spin-on glass layers for insulation, planarisation and passivation, soft-baked before final cure.',
    },
  ],
  specifications: [
    { parameter: 'Coater spin speed', value: 'Up to 8000 rpm, programmable multi-step profiles' },
    { parameter: 'Developer spin speed', value: 'Up to 5000 rpm' },
    { parameter: 'Hotplate temperature', value: 'Up to 200 °C' },
    { parameter: 'Coating thickness non-uniformity', value: formatUniformity(sigma('< 0.5%', '1 µm positive resist thickness', [150])) },
    { parameter: 'Process environment', value: '23 ± 0.5 °C and 45 ± 5% RH' },
    { parameter: 'Wafer sizes', value: `${formatWaferSizes(wafers)}; pieces with adapter chucks` },
    { parameter: 'Resist dispense', value: 'Programmable dispense; several resist lines by configuration' },
    { parameter: 'Edge treatment', value: 'Solvent edge-bead removal and backside rinse' },
    { parameter: 'Developer dispense', value: 'Puddle or spray, DI water rinse, spin dry' },
    { parameter: 'Bake', value: 'Hotplate with chill plate; vapour HMDS prime optional' },
    { parameter: 'Control', value: 'Recipe control linking coat, bake and develop steps, with run logging' },
  ],
  keyFigures: [
    { parameter: 'Coater spin speed', value: 'Up to 8000 rpm', label: 'coater spin speed' },
    { parameter: 'Hotplate temperature', value: 'Up to 200 °C', label: 'hotplate temperature' },
    { parameter: 'Coating thickness non-uniformity', value: '< 0.5%', label: 'coating non-uniformity' },
    { parameter: 'Process environment', value: '23 ± 0.5 °C', label: 'process environment' },
  ],
  waferSizesMm: wafers,
  processCapabilitiesNote: 'Thickness depends on resist formulation and viscosity; we build spin curves and bake recipes for the resists you use.',
  materials: [
    'Positive and negative photoresists',
    'Image-reversal resists',
    'E-beam resists (PMMA and others)',
    'Epoxy-based thick negative resists',
    'LOR/PMGI lift-off layers',
    'Polyimide, BCB and spin-on glass',
    'HMDS and adhesion promoters',
  ],
  relatedLinks: [
    { label: 'Plasma Stripping System', href: '/products/striper' },
    { label: 'Fabricating Microfluidic Devices with Plasma Processes', href: '/insights/microfluidics-fabrication-plasma-etching' },
    { label: 'Startup Package for new labs', href: '/startup-package' },
    { label: 'Discuss your application', href: '/contact?topic=application' },
  ],
  datasheet: { fileName: 'coater-developer-system-datasheet.pdf' },
  meta: {
    title: 'Coater/Developer System',
    description:
      'Spin coater/developer for research lithography: coater to 8000 rpm, developer to 5000 rpm, hotplate to 200 °C, uniformity < 0.5%, 23±0.5 °C and 45±5% RH.',
  },
};
