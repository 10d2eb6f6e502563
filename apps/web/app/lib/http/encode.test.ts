import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeParams } from './encode.ts';

describe('encodeParams', () => {
  it("repeats array keys ('repeated-array query formatting') and nests objects with brackets", () => {
    expect(
      encodeParams({ q: 'peanut butter', filter: { diets: ['vegan', 'keto'] }, page: 2, skip: undefined }),
    ).toBe('q=peanut%20butter&filter[diets]=vegan&filter[diets]=keto&page=2');
  });

  it('writes lists of objects the way qs reads them', () => {
    const body = {
      products: [
        { product_id: 4, qty: 2 },
        { product_id: 9, qty: 1 },
      ],
    };
    expect(qs.parse(encodeParams(body))).toEqual({
      products: [
        { product_id: '4', qty: '2' },
        { product_id: '9', qty: '1' },
      ],
    });
  });
});
