import { describe, expect, it } from 'vitest';
import { PROMO_PARAM_KEYS, promoParams } from './promo-params.ts';

describe('promoParams', () => {
  it("keeps only 'gwp_id, gwp_preview, ccode, ccforce'", () => {
    expect(PROMO_PARAM_KEYS).toEqual(['gwp_id', 'gwp_preview', 'ccode', 'ccforce']);
    expect(promoParams('?ccode=exit20&utm_medium=email&gwp_id=7&gwp_preview=1&ccforce=1&page=2')).toEqual({
      ccode: 'exit20',
      gwp_id: '7',
      gwp_preview: '1',
      ccforce: '1',
    });
  });

  it("'empty values stripped'", () => {
    expect(promoParams('ccode=&gwp_id=%20%20&ccforce=1')).toEqual({ ccforce: '1' });
  });

  it("'A promo code is trimmed before sending'", () => {
    expect(promoParams('ccode=%20EXIT20%20')).toEqual({ ccode: 'EXIT20' });
  });

  it('reads a whole landing URL, ignoring its hash', () => {
    expect(promoParams('https://pantry.test/?ccode=exit20#isCartOpen')).toEqual({ ccode: 'exit20' });
  });

  it('reads URLSearchParams and plain records', () => {
    expect(promoParams(new URLSearchParams({ ccode: ' a ', x: 'y' }))).toEqual({ ccode: 'a' });
    expect(promoParams({ ccode: ['', ' b '], gwp_id: undefined, other: 'z' })).toEqual({ ccode: 'b' });
  });

  it('keeps the first non-empty value of a repeated key', () => {
    expect(promoParams('ccode=&ccode=one&ccode=two')).toEqual({ ccode: 'one' });
  });

  it('is empty when no promo key is present', () => {
    expect(promoParams('')).toEqual({});
  });
});
