import { describe, expect, it } from 'vitest';
import { typeset, typesetDeep, untypeset } from './typeset';

describe('typeset', () => {
  it('subscripts the counts of chemical formulas, also in mixtures, brackets and precursor names', () => {
    expect(typeset('Al2O3 on Si3N4 in SF6/C4F8 (CF4/O2).')).toBe('Al₂O₃ on Si₃N₄ in SF₆/C₄F₈ (CF₄/O₂).');
    expect(typeset('-O-Al(CH3)2 + CH4, Y(MeCp)3 and MeCpPtMe3')).toBe('-O-Al(CH₃)₂ + CH₄, Y(MeCp)₃ and MeCpPtMe₃');
    expect(typeset('In0.53Ga0.47As')).toBe('In₀.₅₃Ga₀.₄₇As');
  });

  it('leaves words that only look like formulas alone', () => {
    for (const text of ['T1 and T2', 'C1s and Si2p lines', 'S1813 resist', 'SU-8 2050', 'IPCC AR5', 'NMC811', '4H-SiC', 'SiNx', 'U.S.']) {
      expect(typeset(text)).toBe(text);
    }
  });

  it('raises caret exponents and charges, and writes a real multiplication sign', () => {
    expect(typeset('10^11-10^12 cm^-3')).toBe('10¹¹-10¹² cm⁻³');
    expect(typeset('below 5 x 10^-7 Torr on 1.0 m x 1.5 m')).toBe('below 5 × 10⁻⁷ Torr on 1.0 m × 1.5 m');
    expect(typeset('Ar+ and O2+ ions')).toBe('Ar⁺ and O₂⁺ ions');
  });

  it('is idempotent, and untypeset finds exactly what it would still change', () => {
    const raw = 'SiO2 at 10^-6 Torr, 5 x 10 mTorr';
    expect(untypeset(raw)).toEqual(['SiO2', '10^-6', '5 x 10']);
    expect(typeset(typeset(raw))).toBe(typeset(raw));
    expect(untypeset(typeset(raw))).toEqual([]);
  });

  it('typesets content objects deeply but keeps addresses and identifiers', () => {
    const content = { slug: 'sio2-h2o', href: '/insights/sio2', title: 'SiO2', items: [{ id: 'Al2O3', body: 'H2O' }] };
    expect(typesetDeep(content)).toEqual({ slug: 'sio2-h2o', href: '/insights/sio2', title: 'SiO₂', items: [{ id: 'Al2O3', body: 'H₂O' }] });
  });
});
