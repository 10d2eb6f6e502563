import {
  type ApiError,
  applyPriceReductions,
  type ProductList,
  productListSchema,
  productSchema,
} from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commonValues,
  expectedOptionCount,
  loadOracle,
  matching,
  type OracleProduct,
} from '../../test/catalog-oracle.ts';
import { getJson, useTestApp } from '../../test/helper.ts';

const t = useTestApp();
let oracle: OracleProduct[];
beforeAll(async () => {
  oracle = await loadOracle(t.db);
});

async function list(query: string): Promise<ProductList> {
  const { status, body } = await getJson<ProductList>(t.app, `/api/v1/products?${query}`);
  expect(status).toBe(200);
  return productListSchema.parse(body);
}

function filterQuery(filter: Record<string, string[]>): string {
  return Object.entries(filter)
    .flatMap(([facet, values]) => values.map((value) => `filter[${facet}]=${encodeURIComponent(value)}`))
    .join('&');
}

const optionCount = (result: ProductList, facet: string, value: string) =>
  result.facets.find((f) => f.code === facet)?.options.find((o) => o.value === value)?.count;

describe('GET /api/v1/products', () => {
  it('lists every listable product by default, 24 to a page, with facets', async () => {
    const result = await list('');
    expect(result.count).toBe(oracle.length);
    expect(result.products).toHaveLength(24);
    expect(result.cur_page).toBe(1);
    expect(result.page_size).toBe(24);
    expect(result.facets.map((f) => f.code)).toEqual(
      expect.arrayContaining(['category', 'brand', 'diets', 'box_type', 'price', 'deals']),
    );
    expect(result.facets.find((f) => f.code === 'box_type')?.label).toBe('Ships In');
  });

  it('gives every product every field of the contract', async () => {
    const result = await list('page_size=100');
    for (const product of result.products) {
      const parsed = productSchema.strict().parse(product);
      expect(parsed.url).toBe(
        parsed.product_type === 'aw_giftcard' ? '/p/gift-card' : `/p/${parsed.url_key}`,
      );
      expect(parsed.image).toMatch(/^\/media\/products\/\d+-\d+\.svg$/);
      expect(parsed.ads).toBeNull();
      expect(parsed.is_cart_prefilled_item).toBe(false);
      expect(parsed.line_item_qty).toBe(0);
      expect(parsed.min_order_qty).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves out free gifts, samples and virtual products, but lists the gift card', async () => {
    const result = await list('page_size=100&filter[category]=kits');
    const all = await list('page_size=100');
    for (const product of [...result.products, ...all.products]) {
      expect(product.tc_product_type).toBeNull();
      expect(product.product_type).not.toBe('virtual');
    }
    expect(result.products.some((product) => product.product_type === 'aw_giftcard')).toBe(true);
  });

  it('ORs values within a facet and ANDs facets, with counts that reflect the other filters', async () => {
    const food = matching(oracle, { category: ['food'] });
    const [dietA, dietB] = commonValues(food, 'diets');
    const filter = { category: ['food'], diets: [dietA!, dietB!] };
    const brand = commonValues(matching(oracle, filter), 'brand')[0]!;
    const full = { ...filter, brand: [brand] };

    const onlyA = await list(filterQuery({ category: ['food'], diets: [dietA!] }));
    const either = await list(filterQuery(filter));
    const narrowed = await list(filterQuery(full));

    expect(either.count).toBe(matching(oracle, filter).length);
    expect(either.count).toBeGreaterThan(onlyA.count);
    expect(narrowed.count).toBe(matching(oracle, full).length);
    expect(narrowed.count).toBeGreaterThan(0);
    expect(narrowed.count).toBeLessThan(either.count);

    // Each facet counts against every filter but its own.
    for (const facet of narrowed.facets) {
      for (const option of facet.options) {
        expect(option.count, `${facet.code}=${option.value}`).toBe(
          expectedOptionCount(oracle, full, facet.code, option.value),
        );
      }
    }
    // A diet's count ignores the diet selection: the same as filtering by that diet alone plus the brand.
    const dietCOption = narrowed.facets.find((f) => f.code === 'diets')?.options[0];
    const alone = await list(
      filterQuery({ category: ['food'], brand: [brand], diets: [dietCOption!.value] }),
    );
    expect(dietCOption?.count).toBe(alone.count);
    // The brand's own count equals the narrowed total (every other filter applies).
    expect(optionCount(narrowed, 'brand', brand)).toBe(narrowed.count);
  });

  it('keeps a selected value that matches nothing visible with 0, and omits other empty options', async () => {
    const filter: Record<string, string[]> = { category: ['wine'], box_type: ['frozen'], price: ['under-5'] };
    const result = await list(filterQuery(filter));
    expect(result.count).toBe(0);
    for (const facet of result.facets) {
      for (const option of facet.options) {
        if (!filter[facet.code]?.includes(option.value)) expect(option.count).toBeGreaterThan(0);
      }
    }
    expect(result.facets.find((f) => f.code === 'box_type')?.options.some((o) => o.value === 'frozen')).toBe(
      true,
    );
  });

  it('orders options by count, and price bands low to high', async () => {
    const result = await list('');
    for (const facet of result.facets) {
      const counts = facet.options.map((option) => option.count);
      if (facet.code === 'price') {
        const bands = ['under-5', '5-10', '10-20', '20-50', '50-plus'];
        const order = facet.options.map((option) => bands.indexOf(option.value));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      } else {
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
    }
  });

  it('restricts to a product list with filter[list], in the list order', async () => {
    const result = await list('filter[list]=best-sellers&page_size=100');
    expect(result.count).toBeGreaterThan(0);
    expect(result.count).toBeLessThan(oracle.length);
    const missing = await getJson<ApiError>(t.app, '/api/v1/products?filter[list]=no-such-list');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'not_found' });
  });

  describe('sorts', () => {
    const byId = () => new Map(oracle.map((product) => [product.id, product]));
    const effective = (p: ProductList['products'][number]) =>
      applyPriceReductions(
        Math.round(p.price * 100),
        p.temporary_price_reduction.map((r) => ({
          type: r.type,
          amount: r.type === 'by_fixed' ? Math.round(r.amount * 100) : r.amount,
        })),
      );
    const isSorted = (values: number[], direction: 'asc' | 'desc') =>
      values.every(
        (value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
      );

    it('price_asc and price_desc order by the price paid', async () => {
      const asc = await list('sort=price_asc&page_size=100');
      const desc = await list('sort=price_desc&page_size=100');
      expect(isSorted(asc.products.map(effective), 'asc')).toBe(true);
      expect(isSorted(desc.products.map(effective), 'desc')).toBe(true);
      expect(effective(asc.products[0]!)).toBe(Math.min(...oracle.map((p) => p.effectivePriceCents)));
    });

    it('rating puts the best rated first', async () => {
      const result = await list('sort=rating&page_size=100');
      expect(
        isSorted(
          result.products.map((p) => p.rating_average),
          'desc',
        ),
      ).toBe(true);
    });

    it('newest, discount and relevance (best sellers) follow the catalog', async () => {
      const products = byId();
      const newest = await list('sort=newest&page_size=100');
      expect(
        isSorted(
          newest.products.map((p) => products.get(p.id)!.createdAt.getTime()),
          'desc',
        ),
      ).toBe(true);
      const discount = await list('sort=discount&page_size=100');
      expect(
        isSorted(
          discount.products.map((p) => products.get(p.id)!.discountPercent),
          'desc',
        ),
      ).toBe(true);
      const relevance = await list('page_size=100');
      expect(
        isSorted(
          relevance.products.map((p) => products.get(p.id)!.popularity),
          'desc',
        ),
      ).toBe(true);
    });
  });

  describe('paging', () => {
    it('splits the list into pages without overlap', async () => {
      const first = await list('page_size=10&cur_page=1&sort=price_asc');
      const second = await list('page_size=10&cur_page=2&sort=price_asc');
      expect(second.cur_page).toBe(2);
      expect(second.page_size).toBe(10);
      expect(first.count).toBe(second.count);
      const firstIds = new Set(first.products.map((p) => p.id));
      expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
      const both = await list('page_size=20&cur_page=1&sort=price_asc');
      expect(both.products.map((p) => p.id)).toEqual(
        [...first.products, ...second.products].map((p) => p.id),
      );
    });

    it('answers an empty page past the end', async () => {
      const result = await list('page_size=100&cur_page=50');
      expect(result.products).toEqual([]);
      expect(result.count).toBe(oracle.length);
    });
  });

  describe('bad queries are 400 with a message naming the field', () => {
    it.each([
      ['sort=bogus', 'sort'],
      ['page_size=0', 'page_size'],
      ['page_size=1000', 'page_size'],
      ['cur_page=abc', 'cur_page'],
      ['cur_page=0', 'cur_page'],
      ['cur_page=1&cur_page=2', 'cur_page'],
      ['filter[flavour]=salty', 'filter[flavour]'],
      ['filter=vegan', 'filter'],
      ['filter[diets][x]=vegan', 'filter[diets]'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=%00', 'q'],
      ['filter[list]=a&filter[list]=b', 'filter[list]'],
    ])('%s', async (query, field) => {
      const { status, body } = await getJson<ApiError>(t.app, `/api/v1/products?${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.code).toBe('bad_request');
      expect(body.errors).toContain(`Invalid ${field}`);
    });

    it('accepts the array spellings of a filter', async () => {
      const [a, b] = commonValues(oracle, 'diets');
      const repeated = await list(`filter[diets]=${a}&filter[diets]=${b}`);
      const brackets = await list(`filter[diets][]=${a}&filter[diets][]=${b}`);
      const indexed = await list(`filter[diets][0]=${a}&filter[diets][1]=${b}`);
      expect(brackets.count).toBe(repeated.count);
      expect(indexed.count).toBe(repeated.count);
    });
  });
});
