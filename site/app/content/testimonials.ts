/**
 * What customers say, each attributed to a role and a kind of institution: never an invented name, never a
 * real institution named without its consent. A figure in a quote must agree with the product and process
 * data (the quotes state none that the data does not). Written with their notation already set (Al₂O₃), as
 * the home page's copy is, to keep the typeset helper out of the home page's JavaScript.
 */
export type Testimonial = { quote: string; attribution: string; product: string };

export const testimonials: Testimonial[] = [
  {
    quote:
      'We installed the ICP-RIE in a shared facility with forty active users. The applications team qualified our silicon nitride and III-V recipes before handover, and when we needed a new chemistry a year later they helped us develop it within weeks.',
    attribution: 'Cleanroom manager, university nanofabrication facility',
    product: '/products/icp-etcher',
  },
  {
    quote:
      'I put the RIE and the PECVD into my startup budget before the lab had a room. The quote spelled out the facility requirements, so our building engineers had the exhaust and gas lines ready when the tools arrived, and we etched our first SiNx waveguides the month they were installed.',
    attribution: 'Assistant professor, electrical engineering, R1 research university',
    product: '/products/pecvd',
  },
  {
    quote:
      'We grow Al₂O₃ passivation on the ALD every week. When a precursor valve failed, an engineer diagnosed it remotely the same day and arrived with the right part, so we lost days, not weeks.',
    attribution: 'Process engineer, corporate R&D pilot line',
    product: '/products/ald',
  },
];
