/**
 * The words buyers use for materials and processes, and what each asks of a process entry. The finder
 * (lib/finder.ts) reads a request with it: a material word names the materials of the process data it
 * covers, a class names several, and a use or process word states what the process must do (its kind,
 * profile, step coverage, temperature, stress, depth) and which words of an entry show that it does.
 * Names are written as a buyer types them; case, subscripts and hyphens do not matter.
 */
import type { ProcessKind } from './processes';

export type MaterialTerm = {
  id: string;
  /** Formulas, names, common and trade names; the first is how the page names the material. */
  names: string[];
  /** What the material is a kind of: an entry for quartz also serves a request for SiO2 or glass, less closely the other way. */
  broader?: string[];
};

export type MaterialClass = { names: string[]; members: string[] };

/** What a use of a process asks of it. Every field ranks; only `kinds` excludes. */
export type UseRequirement = {
  /** The kinds of process that do it; other kinds are left out when the visitor has not chosen one. */
  kinds?: ProcessKind[];
  /** Etching: straight sidewalls (ion-driven) or undercut (radical-driven). */
  profile?: 'anisotropic' | 'isotropic';
  /** Deposition: even on every surface, or line-of-sight, leaving sidewalls bare (what lift-off needs). */
  coverage?: 'conformal' | 'directional' | 'gap fill';
  /** The substrate or mask does not take more than this, °C (resist flows above about 120 °C). */
  maxTemperatureC?: number;
  stress?: 'tensile' | 'compressive';
  /** Tens of micrometres or more: a stated high aspect ratio, 'deep' in the data, or a rate of at least 1 µm/min. */
  deep?: boolean;
  /** Words in an entry's material, chemistry, technique or results that show it was made for this use. */
  shownBy?: string[];
  /** The materials the use usually means, when the request names none. */
  materials?: string[];
};

export type UseTerm = { names: string[]; requires: UseRequirement };

