import { type ApiError, type ListingPage, listingPageSchema, navigationSchema } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOracle, matching, type OracleProduct } from '../../test/catalog-oracle.ts';
import { getJson, useTestApp } from '../../test/helper.ts';
import { homePageSchema } from './schemas.ts';

const t = useTestApp();
let oracle: OracleProduct[];
beforeAll(async () => {
  oracle = await loadOracle(t.db);
});

async function page(url: string): Promise<ListingPage> {
  const { status, body } = await getJson<ListingPage>(t.app, url);
  expect(status, url).toBe(200);
  return listingPageSchema.parse(body);
}

async function expectNotFound(url: string) {
  const { status, body } = await getJson<ApiError>(t.app, url);
  expect(status, url).toBe(404);
  expect(body).toMatchObject({ success: false, code: 'not_found' });
  expect(body.errors).toEqual(expect.any(String));
}

describe('GET /api/v1/category/url/:key', () => {
  it('answers a top-level category with its heading, breadcrumbs and first page of products', async () => {
    const food = await page('/api/v1/category/url/food');
    expect(food).toMatchObject({
      key: 'food',
      page_type: 'category',
      title: 'Food',
      base_filter: { category: ['food'] },
    });
    expect(food.breadcrumbs).toEqual([
      { label: 'Home', url: '/' },
      { label: 'Food', url: '/c/food' },
    ]);
    expect(food.description).not.toBe('');
    expect(food.meta_description).not.toBe('');
    expect(food.count).toBe(matching(oracle, { category: ['food'] }).length);
    expect(food.products).toHaveLength(24);
    // The page's own category is not offered as a filter on itself.
    expect(food.facets.find((f) => f.code === 'category')?.options.some((o) => o.value === 'food')).toBe(
      false,
    );
  });

  it('puts the parent in a child category’s breadcrumbs', async () => {
    const snacks = await page('/api/v1/category/url/snacks');
    expect(snacks.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/c/food', '/c/snacks']);
  });

  it('serves the spec’s category keys (all-deals, kits, frozen-food, fresh)', async () => {
    for (const key of ['all-deals', 'kits', 'frozen-food', 'fresh']) {
      const result = await page(`/api/v1/category/url/${key}`);
      expect(result.count, key).toBeGreaterThan(0);
    }
  });

  it('takes the same query as /products', async () => {
    const result = await page(
      '/api/v1/category/url/food?sort=price_asc&page_size=5&cur_page=2&filter[box_type]=grocery',
    );
    expect(result.cur_page).toBe(2);
    expect(result.page_size).toBe(5);
    expect(result.products).toHaveLength(5);
    expect(result.count).toBe(matching(oracle, { category: ['food'], box_type: ['grocery'] }).length);
    const bad = await getJson<ApiError>(t.app, '/api/v1/category/url/food?sort=cheapest');
    expect(bad.status).toBe(400);
  });

  it('answers 404 for the 404 key and unknown keys', async () => {
    await expectNotFound('/api/v1/category/url/404');
    await expectNotFound('/api/v1/category/url/no-such-aisle');
  });
});

describe('GET /api/v1/attribute-page/:key', () => {
  it('finds a brand page', async () => {
    const result = await page('/api/v1/attribute-page/sunny-acres');
    expect(result).toMatchObject({
      page_type: 'attribute',
      title: 'Sunny Acres',
      base_filter: { brand: ['sunny-acres'] },
    });
    expect(result.breadcrumbs.at(-1)).toEqual({ label: 'Sunny Acres', url: '/brand/sunny-acres' });
    expect(result.count).toBe(matching(oracle, { brand: ['sunny-acres'] }).length);
    expect(result.products.every((product) => product.brand_url_key === 'sunny-acres')).toBe(true);
  });

  it('finds a page in each attribute family, with ?type to pick one', async () => {
    for (const [family, key] of [
      ['diets', 'vegan'],
      ['certifications', 'usda-organic'],
      ['ingredients', 'peanuts'],
    ] as const) {
      const result = await page(`/api/v1/attribute-page/${key}`);
      expect(result.base_filter).toEqual({ [family]: [key] });
      expect(result.breadcrumbs.at(-1)?.url).toBe(`/${family}/${key}`);
      expect(result.count).toBe(matching(oracle, { [family]: [key] }).length);
      await page(`/api/v1/attribute-page/${key}?type=${family}`);
    }
  });

  it('answers 404 for an unknown key or a key of another family', async () => {
    await expectNotFound('/api/v1/attribute-page/no-such-diet');
    await expectNotFound('/api/v1/attribute-page/vegan?type=brand');
    const bad = await getJson<ApiError>(t.app, '/api/v1/attribute-page/vegan?type=flavour');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/deals', () => {
  it('lists all deals, and each deals page by key', async () => {
    const all = await page('/api/v1/deals');
    expect(all).toMatchObject({ page_type: 'deals', title: 'All Deals' });
    const savings = await page('/api/v1/deals?key=savings');
    expect(savings.base_filter).toEqual({ deals: ['sale'] });
    expect(savings.count).toBe(matching(oracle, { deals: ['sale'] }).length);
    expect(savings.count).toBeGreaterThan(0);
    const thriveCash = await page('/api/v1/deals?key=thrivecash');
    expect(thriveCash.count).toBe(matching(oracle, { deals: ['thrive-cash'] }).length);
    expect(thriveCash.products.every((product) => product.thrive_cash !== null)).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(savings.count);
  });

  it('lists the free gifts themselves on the gifts page', async () => {
    const gifts = await page('/api/v1/deals?key=gifts');
    expect(gifts.count).toBeGreaterThan(0);
    expect(gifts.products.every((product) => product.tc_product_type === 'GWP')).toBe(true);
  });

  it('refuses an unknown deals key', async () => {
    const { status } = await getJson(t.app, '/api/v1/deals?key=bogus');
    expect(status).toBe(400);
  });
});

describe('list pages, navigation and home', () => {
  it('serves /l and /ps pages through the catalog reader, null for unknown keys', async () => {
    const reader = (await import('../../web/catalog-reader.ts')).createCatalogReader(
      t.app.catalog,
      t.app.productSearch,
    );
    const list = await reader.listingPage('list', 'staff-picks', {});
    expect(list).toMatchObject({ page_type: 'list', key: 'staff-picks', title: 'Staff Picks' });
    expect(list?.count).toBeGreaterThan(0);
    const set = await reader.listingPage('product_set', 'best-sellers', { sort: 'price_asc' });
    expect(set?.breadcrumbs.at(-1)?.url).toBe('/ps/best-sellers');
    expect(await reader.listingPage('list', 'best-sellers', {})).toBeNull();
    expect(await reader.listingPage('list', 'no-such-list', {})).toBeNull();
    expect(await reader.listingPage('category', 'no-such-aisle', {})).toBeNull();
    expect((await reader.listingPage('deals', 'savings', {}))?.title).toBe('Savings');
    expect((await reader.listingPage('diets', 'vegan', {}))?.base_filter).toEqual({ diets: ['vegan'] });
    await expect(reader.listingPage('category', 'food', { page_size: 0 })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });

  it('GET /api/v1/navigation lists the menu’s top-level categories with their children', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/navigation');
    expect(status).toBe(200);
    const navigation = navigationSchema.parse(body);
    const food = navigation.categories.find((category) => category.url_key === 'food');
    expect(food?.children.map((child) => child.url_key)).toContain('snacks');
  });

  it('GET /api/v1/home has 4 to 6 sections of 8 to 12 in-stock products and featured categories', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/home');
    expect(status).toBe(200);
    const home = homePageSchema.parse(body);
    expect(home.sections.length).toBeGreaterThanOrEqual(4);
    expect(home.sections.length).toBeLessThanOrEqual(6);
    for (const section of home.sections) {
      expect(section.url).toMatch(/^\//);
      expect(section.products.length).toBeGreaterThanOrEqual(8);
      expect(section.products.length).toBeLessThanOrEqual(12);
      expect(section.products.every((product) => product.in_stock)).toBe(true);
    }
    expect(home.featured_categories.length).toBeGreaterThan(0);
  });
});
