import { warranty } from './commercial';
import { serviceResponse } from './trust';
import { typesetDeep } from '../lib/typeset';

/** About page copy. */
export const about = typesetDeep({
  meta: {
    title: 'About Us',
    description:
      'Ionvale Systems is a San Diego company founded in 2023 to bring production-grade plasma etching and deposition systems to research labs, with application support from quote to qualified process.',
  },
  hero: {
    title: 'About Ionvale Systems',
    lead: 'We help research labs get plasma etching and thin-film deposition right the first time: the right tool, qualified recipes and engineers who stay with you after installation.',
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      'Ionvale Systems was founded in San Diego in 2023 by process engineers who had spent years on both sides of the cleanroom door: running etch and deposition tools in university facilities, and developing processes for equipment makers.',
      'We saw new faculty and lab managers struggle with the same problem. Production tools were priced and sized for fabs; research tools often arrived without the process support needed to make them useful. A new principal investigator could lose a year between purchase order and first qualified recipe.',
      'So we built a company around the research lab. Together with our manufacturing partner, who brings decades of experience and more than a thousand installed systems, we offer RIE, ICP-RIE, DRIE, PECVD, ALD, HDP-CVD, sputtering, ion beam, coater/developer and stripping systems, each configured for the materials and wafer sizes a lab really uses.',
      `Every system ships with recipes developed for the customer’s own materials, on-site training and a ${warranty.standard}. Our applications engineers answer within one business day, and our service engineers respond in ${serviceResponse.ours} rather than the ${serviceResponse.typical} that labs are used to.`,
    ],
  },
  values: {
    title: 'Our Core Values',
    items: [
      {
        title: 'Integration',
        body: 'A tool is only useful inside a working process. We plan facilities, gases, exhaust and the steps before and after each system, so it fits the lab on day one.',
      },
      {
        title: 'Innovation',
        body: 'We follow the materials our customers explore, from 2D films to lithium niobate, and turn what we learn into better hardware and recipes.',
      },
      {
        title: 'Collaboration',
        body: 'We work as an extension of your team: shared process data, honest answers about what a tool can and cannot do, and support that does not end at installation.',
      },
      {
        title: 'Expertise',
        body: 'Our engineers have run these processes themselves. They speak in selectivity, sidewall angle and film stress, not in sales brochures.',
      },
    ],
  },
});