export const materials: MaterialTerm[] = [
  {
    id: 'si',
    names: ['Si', 'silicon', 'c-Si', 'crystalline silicon', 'monocrystalline silicon', 'single crystal silicon', 'SOI', 'silicon on insulator'],
  },
  { id: 'poly-si', names: ['poly-Si', 'poly', 'polysilicon', 'polycrystalline silicon', 'poly silicon'], broader: ['si'] },
  { id: 'a-si', names: ['a-Si', 'a-Si:H', 'amorphous silicon', 'hydrogenated amorphous silicon'] },
  {
    id: 'sio2',
    names: ['SiO2', 'silicon dioxide', 'silicon oxide', 'oxide', 'thermal oxide', 'silica', 'PECVD oxide', 'LTO', 'low temperature oxide'],
  },
  { id: 'fused-silica', names: ['fused silica', 'quartz', 'fused quartz', 'crystal quartz'], broader: ['sio2', 'glass'] },
  { id: 'fsg', names: ['FSG', 'fluorinated oxide', 'fluorinated silica glass', 'fluorosilicate glass', 'SiOF'], broader: ['sio2'] },
  { id: 'glass', names: ['glass'] },
  { id: 'borosilicate', names: ['borosilicate', 'borosilicate glass', 'Pyrex', 'Borofloat', 'BK7'], broader: ['glass'] },
  {
    id: 'sinx',
    names: ['SiNx', 'SiN', 'Si3N4', 'silicon nitride', 'nitride', 'silicon rich nitride', 'silicon rich', 'SRN', 'LSN', 'low stress nitride'],
  },
  { id: 'sioxny', names: ['SiOxNy', 'SiON', 'silicon oxynitride', 'oxynitride'] },
  { id: 'sic', names: ['SiC', 'silicon carbide', '4H-SiC', '6H-SiC'] },
  { id: 'a-sic', names: ['a-SiC', 'a-SiC:H', 'amorphous silicon carbide'] },
  { id: 'al2o3', names: ['Al2O3', 'alumina', 'aluminium oxide', 'aluminum oxide'] },
  { id: 'sapphire', names: ['sapphire'], broader: ['al2o3'] },
  { id: 'hfo2', names: ['HfO2', 'hafnia', 'hafnium oxide', 'hafnium dioxide'] },
  { id: 'zro2', names: ['ZrO2', 'zirconia', 'zirconium oxide', 'zirconium dioxide'] },
  { id: 'tio2', names: ['TiO2', 'titania', 'titanium dioxide', 'titanium oxide'] },
  { id: 'zno', names: ['ZnO', 'zinc oxide'] },
  { id: 'sno2', names: ['SnO2', 'tin oxide', 'tin dioxide'] },
  { id: 'ito', names: ['ITO', 'indium tin oxide'] },
  { id: 'mgo', names: ['MgO', 'magnesium oxide', 'magnesia'] },
  { id: 'ysz', names: ['YSZ', '8YSZ', 'yttria-stabilised zirconia', 'yttria-stabilized zirconia'] },
  { id: 'aln', names: ['AlN', 'aluminium nitride', 'aluminum nitride'] },
  { id: 'tin', names: ['TiN', 'titanium nitride'] },
  { id: 'gan', names: ['GaN', 'gallium nitride'] },
  { id: 'algan', names: ['AlGaN', 'aluminium gallium nitride', 'aluminum gallium nitride'] },
  { id: 'gaas', names: ['GaAs', 'gallium arsenide'] },
  { id: 'algaas', names: ['AlGaAs', 'aluminium gallium arsenide', 'aluminum gallium arsenide'] },
  { id: 'inp', names: ['InP', 'indium phosphide'] },
  { id: 'ingaas', names: ['InGaAs', 'indium gallium arsenide'] },
  { id: 'ingaasp', names: ['InGaAsP', 'indium gallium arsenide phosphide'] },
  { id: 'linbo3', names: ['LiNbO3', 'lithium niobate', 'LNOI', 'TFLN'] },
  { id: 'litao3', names: ['LiTaO3', 'lithium tantalate', 'LTOI'] },
  { id: 'licoo2', names: ['LiCoO2', 'lithium cobalt oxide', 'LCO'] },
  { id: 'lipon', names: ['LiPON', 'lithium phosphorus oxynitride'] },
  { id: 'al', names: ['Al', 'aluminium', 'aluminum'] },
  { id: 'al-alloys', names: ['Al alloys', 'Al-Si', 'Al-Cu', 'AlSi', 'AlCu', 'aluminium alloys', 'aluminum alloys'], broader: ['al'] },
  { id: 'au', names: ['Au', 'gold'] },
  { id: 'ag', names: ['Ag', 'silver'] },
  { id: 'pt', names: ['Pt', 'platinum'] },
  { id: 'pt-alloys', names: ['Pt alloys', 'platinum alloys'], broader: ['pt'] },
  { id: 'ir', names: ['Ir', 'iridium'] },
  { id: 'cu', names: ['Cu', 'copper'] },
  { id: 'cr', names: ['Cr', 'chromium', 'chrome'] },
  { id: 'ti', names: ['Ti', 'titanium'] },
  // The single letter is read as tungsten only where the data writes it, or a request writes it as the element symbol 'W'.
  { id: 'w', names: ['tungsten', 'wolfram', 'W'] },
  { id: 'mo', names: ['Mo', 'moly', 'molybdenum'] },
  { id: 'nb', names: ['Nb', 'niobium'] },
  { id: 'ta', names: ['Ta', 'tantalum', 'alpha tantalum'] },
  { id: 'nife', names: ['NiFe', 'permalloy'] },
  { id: 'cofe', names: ['CoFe'] },
  { id: 'cofeb', names: ['CoFeB'] },
  { id: 'mtj', names: ['magnetic tunnel junction', 'magnetic tunnel junctions', 'MTJ', 'MTJs'] },
  { id: 'graphene', names: ['graphene'] },
  {
    id: 'resist',
    names: ['photoresist', 'resist', 'resists', 'photoresists', 'photo resist', 'PR', 'DNQ', 'novolac', 'negative resist', 'positive resist'],
  },
  { id: 'su-8', names: ['SU-8', 'SU8', 'epoxy resist', 'epoxy'], broader: ['resist'] },
  { id: 'pmma', names: ['PMMA', 'polymethyl methacrylate', 'e-beam resist', 'acrylic'], broader: ['resist'] },
  { id: 'lor', names: ['LOR', 'PMGI', 'lift-off resist'], broader: ['resist'] },
  { id: 'polyimide', names: ['polyimide', 'Kapton', 'PI'] },
  { id: 'parylene', names: ['parylene', 'parylene C'] },
  { id: 'pdms', names: ['PDMS', 'silicone', 'Sylgard'] },
  { id: 'fluorocarbon', names: ['fluorocarbon', 'fluorocarbon residue', 'fluorocarbon residues', 'fluoropolymer'] },
  { id: 'organic-contamination', names: ['organic contamination', 'organic residue', 'organic residues', 'carbon contamination'] },
];

