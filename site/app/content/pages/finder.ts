import { homeCrumb, productsCrumb } from './breadcrumbs';

/** The /products/finder page copy: the system finder. */
export const finderPage = {
  meta: {
    title: 'System Finder: Which Etch or Deposition System Runs Your Process',
    description:
      'Say what you need to etch, deposit, coat or strip, on which material, wafer size and temperature: see which of our nine systems runs it, and the process data behind it.',
  },
  trail: [homeCrumb, productsCrumb, { name: 'System finder', path: '/products/finder' }],
  hero: {
    eyebrow: 'System finder',
    title: 'Find the system for your process',
    lead: 'Say what you need to do and on which material; add the wafer size, the temperature your substrate can take, and the depth or film you are after. The systems that run it are ranked below, each with the process data that shows it. The answers stay in the address, so a link shows the same result.',
  },
  form: {
    title: 'Your process',
    need: 'What do you need to do?',
    anyNeed: 'Anything',
    material: 'Material or chemistry',
    materialPlaceholder: 'e.g. Si, Al2O3, silicon nitride, gold, SU-8',
    wafer: 'Wafer size',
    anyWafer: 'Any, or pieces',
    maxTemperature: 'Highest substrate temperature (°C)',
    etching: 'For etching',
    depth: 'Etch depth (µm)',
    aspectRatio: 'Aspect ratio (depth:width, e.g. 20)',
    deposition: 'For deposition',
    thickness: 'Film thickness (nm)',
    gapAspectRatio: 'Aspect ratio of the features to cover or fill',
    conformal: 'The film must cover sidewalls evenly (conformal)',
    reset: 'Start again',
  },
  results: {
    title: 'Systems that run it',
    prompt: 'Choose what you need to do, or type a material, to see the systems that run it.',
    /** '{count} systems run it' */
    count: '{count} systems run it',
    one: '1 system runs it',
    none: 'No system runs all of that as stated. Our process engineers qualify recipes on your own samples: tell them what you need.',
    backedBy: 'In the process library',
    view: 'View the system',
    /** After the link to the comparison: '(the top {count}, side by side)'. */
    compare: '(the top {count}, side by side)',
    /** A word of the material box that neither the vocabulary nor the process data knows. */
    unknownWord: "No data for '{word}'",
    /** After it, the known terms nearest to it. */
    closest: '; closest: {terms}',
    /** Single letters and filler words. */
    ignored: 'Not searched on its own: {words}',
    /** Systems that would run it at a wafer size they take only on request: never counted as matches. */
    onRequest: '{size} mm on request from: {systems}. Ask us about it.',
  },
};
