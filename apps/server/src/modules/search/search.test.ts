import {
  type ApiError,
  type ProductList,
  productListSchema,
  searchHelpSchema,
  searchSuggestSchema,
} from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { getJson, useTestApp } from '../../test/helper.ts';
import { toSearchText } from '../catalog/index.ts';

const t = useTestApp();

async function search(query: string): Promise<ProductList> {
  const { status, body } = await getJson<ProductList>(t.app, `/api/v1/search?${query}`);
  expect(status, query).toBe(200);
  return productListSchema.parse(body);
}

const titles = (result: ProductList) => result.products.map((product) => product.title);

describe('GET /api/v1/search', () => {
  it('finds a product by its exact name, first', async () => {
    const result = await search('q=organic creamy peanut butter');
    expect(titles(result)[0]).toBe('Organic Creamy Peanut Butter, 16 oz');
  });

  it('tolerates typos: "organc peanut buter" finds Organic Creamy Peanut Butter', async () => {
    const result = await search(`q=${encodeURIComponent('organc peanut buter')}`);
    expect(titles(result)).toContain('Organic Creamy Peanut Butter, 16 oz');
  });

  it('matches partial words: "blueber" finds blueberry items', async () => {
    const result = await search('q=blueber');
    expect(result.count).toBeGreaterThan(0);
    for (const product of result.products) expect(product.title.toLowerCase()).toContain('blueberr');
  });

  it('finds nothing for nonsense', async () => {
    const result = await search('q=zzqxv');
    expect(result.count).toBe(0);
    expect(result.products).toEqual([]);
    const punctuation = await search(`q=${encodeURIComponent('!!! ???')}`);
    expect(punctuation.count).toBe(0);
  });

  it('ranks by relevance, with facets, filters, sorts and paging like /products', async () => {
    const all = await search('q=organic&page_size=100');
    expect(all.count).toBeGreaterThan(10);
    const vegan = await search('q=organic&filter[diets]=vegan');
    expect(vegan.count).toBeLessThan(all.count);
    expect(
      vegan.facets.find((facet) => facet.code === 'diets')?.options.find((o) => o.value === 'vegan')?.count,
    ).toBe(vegan.count);
    const cheap = await search('q=organic&sort=price_asc&page_size=5&cur_page=2');
    expect(cheap.cur_page).toBe(2);
    expect(cheap.products).toHaveLength(5);
    const prices = cheap.products.map((p) => p.price);
    expect(prices.length).toBe(5);
  });

  it('answers the same results for /products?q=', async () => {
    const viaSearch = await search('q=peanut');
    const { body } = await getJson<ProductList>(t.app, '/api/v1/products?q=peanut');
    expect(body.products.map((p) => p.id)).toEqual(viaSearch.products.map((p) => p.id));
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=peanut&sort=bogus', 'sort'],
  ])('refuses %s with 400', async (query, field) => {
    const { status, body } = await getJson<ApiError>(t.app, `/api/v1/search?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toContain(`Invalid ${field}`);
  });
});

describe('GET /api/v1/search/suggest', () => {
  it('suggests products, brands and categories', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/search/suggest?q=peanut');
    expect(status).toBe(200);
    const suggestions = searchSuggestSchema.parse(body);
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(8);
    expect(suggestions.products.every((p) => p.title.toLowerCase().includes('peanut'))).toBe(true);
    const brands = searchSuggestSchema.parse((await getJson(t.app, '/api/v1/search/suggest?q=sunny')).body);
    expect(brands.brands).toContainEqual({ name: 'Sunny Acres', url_key: 'sunny-acres' });
    expect(brands.brands.length).toBeLessThanOrEqual(5);
    const categories = searchSuggestSchema.parse(
      (await getJson(t.app, '/api/v1/search/suggest?q=snak')).body,
    );
    expect(categories.categories).toContainEqual({ name: 'Snacks', url_key: 'snacks' });
  });

  it('forgives the same typos as search', async () => {
    const { body } = await getJson(t.app, '/api/v1/search/suggest?q=graepfruit');
    const titles = searchSuggestSchema.parse(body).products.map((p) => p.title);
    expect(titles).toContain('Sparkling Grapefruit Water, 12 fl oz');
    const prefix = searchSuggestSchema.parse((await getJson(t.app, '/api/v1/search/suggest?q=pistahc')).body);
    expect(prefix.products.map((p) => p.title)).toContain('Organic Sea Salt Pistachios, 16 oz');
  });

  it('answers empty lists for an empty or 1-character query, and for nonsense', async () => {
    for (const q of ['', 'a', '%20p%20']) {
      const { status, body } = await getJson(t.app, `/api/v1/search/suggest?q=${q}`);
      expect(status).toBe(200);
      expect(body).toEqual({ products: [], brands: [], categories: [] });
    }
    expect((await getJson(t.app, '/api/v1/search/suggest')).body).toEqual({
      products: [],
      brands: [],
      categories: [],
    });
    expect((await getJson(t.app, '/api/v1/search/suggest?q=zzqxv')).body).toEqual({
      products: [],
      brands: [],
      categories: [],
    });
  });
});

describe('GET /api/v1/search/help (issue 12 §4: search helps when nothing matches)', () => {
  const help = async (q: string) => {
    const { status, body } = await getJson(t.app, `/api/v1/search/help?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return searchHelpSchema.parse(body);
  };

  it("offers 'Did you mean' from the catalog's words, only when that spelling finds products", async () => {
    expect((await search('q=mlk')).count).toBe(0);
    expect((await help('mlk')).did_you_mean).toBe('milk');
    expect((await search('q=milk')).count).toBeGreaterThan(0);
    // 'blubbery' alone is within search's two edits (issue 23 §8); 'brs' (3 letters) is not, so nothing is found.
    expect((await search(`q=${encodeURIComponent('wild blubbery brs')}`)).count).toBe(0);
    expect((await help('wild blubbery brs')).did_you_mean).toBe('wild blueberry bars');
    expect(await help('zzqxv')).not.toHaveProperty('did_you_mean');
  });

  it('offers the searches shoppers make most that found something, not the one that found nothing', async () => {
    for (let i = 0; i < 5; i++) await search('q=Kombucha');
    await search('q=peanut%20%20butter');
    await search('q=Peanut%20butter');
    await search('q=zzqxv');
    await search('q=kombucha&cur_page=2');
    await t.app.productSearch.flushSearchCounts();
    const { popular } = await help('zzqxv');
    expect(popular[0]).toBe('kombucha');
    expect(popular).toContain('peanut butter');
    expect(popular).not.toContain('zzqxv');
    expect((await help('kombucha')).popular).not.toContain('kombucha');
  });

  it('refuses a query over 200 characters with 400', async () => {
    const { status } = await getJson(t.app, `/api/v1/search/help?q=${'x'.repeat(201)}`);
    expect(status).toBe(400);
  });
});

describe('toSearchText', () => {
  it('keeps meaningful words only, lower-cased, letters and digits', () => {
    expect(toSearchText('  The Organic  Peanut-Butter & Jelly! ').words).toEqual([
      'organic',
      'peanut',
      'butter',
      'jelly',
    ]);
    expect(toSearchText("O'Brien's 12oz").words).toEqual(['brien', '12oz']);
    expect(toSearchText('!!!').words).toEqual([]);
  });
});