export const materialClasses: MaterialClass[] = [
  {
    names: ['III-V', 'III-Vs', 'III-V semiconductors', 'compound semiconductors', 'compound semiconductor'],
    members: ['gaas', 'algaas', 'inp', 'ingaas', 'ingaasp', 'gan', 'algan', 'aln'],
  },
  { names: ['III-N', 'III-nitrides', 'III-nitride'], members: ['gan', 'algan', 'aln'] },
  { names: ['nitrides', 'nitride films'], members: ['sinx', 'sioxny', 'aln', 'tin', 'gan', 'algan'] },
  {
    names: ['oxides', 'metal oxides', 'oxide films'],
    members: ['sio2', 'fused-silica', 'fsg', 'al2o3', 'hfo2', 'zro2', 'tio2', 'zno', 'sno2', 'ito', 'mgo', 'ysz'],
  },
  { names: ['high-k', 'high-k dielectric', 'high-k dielectrics'], members: ['hfo2', 'zro2', 'al2o3'] },
  { names: ['dielectric', 'dielectrics', 'insulator', 'insulators'], members: ['sio2', 'fsg', 'sinx', 'sioxny', 'al2o3', 'hfo2', 'zro2', 'tio2'] },
  { names: ['noble metals', 'noble metal', 'precious metals'], members: ['au', 'ag', 'pt', 'ir'] },
  { names: ['refractory metals', 'refractory metal', 'refractories'], members: ['w', 'mo', 'nb', 'ta'] },
  {
    names: ['metal', 'metals', 'metallization', 'metallisation', 'metal lines'],
    members: ['al', 'al-alloys', 'au', 'ag', 'pt', 'ir', 'cu', 'cr', 'ti', 'w', 'mo', 'nb', 'ta', 'tin', 'nife', 'cofe', 'cofeb'],
  },
  { names: ['magnetic materials', 'magnetic', 'ferromagnets', 'ferromagnetic'], members: ['nife', 'cofe', 'cofeb', 'mtj'] },
  { names: ['superconductors', 'superconductor'], members: ['nb', 'al', 'ta', 'tin'] },
  { names: ['piezoelectrics', 'piezoelectric', 'piezo'], members: ['aln', 'linbo3', 'litao3'] },
  { names: ['polymer', 'polymers', 'organic', 'organics', 'plastics'], members: ['resist', 'su-8', 'pmma', 'lor', 'polyimide', 'parylene', 'pdms'] },
  { names: ['2D', '2D materials', '2D material', 'two-dimensional materials'], members: ['graphene'] },
  { names: ['glasses'], members: ['glass', 'borosilicate', 'fused-silica'] },
  {
    names: ['semiconductors', 'semiconductor'],
    members: ['si', 'poly-si', 'a-si', 'sic', 'gaas', 'algaas', 'inp', 'ingaas', 'ingaasp', 'gan', 'algan'],
  },
  { names: ['transparent conductors', 'transparent conductive oxide', 'transparent conductive oxides', 'TCO', 'TCOs'], members: ['ito', 'zno'] },
  { names: ['battery materials', 'thin-film battery', 'solid-state battery'], members: ['licoo2', 'lipon'] },
];

