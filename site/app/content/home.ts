import { warranty } from './commercial';
import { halfRange } from './processes/build';
import { formatUniformity } from '../lib/process-format';
import { aboutUs, exploreProducts, findSystem } from './calls-to-action';
import type { ProductSlug } from './products';

/**
 * Home page copy: the page component renders this data. Written with its notation already set
 * (SiO₂, not SiO2), not through the typeset helper: the helper would add 1.4 kB to the home page's
 * JavaScript. The content tests run the helper's check on the rendered page all the same.
 */
export const home = {
  meta: {
    title: 'Plasma Etching and Thin-Film Deposition Systems',
    description: `Research-grade RIE, ICP-RIE, DRIE, PECVD, ALD and HDP-CVD systems for universities and R&D labs, with a ${warranty.standard}.`,
  },
  hero: {
    eyebrow: 'Plasma process equipment for research labs',
    title: 'Innovating the Future of Scientific Research',
    lead: 'Etching and deposition systems sized for university cleanrooms and R&D lines: the process control of a production tool, the flexibility a research group needs, and engineers who speak your process language.',
    primary: { label: exploreProducts, href: '/products' },
    secondary: { label: aboutUs, href: '/about' },
    /** The system whose drawing stands beside the title. */
    picture: 'icp-etcher' as ProductSlug,
  },
  products: {
    title: 'Etching systems for every research lab',
    lead: 'Two platforms cover most dry-etch work in a research cleanroom, from a first silicon nitride pattern to deep, anisotropic trenches.',
    finder: { text: 'Depositing, coating or stripping, or not sure which system runs your process?', label: findSystem, href: '/products/finder' },
    cards: [
      {
        name: 'RIE Etcher Series',
        href: '/products/rie-etcher',
        summary: 'Capacitively coupled reactive ion etching for dielectrics, silicon and polymers. A compact, dependable first etcher for a new lab.',
        figures: ['13.56 MHz RF generator, up to 600 W', '4 gas lines (up to 6)', 'Electrode 20-80 °C', 'Base pressure ≤ 5×10⁻⁶ Torr'],
      },
      {
        name: 'ICP-RIE Etcher Series',
        href: '/products/icp-etcher',
        summary: 'Inductively coupled plasma with independent bias for high-density, low-damage etching of III-V, silicon, oxides and metals.',
        figures: [
          'ICP source generator rated 1000-3000 W',
          'Bias generator rated 300-1000 W, stable from 5 W',
          '5 gas lines (up to 8)',
          'Stage -70 to 200 °C',
          `Non-uniformity ${formatUniformity(halfRange('±5%', 'etch depth', [200]))}`,
        ],
      },
    ],
  },
  technologies: {
    title: 'The technologies behind every system',
    items: [
      {
        title: 'Precision Engineering',
        body: `Temperature-controlled electrodes, tuned gas distribution and matched RF networks keep etch rate and film thickness repeatable from run to run, and qualified processes hold ${formatUniformity(halfRange('±3%', 'etch depth or film thickness', [150, 200]))}.`,
      },
      {
        title: 'Automation Systems',
        body: 'Recipe-driven control with load-lock transfer, endpoint detection hooks and complete run logs, so a student and a senior engineer get the same result from the same recipe.',
      },
      {
        title: 'Plasma Technology',
        body: 'Capacitive, inductive and remote plasma sources chosen for the job: ion energy and ion density set independently where the process needs it.',
      },
    ],
  },
  research: {
    title: 'Research and development at our core',
    body: 'Our applications team develops and qualifies recipes for the materials our customers bring us, from silicon nitride hard masks to lithium niobate waveguides, and hands them over with the tool. When your process changes, we develop the next recipe with you.',
    link: { label: 'Learn about our approach', href: '/about' },
  },
  partners: {
    title: 'Trusted by research teams',
    lead: 'Our systems run in three kinds of lab, each with its own needs.',
    groups: [
      {
        title: 'Research universities',
        body: 'Shared cleanrooms with many users and many materials, where robust recipes and fast service matter most.',
      },
      {
        title: 'Research institutes',
        body: 'National and independent institutes developing new devices, where process flexibility and documentation count.',
      },
      {
        title: 'Corporate R&D',
        body: 'Pilot lines and development labs that need production-grade control on a research budget.',
      },
    ],
  },
};
