/**
 * The sole-source justification draft a buyer pastes into a purchasing form: built from the product,
 * process, option and commercial data, so its figures are the figures of the product page. One module
 * holds the words; the build renders them as an editable Word file and as plain text.
 *
 * The alternatives are generic categories of what a purchasing office expects a buyer to have
 * considered, per system family, never another maker's product. Each says where it falls short for
 * the system's own stated processes, with the system's figures.
 */
import { company } from '../../config/company';
import { formatPriceRange, priceNote, systemPriceRanges, systemPrices, warranty } from '../commercial';
import { processById } from '../processes';
import { productDefinition, type ProductSlug } from '../products/registry';
import type { Product, ProductCategory } from '../products/types';
import { formatWaferSizes } from '../products/wafers';

/** The marked places the buyer fills in. Square brackets and capitals, so a reader cannot miss one. */
export const placeholders = {
  department: '[DEPARTMENT]',
  investigator: '[PRINCIPAL INVESTIGATOR]',
  fund: '[GRANT OR FUND NUMBER]',
  building: '[BUILDING]',
  room: '[ROOM]',
  project: '[RESEARCH PROJECT]',
  quote: '[QUOTE NUMBER AND QUOTED PRICE]',
  date: '[DATE]',
} as const;

/** Finds every marked place in a text (for highlighting in Word and for the tests). */
export const placeholderPattern = /\[[A-Z][A-Z0-9 ,&/-]*\]/g;

type SoleSourceBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'bullets'; items: string[] };

export type SoleSourceDraft = {
  /** e.g. 'Sole-Source Justification: ICP-RIE Etching System'. */
  title: string;
  /** Says it is a draft for the buyer to edit. */
  draftNote: string;
  blocks: SoleSourceBlock[];
};

type SystemFamily = 'etch' | 'deposition' | 'litho' | 'strip';

const familyOf: Record<ProductCategory, SystemFamily> = {
  Etching: 'etch',
  Deposition: 'deposition',
  'Coating/Developing': 'litho',
  'Cleaning/Stripping': 'strip',
};

/** What an alternative's reasoning may cite: the system's own figures, looked up by their table rows. */
type Context = {
  product: Product;
  /** The value of a specification row; a missing row is an error, so a renamed row cannot leave old words. */
  spec: (parameter: string | RegExp) => string;
  /** The materials the system processes, as its product page lists them. */
  materials: string;
  price: string;
  wafers: string;
};

export type Alternative = {
  /** A generic kind of equipment or service, never a maker or a model. */
  category: string;
  /** The systems of the family the category applies to; all of them when absent. */
  only?: ProductSlug[];
  shortfall: (c: Context) => string;
};

const sharedTool: Alternative = {
  category: 'A shared campus cleanroom tool',
  shortfall: (c) =>
    `A shared tool runs many groups' materials and chemistries, so the conditions behind results such as those in section 3 cannot be held from one run to the next, materials used in this project (${c.materials}) are often barred to protect other users, and booked hours limit the short, repeated runs that process development for ${placeholders.project} needs.`,
};

const refurbished: Alternative = {
  category: 'A refurbished production tool',
  shortfall: (c) =>
    `Production tools are built for cassette-to-cassette runs of one wafer size and one recipe; they rarely take pieces or the range this project uses (${c.wafers}), are sized for a fab's facilities rather than the lab in ${placeholders.building}, room ${placeholders.room}, and come without a maker's process support or a new-system warranty (the ${c.product.name} has a ${warranty.standard}).`,
};

const foundry: Alternative = {
  category: 'Outsourcing to a foundry service',
  shortfall: (c) =>
    `A foundry service runs its own qualified recipes on full wafers. Developing the processes in section 3 on the project's own samples takes many short iterations with measurements between them; each outsourced run adds shipping and queueing time, the recipe cannot be adjusted by the researchers between runs, and samples and process knowledge leave the lab. The ${c.product.name} keeps every run, recipe and result in the lab.`,
};

