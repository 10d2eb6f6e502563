import qs from 'qs';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  buildListingSearch,
  clearFilters,
  parseListingSearch,
  removeFilter,
  toggleFilter,
  toListingQuery,
  withPage,
  withSort,
} from './listing-url.ts';

describe('parseListingSearch', () => {
  it('reads repeated filter[code] values, sort and cur_page', () => {
    expect(
      parseListingSearch(
        '?filter[diets]=vegan&filter[diets]=keto&filter[brand]=good-acre&sort=price_asc&cur_page=3',
      ),
    ).toEqual({
      filter: { diets: ['vegan', 'keto'], brand: ['good-acre'] },
      sort: 'price_asc',
      page: 3,
    });
  });

  it('reads the percent-encoded brackets a GET form sends', () => {
    expect(parseListingSearch('filter%5Bdiets%5D=vegan&filter%5Bdiets%5D=paleo').filter).toEqual({
      diets: ['vegan', 'paleo'],
    });
  });

  it("accepts qs's other array spellings", () => {
    expect(parseListingSearch('filter[diets][]=vegan&filter[diets][1]=keto').filter).toEqual({
      diets: ['vegan', 'keto'],
    });
  });

  it('keeps the search words', () => {
    expect(parseListingSearch('?q=peanut+butter').q).toBe('peanut butter');
  });

  it('drops an unknown sort, a bad page, empty and repeated values', () => {
    expect(
      parseListingSearch(
        '?sort=cheapest&cur_page=abc&filter[diets]=&filter[diets]=vegan&filter[diets]=vegan',
      ),
    ).toEqual({
      filter: { diets: ['vegan'] },
      page: 1,
    });
    expect(parseListingSearch('?cur_page=0').page).toBe(1);
    expect(parseListingSearch('?cur_page=2.5').page).toBe(1);
    expect(parseListingSearch('?sort=toString').sort).toBeUndefined();
  });

  it('ignores filter codes that are not plain words', () => {
    expect(parseListingSearch('?filter[a b]=x&filter[__proto__x]=y').filter).toEqual({ __proto__x: ['y'] });
  });
});

describe('buildListingSearch', () => {
  it("writes qs's repeated-array format with readable brackets", () => {
    const search = buildListingSearch({
      q: 'nut butter',
      filter: { diets: ['vegan', 'keto'] },
      sort: 'rating',
      page: 2,
    });
    expect(search).toBe('?q=nut%20butter&filter[diets]=vegan&filter[diets]=keto&sort=rating&cur_page=2');
  });

  it('agrees with qs on both reading and writing', () => {
    const state = {
      filter: { diets: ['gluten free', 'vegan'], certifications: ['usda-organic'] },
      sort: 'price_desc' as const,
      page: 4,
    };
    const search = buildListingSearch(state);
    expect(qs.parse(search.slice(1))).toEqual({
      // qs reads a single value as a string; the server accepts both.
      filter: { diets: ['gluten free', 'vegan'], certifications: 'usda-organic' },
      sort: 'price_desc',
      cur_page: '4',
    });
    const fromQs = qs.stringify(
      { filter: state.filter, sort: 'price_desc', cur_page: 4 },
      { arrayFormat: 'repeat' },
    );
    expect(parseListingSearch(fromQs)).toEqual(state);
  });

  it('leaves out page 1 and an empty state', () => {
    expect(buildListingSearch({ filter: {}, page: 1 })).toBe('');
  });

  it('round-trips', () => {
    const search = '?filter[diets]=vegan&filter[social]=b-corp&sort=newest&cur_page=5';
    expect(buildListingSearch(parseListingSearch(search))).toBe(search);
  });
});

describe('filter changes', () => {
  const base = parseListingSearch('?filter[diets]=vegan&sort=rating&cur_page=3');

  it('adds a value and goes back to page 1', () => {
    const next = toggleFilter(base, 'diets', 'keto');
    expect(next.filter).toEqual({ diets: ['vegan', 'keto'] });
    expect(next.page).toBe(1);
    expect(next.sort).toBe('rating');
  });

  it('removes a value, and the facet when it was the last one', () => {
    expect(toggleFilter(base, 'diets', 'vegan').filter).toEqual({});
    expect(removeFilter(base, 'diets', 'vegan').filter).toEqual({});
    expect(removeFilter(base, 'diets', 'paleo')).toBe(base);
  });

  it('clears every filter but keeps the sort', () => {
    const next = clearFilters(toggleFilter(base, 'brand', 'good-acre'));
    expect(next).toEqual({ filter: {}, sort: 'rating', page: 1 });
  });

  it('changes sort (relevance is the default and leaves the URL) and page', () => {
    expect(withSort(base, 'price_asc')).toMatchObject({ sort: 'price_asc', page: 1 });
    expect(withSort(base, 'relevance').sort).toBeUndefined();
    expect(withPage(base, 7).page).toBe(7);
  });

  it('lists active filters for the chips', () => {
    expect(activeFilters(toggleFilter(base, 'brand', 'x'))).toEqual([
      { code: 'diets', value: 'vegan' },
      { code: 'brand', value: 'x' },
    ]);
  });

  it('becomes the catalog query', () => {
    expect(toListingQuery(parseListingSearch('?q=oats&filter[diets]=vegan&sort=rating&cur_page=2'))).toEqual({
      q: 'oats',
      filter: { diets: ['vegan'] },
      sort: 'rating',
      cur_page: 2,
    });
  });
});