const etchOrStrip: ProcessKind[] = ['etch', 'strip and clean'];

/**
 * What a plasma strip removes: etching one of these may be done by a stripper. The other materials a strip or
 * clean names are the surfaces it leaves behind (PDMS and glass are activated, not removed).
 */
export const strippable = ['resist', 'su-8', 'pmma', 'lor', 'polyimide', 'parylene', 'fluorocarbon', 'organic-contamination'];

export const uses: UseTerm[] = [
  { names: ['etch', 'etching', 'etched', 'dry etch', 'plasma etch', 'pattern', 'patterning', 'remove', 'removal'], requires: { kinds: etchOrStrip } },
  { names: ['RIE', 'reactive ion etching', 'ICP', 'ICP-RIE'], requires: { kinds: ['etch', 'strip and clean'], profile: 'anisotropic' } },
  {
    names: ['ion milling', 'ion mill', 'milling', 'ion beam', 'ion beam etching', 'IBE', 'RIBE'],
    requires: { kinds: ['etch'], shownBy: ['ion beam'] },
  },
  { names: ['deposit', 'deposition', 'deposited', 'grow', 'growth'], requires: { kinds: ['deposition'] } },
  {
    names: ['sputter', 'sputtering', 'sputtered', 'magnetron'],
    requires: { kinds: ['deposition'], coverage: 'directional', shownBy: ['sputtering'] },
  },
  { names: ['ALD', 'atomic layer deposition'], requires: { kinds: ['deposition'], coverage: 'conformal', shownBy: ['ald'] } },
  { names: ['PECVD', 'CVD', 'plasma enhanced CVD'], requires: { kinds: ['deposition'], shownBy: ['pecvd'] } },
  { names: ['HDP', 'HDP-CVD', 'HDPCVD'], requires: { kinds: ['deposition'], shownBy: ['hdp cvd'] } },
  {
    names: ['spin', 'spin coat', 'spin coating', 'spin on', 'coat', 'coater', 'develop', 'developer', 'lithography'],
    requires: { kinds: ['coating'] },
  },
  {
    names: ['strip', 'stripping', 'ashing', 'ash', 'asher', 'resist removal', 'resist strip'],
    requires: { kinds: ['strip and clean', 'etch'], profile: 'isotropic', shownBy: ['strip'], materials: ['resist'] },
  },
  { names: ['descum', 'scum'], requires: { kinds: ['strip and clean'], shownBy: ['descum'], materials: ['resist'] } },
  {
    names: ['implanted', 'implant', 'ion implanted', 'hardened', 'crust', 'implanted resist strip'],
    requires: { kinds: ['strip and clean'], shownBy: ['implanted', 'hardened'], materials: ['resist'] },
  },
  {
    names: ['clean', 'cleaning', 'surface clean', 'residue', 'residues', 'post-etch residue'],
    requires: { kinds: ['strip and clean'], shownBy: ['contamination', 'residue', 'residues'] },
  },
  {
    names: ['activation', 'surface activation', 'plasma activation', 'bonding', 'wafer bonding', 'hydrophilic'],
    requires: { kinds: ['strip and clean'], shownBy: ['bonding'] },
  },
  { names: ['Bosch', 'Bosch process'], requires: { kinds: ['etch'], profile: 'anisotropic', deep: true, shownBy: ['bosch'], materials: ['si'] } },
  {
    names: ['DRIE', 'deep reactive ion etching', 'deep RIE'],
    requires: { kinds: ['etch'], profile: 'anisotropic', deep: true, shownBy: ['drie', 'deep'] },
  },
  { names: ['cryo', 'cryogenic', 'cryo etch'], requires: { kinds: ['etch'], profile: 'anisotropic', shownBy: ['cryogenic'] } },
  {
    names: ['deep', 'deep etch', 'deep trench', 'deep trenches', 'high aspect ratio', 'HAR'],
    requires: { kinds: ['etch'], profile: 'anisotropic', deep: true, shownBy: ['deep'] },
  },
  {
    names: ['through-wafer', 'through wafer', 'through-silicon via', 'through silicon via', 'TSV', 'TSVs'],
    requires: { kinds: ['etch'], profile: 'anisotropic', deep: true, shownBy: ['through wafer', 'tsvs'] },
  },
  { names: ['channels', 'microfluidic', 'microfluidics'], requires: { kinds: ['etch'], deep: true, shownBy: ['channels', 'deep'] } },
  { names: ['trench', 'trenches'], requires: { kinds: ['etch'], profile: 'anisotropic', shownBy: ['trenches'] } },
  { names: ['via', 'vias', 'contact', 'contact hole', 'contact holes'], requires: { kinds: ['etch'], profile: 'anisotropic' } },
  { names: ['mesa', 'mesas', 'ridge', 'ridges', 'pillar', 'pillars'], requires: { kinds: ['etch'], profile: 'anisotropic' } },
  { names: ['vertical', 'anisotropic', 'straight sidewalls', 'vertical sidewalls'], requires: { profile: 'anisotropic', shownBy: ['vertical'] } },
  { names: ['isotropic', 'undercut'], requires: { kinds: etchOrStrip, profile: 'isotropic', shownBy: ['isotropic'] } },
  {
    names: ['MEMS release', 'release', 'sacrificial', 'sacrificial layer'],
    requires: { kinds: ['etch'], profile: 'isotropic', shownBy: ['release', 'isotropic'] },
  },
  { names: ['smooth', 'smooth sidewalls', 'low roughness'], requires: { shownBy: ['smooth'] } },
  {
    names: ['nanostructures', 'nanopillars', 'nanowires', 'metasurface', 'metasurfaces'],
    requires: { kinds: ['etch'], profile: 'anisotropic', shownBy: ['nanostructures'] },
  },
  {
    names: ['black silicon', 'texture', 'texturing', 'antireflective texture'],
    requires: { kinds: ['etch'], shownBy: ['black silicon', 'texture'] },
  },
  { names: ['needle', 'needles', 'tips'], requires: { kinds: ['etch'], shownBy: ['needle tips'] } },
  {
    names: ['waveguide', 'waveguides', 'photonics', 'photonic', 'optics', 'optical'],
    requires: { shownBy: ['waveguides', 'photonics', 'cladding', 'optics', 'thin film'] },
  },
  { names: ['cladding'], requires: { kinds: ['deposition'], shownBy: ['cladding'] } },
  { names: ['membrane', 'membranes', 'free-standing', 'freestanding', 'suspended'], requires: { stress: 'tensile', shownBy: ['membranes'] } },
  { names: ['tensile'], requires: { stress: 'tensile' } },
  { names: ['compressive'], requires: { stress: 'compressive' } },
  {
    names: ['low stress', 'stress-free', 'zero stress', 'stress control', 'stress tuning'],
    requires: { kinds: ['deposition'], shownBy: ['stress tuned'] },
  },
  {
    names: ['gate dielectric', 'gate oxide', 'gate insulator'],
    requires: { kinds: ['deposition'], coverage: 'conformal', materials: ['hfo2', 'al2o3', 'zro2'] },
  },
  {
    names: ['photomask', 'photomasks', 'mask blank', 'chrome mask', 'reticle'],
    requires: { kinds: ['etch'], profile: 'anisotropic', materials: ['cr'] },
  },
  {
    names: ['lift-off', 'liftoff', 'lift off', 'over resist', 'on resist'],
    requires: { kinds: ['deposition', 'coating'], coverage: 'directional', maxTemperatureC: 120, shownBy: ['lift off', 'over resist'] },
  },
  { names: ['hard mask', 'hardmask', 'hard masks', 'etch mask'], requires: { shownBy: ['hard masks'] } },
  {
    names: ['passivation', 'passivate', 'passivating', 'encapsulation', 'encapsulate'],
    requires: { kinds: ['deposition'], shownBy: ['passivation', 'encapsulation'] },
  },
  { names: ['gap fill', 'gapfill', 'gap filling', 'fill', 'void-free'], requires: { kinds: ['deposition'], coverage: 'gap fill' } },
  {
    names: ['conformal', 'step coverage', 'sidewall coverage', 'liner', 'liners', 'spacer', 'spacers'],
    requires: { kinds: ['deposition'], coverage: 'conformal' },
  },
  { names: ['anti-reflection', 'antireflection', 'AR coating', 'ARC'], requires: { kinds: ['deposition'], shownBy: ['anti reflection'] } },
  {
    names: ['low temperature', 'low temp', 'low-T', 'temperature sensitive', 'flexible', 'plastic substrate'],
    requires: { maxTemperatureC: 150, shownBy: ['low temperature'] },
  },
  { names: ['room temperature'], requires: { maxTemperatureC: 40 } },
  { names: ['low damage', 'damage-free', 'gentle', 'soft etch'], requires: { shownBy: ['low bias', 'low damage', 'low power', 'downstream'] } },
  { names: ['selective'], requires: { shownBy: ['selective'] } },
  { names: ['superconducting', 'qubit', 'qubits', 'quantum', 'resonator', 'resonators'], requires: { shownBy: ['superconducting'] } },
  { names: ['gate recess', 'recess', 'HEMT', 'HEMTs'], requires: { kinds: ['etch'], shownBy: ['gate recess'] } },
  {
    names: ['heterojunction', 'solar cell', 'solar cells', 'photovoltaic', 'PV'],
    requires: { kinds: ['deposition'], shownBy: ['heterojunction', 'passivation', 'anti reflection'] },
  },
  { names: ['e-beam lithography', 'EBL', 'electron beam lithography'], requires: { kinds: ['coating'], shownBy: ['e beam'] } },
  { names: ['adhesion', 'adhesion layer', 'seed layer', 'seed'], requires: { kinds: ['deposition'], shownBy: ['adhesion'] } },
  { names: ['catalyst', 'catalysts', 'electrocatalyst', 'fuel cell'], requires: { shownBy: ['catalyst'] } },
  { names: ['cathode', 'cathodes', 'electrolyte', 'battery'], requires: { kinds: ['deposition'], shownBy: ['cathodes', 'electrolyte'] } },
  { names: ['buffer', 'buffers', 'buffer layer'], requires: { shownBy: ['buffer', 'buffers'] } },
  { names: ['thinning', 'thin down'], requires: { kinds: ['etch'], shownBy: ['thinning'] } },
  { names: ['barrier', 'diffusion barrier'], requires: { kinds: ['deposition'], materials: ['tin', 'al2o3'] } },
  {
    names: ['electrode', 'electrodes', 'heater', 'heaters', 'contacts', 'wiring', 'interconnect'],
    requires: { materials: ['au', 'pt', 'al', 'mo', 'ti', 'cr', 'w', 'tin', 'ito'] },
  },
];

/**
 * Words that say nothing about the process: never searched on, never reported as unknown. Single
 * letters are ignored the same way, except an element symbol the data writes (see 'W' above).
 */
export const fillerWords = [
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'with',
  'without',
  'on',
  'in',
  'into',
  'onto',
  'to',
  'by',
  'at',
  'from',
  'over',
  'under',
  'is',
  'are',
  'be',
  'it',
  'its',
  'as',
  'my',
  'our',
  'we',
  'i',
  'me',
  'us',
  'need',
  'needs',
  'want',
  'wants',
  'looking',
  'please',
  'some',
  'using',
  'use',
  'do',
  'can',
  'how',
  'what',
  'which',
  'that',
  'this',
  'thin',
  'thick',
  'film',
  'films',
  'coating',
  'coatings',
  'layer',
  'layers',
  'wafer',
  'wafers',
  'substrate',
  'substrates',
  'sample',
  'samples',
  'piece',
  'pieces',
  'process',
  'processes',
  'recipe',
  'recipes',
  'system',
  'systems',
  'tool',
  'tools',
  'plasma',
  'type',
  'material',
  'materials',
  'device',
  'devices',
  'structure',
  'structures',
  'feature',
  'features',
];