/**
 * The alternatives a buyer would evaluate, per family. `only` narrows a category to the systems it is a
 * real alternative for (a parallel-plate RIE is no alternative to itself).
 */
const alternatives: Record<SystemFamily, Alternative[]> = {
  etch: [
    {
      category: 'A capacitively coupled (parallel-plate) RIE without an independent ion-density source',
      only: ['icp-etcher'],
      shortfall: (c) =>
        `In a parallel-plate RIE one RF supply both sustains the plasma and accelerates the ions, so ion flux cannot be raised without raising ion energy, damage and mask erosion. The ${c.product.name} sets them apart: an ICP source (${c.spec('ICP source generator (rating)')}) and an independent bias (${c.spec('RF bias generator (rating)')}), with a ${c.spec('Substrate stage temperature')} stage. The rates, selectivities and profiles of section 3 depend on that combination.`,
    },
    {
      category: 'A high-density (ICP) plasma etcher',
      only: ['rie-etcher'],
      shortfall: (c) =>
        `It would run these processes too, but at a higher indicative price (${systemPrices.icp} for a base configuration, against ${c.price} for the ${c.product.name}) and with larger power, water and exhaust needs. The processes this project needs reach the rates and selectivities of section 3 on the ${c.product.name}, so the extra source would add cost without a result the project uses.`,
    },
    {
      category: 'A reactive plasma etcher (RIE or ICP-RIE)',
      only: ['ibe-ribe'],
      shortfall: (c) =>
        `Plasma etching removes a material by turning it into a volatile compound. The materials this system processes (${c.materials}) include several that form none near room temperature (the notes of section 3 say which), so a plasma etcher cannot etch those or leaves redeposited residue on the sidewalls. The ${c.product.name} removes material physically with an ion beam (${c.spec('Ion source')}) on a stage that tilts ${c.spec('Stage tilt')}, which sets the sidewall angle and clears redeposition.`,
    },
    sharedTool,
    refurbished,
    foundry,
  ],
  deposition: [
    {
      category: 'A thermal CVD furnace (LPCVD)',
      only: ['pecvd', 'ald'],
      shortfall: (c) =>
        `Furnace films grow far above the substrate temperatures of this system (${c.spec(/^Substrate.*temperature$/)}), which substrates with metal, polymer or finished devices cannot take, and a furnace cannot change film stress and composition run by run as the processes of section 3 do.`,
    },
    {
      category: 'A capacitively coupled PECVD without a high-density source',
      only: ['hdp-cvd'],
      shortfall: (c) =>
        `A parallel-plate plasma deposits faster on the top corners of a gap than at its bottom and closes it over a void. The ${c.product.name} deposits from a dense plasma (${c.spec('ICP source generator (rating)')}) while an independent bias (${c.spec('RF bias generator (rating)')}) sputters the film back from the corners, which is what fills the gaps of section 3.`,
    },
    {
      category: 'A PECVD or sputter system',
      only: ['ald'],
      shortfall: (c) =>
        `Both deposit from the gas phase or a target towards the surface they face, so films thin out on sidewalls and at the bottom of deep features, and thickness is set by time and rate. ALD grows in self-limiting cycles, so thickness is set by counting cycles and is the same on every surface (growth per cycle: ${c.spec('Growth per cycle')}; thickness non-uniformity: ${c.spec('Thickness non-uniformity')}).`,
    },
    {
      category: 'A sputter system depositing the same dielectrics',
      only: ['pecvd'],
      shortfall: (c) =>
        `Sputtered oxide and nitride cover steps poorly and offer none of the adjustments the processes of section 3 are made with: gas ratios that set the refractive index, and RF power and frequency that set stress (${c.spec('RF generators (rating)')}).`,
    },
    {
      category: 'A thermal or electron-beam evaporator',
      only: ['sputter'],
      shortfall: (c) =>
        `An evaporator suits metal lift-off, but it does not grow oxide and nitride films reactively from metal targets with the composition control of section 3, an alloy needs one rate-controlled source per element (this system takes ${c.spec('Sputter sources')}), and few evaporators heat the substrate to the temperatures of crystalline films (this system: ${lowerFirst(c.spec('Substrate heating'))}); films on steps are thin where the source does not see them.`,
    },
    sharedTool,
    refurbished,
    foundry,
  ],
  litho: [
    {
      category: 'A manual spin coater and hotplate on a wet bench',
      shortfall: (c) =>
        `Hand dispensing, manual timing and an open room give run-to-run thickness variation well above the ${c.spec('Coating thickness non-uniformity')} the coater holds, with no controlled environment (${c.spec('Process environment')}), no edge-bead removal and no automatic development, so the results of section 3 cannot be repeated from one user to the next.`,
    },
    sharedTool,
    refurbished,
    {
      category: 'Outsourcing coating to a foundry service',
      shortfall: (c) =>
        `Coated wafers age before exposure and the exposure is made in the lab, so coating elsewhere adds a delay between coat, expose and develop that the resists of section 3 do not tolerate well, and every change of resist, thickness or bake is a new order rather than a run. The ${c.product.name} keeps the whole sequence in the lab.`,
    },
  ],
  strip: [
    {
      category: 'Wet chemical stripping (solvent or acid baths)',
      shortfall: (c) =>
        `Solvents leave residue on hardened or implanted resist, acid mixtures attack metals and many substrates, and both produce chemical waste to be handled and disposed of. The ${c.product.name} removes resist in an oxygen plasma on a ${c.spec('Platen temperature')} platen at the rates of section 3, dry and without liquid waste.`,
    },
    {
      category: 'Ashing in an existing RIE etcher',
      shortfall: (c) =>
        `An etcher's biased electrode bombards the wafer with ions, which can damage devices and sputter the chamber, and every ashing run takes time from the etch processes and changes the chamber condition they depend on. The ${c.product.name} strips at the rates of section 3 without using an etch tool.`,
    },
    sharedTool,
    refurbished,
  ],
};

/** The alternatives that apply to one system, in the family's order. */
export function alternativesFor(product: Product): Alternative[] {
  return alternatives[familyOf[product.category]].filter((alternative) => !alternative.only || alternative.only.includes(product.slug));
}

/** The system's processes measured by the applications team (not the published starting windows). */
function measuredProcesses(product: Product) {
  return product.processCapabilities.filter((row) => {
    try {
      return processById(row.id).basis === 'qualified';
    } catch {
      // A row made up for a test has no process entry; count it as measured.
      return true;
    }
  });
}

function soleSourceTitle(product: Product): string {
  return `Sole-Source Justification: ${product.name}`;
}

const draftNote = `Draft for the buyer to edit. ${company.name} prepared it from the published data of the system; check every statement against your institution's sole-source policy and your own requirements, fill in the places marked in square brackets, and delete what does not apply. It is not an offer: the quote is.`;

export function soleSourceDraft(product: Product): SoleSourceDraft {
  const spec = (parameter: string | RegExp) => {
    const row = product.specifications.find((r) => (typeof parameter === 'string' ? r.parameter === parameter : parameter.test(r.parameter)));
    if (!row) throw new Error(`${product.name} has no specification row "${parameter}"`);
    return row.value;
  };
  const measured = measuredProcesses(product);
  const materials = product.materials.join('; ');
  const {
    options,
    priceKey,
    leadTimeWeeks: [leadFrom, leadTo],
  } = productDefinition(product.slug).purchasing;
  const price = formatPriceRange(systemPriceRanges[priceKey]);
  const context: Context = { product, spec, materials, price, wafers: formatWaferSizes(product.waferSizesMm) };
  const keyRows = product.keyFigures.map((figure) => `${figure.parameter}: ${spec(figure.parameter)}.`);
  const { address } = company;

  const blocks: SoleSourceBlock[] = [
    { kind: 'heading', text: '1. Request' },
    {
      kind: 'fields',
      rows: [
        { label: 'Requesting department', value: placeholders.department },
        { label: 'Principal investigator', value: placeholders.investigator },
        { label: 'Grant or fund number', value: placeholders.fund },
        { label: 'Installation site', value: `${placeholders.building}, room ${placeholders.room}` },
        { label: 'Equipment', value: `${product.name} (${product.category})` },
        {
          label: 'Proposed supplier',
          value: `${company.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}; ${company.email.sales}; ${company.siteUrl}`,
        },
        { label: 'Quote', value: placeholders.quote },
      ],
    },
    { kind: 'heading', text: '2. Equipment and intended use' },
    { kind: 'paragraph', text: `The ${product.name}: ${lowerFirst(product.tagline)}` },
    {
      kind: 'paragraph',
      text: `It is needed for ${placeholders.project}, which requires the processes listed in section 3 on the group's own samples, in the lab at ${placeholders.building}, room ${placeholders.room}.`,
    },
    { kind: 'heading', text: '3. Capabilities the project requires' },
    { kind: 'paragraph', text: `The ${product.name} is specified as follows:` },
    { kind: 'bullets', items: keyRows },
    {
      kind: 'paragraph',
      text: `It runs these processes, with results measured by the supplier's applications team (typical values from process development):`,
    },
    { kind: 'bullets', items: measured.map((row) => `${row.material}: ${row.result}`) },
    { kind: 'paragraph', text: `It can be configured with these options, as the project requires:` },
    { kind: 'bullets', items: options.map((option) => `${option.name}: ${option.description}`) },
    { kind: 'heading', text: '4. Alternatives considered' },
    {
      kind: 'paragraph',
      text: `These kinds of equipment and services were considered and found not to meet the requirements of section 3:`,
    },
    { kind: 'bullets', items: alternativesFor(product).map((alternative) => `${alternative.category}. ${alternative.shortfall(context)}`) },
    { kind: 'heading', text: '5. Price and delivery' },
    {
      kind: 'fields',
      rows: [
        { label: 'Indicative price, base configuration', value: `${price}. ${priceNote}` },
        { label: 'Quoted price', value: placeholders.quote },
        { label: 'Lead time', value: `${leadFrom}-${leadTo} weeks from order to shipment` },
        { label: 'Warranty', value: warranty.standard },
      ],
    },
    {
      kind: 'paragraph',
      text: `The price is judged reasonable against the indicative range the supplier publishes for the base configuration and against the cost of the alternatives above for the project's processes.`,
    },
    { kind: 'heading', text: '6. Certification' },
    {
      kind: 'paragraph',
      text: `I certify that the statements above are accurate to the best of my knowledge and that the ${product.name} is the only equipment that meets the project's requirements.`,
    },
    {
      kind: 'fields',
      rows: [
        { label: 'Name', value: placeholders.investigator },
        { label: 'Department', value: placeholders.department },
        { label: 'Signature', value: '' },
        { label: 'Date', value: placeholders.date },
      ],
    },
  ];
  return { title: soleSourceTitle(product), draftNote, blocks };
}

function lowerFirst(text: string): string {
  // Keep acronyms and formulas ('ICP', 'SiO₂') as they are; lower an ordinary first word only.
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** The draft as plain text for a purchasing form's text box: headings underlined, fields as 'Label: value'. */
export function soleSourceText(draft: SoleSourceDraft): string {
  const out: string[] = [draft.title.toUpperCase(), '', draft.draftNote];
  for (const block of draft.blocks) {
    if (block.kind === 'heading') out.push('', block.text, '-'.repeat(block.text.length));
    else if (block.kind === 'paragraph') out.push(block.text);
    else if (block.kind === 'fields') out.push(...block.rows.map((row) => `${row.label}: ${row.value || '______________________'}`));
    else out.push(...block.items.map((item) => `- ${item}`));
  }
  return `${out.join('\n')}\n`;
}
