import { BADGE_TEXT } from '@pantry/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../open-database.ts';
import { openTestDatabase } from '../testing.ts';
import { seedBadges } from './badges.ts';
import { CatalogNotEmptyError, ensureDemoData, seedDemoCatalog } from './seed-demo-catalog.ts';

// Spec storefront §9: every badge text the client knows, but 'Buy It Again', which the web derives from the
// signed-in shopper's own orders (domain deriveBadges) and no product stores.
const SPEC_BADGE_TEXTS = [
  'Back Soon',
  'Ships Cold',
  'Running Low',
  'Sale',
  'Thrive Cash',
  'Frozen',
  'Too Hot to Ship',
  'Too Cold to Ship',
  'Out of Stock',
  'FREE Gift',
  'FREE Sample',
  'New',
  'Exclusive',
  'Options',
  'Top Rated',
  'Sponsored',
  'SNAP eligible',
];

type Row = Record<string, unknown>;

async function rows(opened: OpenedDatabase, query: string): Promise<Row[]> {
  // The driver's result type is generic; both PGlite and node-postgres answer with `rows`.
  const result = (await opened.db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

async function one(opened: OpenedDatabase, query: string): Promise<Row> {
  const [row] = await rows(opened, query);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}

describe('seedDemoCatalog at the default size', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await seedDemoCatalog(opened.db);
  });
  afterAll(() => opened?.close());

  it('has at least 2,000 products, 60 brands and 30 categories with the required keys', async () => {
    const counts = await one(
      opened,
      `select (select count(*)::int from products) as products, (select count(*)::int from brands) as brands,
              (select count(*)::int from categories) as categories`,
    );
    expect(counts).toEqual({ products: 2000, brands: 60, categories: 30 });
    const keys = (await rows(opened, 'select url_key from categories')).map((r) => r.url_key);
    expect(keys).toEqual(expect.arrayContaining(['all-deals', 'kits', 'food', 'frozen-food', 'fresh']));
  });

  it('is a two-level tree whose top level is in the menu', async () => {
    const tree = await one(
      opened,
      `select count(*) filter (where parent_id is null and in_menu)::int as top,
              count(*) filter (where parent_id is not null and not in_menu)::int as children,
              count(*) filter (where c.parent_id in (select id from categories where parent_id is not null))::int as deeper
       from categories c`,
    );
    expect(tree.top).toBeGreaterThanOrEqual(8);
    expect((tree.top as number) + (tree.children as number)).toBe(30);
    expect(tree.deeper).toBe(0);
  });

  it('has at least 90 attribute values, with url keys unique across families and brands', async () => {
    const attrs = await rows(opened, 'select family, url_key, label from attribute_values');
    expect(attrs.length).toBeGreaterThanOrEqual(90);
    const families = new Set(attrs.map((a) => a.family));
    expect([...families].sort()).toEqual(['certifications', 'concerns', 'diets', 'ingredients', 'social']);
    for (const family of families)
      expect(attrs.filter((a) => a.family === family).length).toBeGreaterThanOrEqual(15);
    const brandKeys = (await rows(opened, 'select url_key from brands')).map((b) => b.url_key);
    const allKeys = [...attrs.map((a) => a.url_key), ...brandKeys];
    expect(new Set(allKeys).size).toBe(allKeys.length);
    const diets = attrs.filter((a) => a.family === 'diets').map((a) => a.label);
    expect(diets).toEqual(expect.arrayContaining(['Mediterranean Diet', 'Whole30 Compatible']));
  });

  it('has every badge text of spec §9 in the badge categories the client expects', async () => {
    const badges = await rows(opened, 'select text, category_id, is_preference_badge from badges');
    expect(badges.map((b) => b.text)).toEqual(expect.arrayContaining(SPEC_BADGE_TEXTS));
    expect(badges.map((b) => b.text)).not.toContain(BADGE_TEXT.buyItAgain);
    const categoryOf = (text: string) => badges.find((b) => b.text === text)?.category_id;
    expect(categoryOf('Sale')).toBe(1);
    expect(categoryOf('New')).toBe(2);
    expect(categoryOf('Back Soon')).toBe(3);
    expect(categoryOf('Frozen')).toBe(4);
    expect(categoryOf('Ships Cold')).toBe(5);
    expect(categoryOf('SNAP eligible')).toBe(7);
    const preference = badges.filter((b) => b.is_preference_badge).map((b) => b.text);
    expect(preference).toEqual(
      expect.arrayContaining(['Vegan', 'Gluten Free', 'Mediterranean Diet', 'Whole30 Compatible']),
    );
    expect(badges.filter((b) => b.is_preference_badge).every((b) => b.category_id === 6)).toBe(true);
    expect(badges.length).toBe(seedBadges.length);
  });

  it('stores 0–4 badges per product, with some products carrying 3 or more preference badges', async () => {
    const stats = await one(
      opened,
      `select max(n)::int as max, count(*) filter (where prefs >= 3)::int as many_prefs from (
         select pb.product_id, count(*) as n, count(*) filter (where b.is_preference_badge) as prefs
         from product_badges pb join badges b on b.id = pb.badge_id group by pb.product_id) x`,
    );
    expect(stats.max).toBeLessThanOrEqual(4);
    expect(stats.many_prefs).toBeGreaterThan(0);
    const used = (
      await rows(opened, 'select distinct b.text from product_badges pb join badges b on b.id = pb.badge_id')
    ).map((r) => r.text);
    expect(used).toEqual(
      expect.arrayContaining([
        'Back Soon',
        'Frozen',
        'Ships Cold',
        'Sale',
        'Thrive Cash',
        'FREE Gift',
        'FREE Sample',
        'New',
        'Options',
        'Too Hot to Ship',
        'Too Cold to Ship',
        'Exclusive',
      ]),
    );
  });

  it('covers every product type, box type, type category and sold-as-fresh kind', async () => {
    const distinct = async (column: string) =>
      (await rows(opened, `select distinct ${column} as v from products where ${column} is not null`)).map(
        (r) => r.v,
      );
    expect(await distinct('product_type')).toEqual(
      expect.arrayContaining([
        'simple',
        'sample',
        'wine',
        'advanced_bundle_idl',
        'aw_giftcard',
        'configurable',
        'bundle',
        'grouped',
        'frozen_meat',
        'virtual',
      ]),
    );
    expect(await distinct('box_type')).toEqual(
      expect.arrayContaining(['grocery', 'frozen', 'fresh', 'wine', 'legacy_frozen', 'legacy_grocery']),
    );
    expect(await distinct('type_category')).toEqual(
      expect.arrayContaining(['general', 'frozen meat', 'frozen meal', 'wine', 'fresh']),
    );
    expect(await distinct('sold_as_fresh')).toEqual(expect.arrayContaining(['fresh', 'fresh-frozen']));
    // Some products open a fresh box (box fresh, not sold as fresh) for sold-as-fresh items to join.
    const openers = await one(
      opened,
      `select count(*)::int as n from products where box_type = 'fresh' and sold_as_fresh is null and stock_qty > 0`,
    );
    expect(openers.n).toBeGreaterThan(0);
  });

  it('has stock, price and promotion states for every listing case', async () => {
    const c = await one(
      opened,
      `select
         count(*) filter (where stock_qty = 0)::int as out_of_stock,
         count(*) filter (where stock_qty between 1 and 9 and product_type = 'simple')::int as running_low,
         count(*) filter (where is_map_enabled and map_price_cents > price_cents and msrp_display_actual_price_type = 'in_cart')::int as map_in_cart,
         count(*) filter (where is_map_enabled and map_price_cents > price_cents and msrp_display_actual_price_type = 'gesture')::int as map_gesture,
         count(*) filter (where temporary_price_reduction @> '[{"type":"by_fixed"}]')::int as tpr_fixed,
         count(*) filter (where temporary_price_reduction @> '[{"type":"by_percent"}]')::int as tpr_percent,
         count(*) filter (where autoship_price_cents < price_cents)::int as autoship,
         count(*) filter (where jsonb_array_length(autoship_temporary_price_reduction) > 0)::int as autoship_tpr,
         count(*) filter (where thrive_cash->>'type' = 'tc_percent')::int as tc_percent,
         count(*) filter (where thrive_cash->>'type' = 'dollar')::int as tc_dollar,
         count(*) filter (where tc_product_type = 'GWP' and price_cents = 0 and msrp_cents > 0)::int as gwp,
         count(*) filter (where tc_product_type = 'SAMPLE' and product_type = 'sample' and price_cents = 0)::int as samples,
         count(*) filter (where min_order_qty = 2 and max_order_qty = 6)::int as limits,
         count(*) filter (where ebt_eligible)::int as ebt,
         count(*) filter (where ebt_eligible and (product_type = 'wine' or restriction_tag_id is not null))::int as ebt_restricted
       from products`,
    );
    for (const key of Object.keys(c).filter((k) => k !== 'ebt_restricted'))
      expect(c[key], key).toBeGreaterThan(0);
    expect(c.ebt_restricted).toBe(0);
    expect(c.ebt as number).toBeGreaterThan(1000);
  });

  it('restricts alcohol and one non-alcohol kind of product by state', async () => {
    const alcohol = await one(opened, "select * from restriction_tags where name = 'alcohol'");
    expect(alcohol).toMatchObject({
      requires_over21: true,
      prohibited_states: ['UT', 'MS', 'AL'],
      prohibited_payment_methods: ['ebt'],
    });
    const wine = await one(
      opened,
      `select count(*)::int as n, count(*) filter (where r.name = 'alcohol' and p.box_type = 'wine')::int as ok
       from products p left join restriction_tags r on r.id = p.restriction_tag_id where p.product_type = 'wine'`,
    );
    expect(wine.n).toBeGreaterThan(0);
    expect(wine.ok).toBe(wine.n);
    const other = await rows(
      opened,
      `select r.name from restriction_tags r where not r.requires_over21 and 'CA' = any(r.prohibited_states)
       and exists (select 1 from products p where p.restriction_tag_id = r.id)`,
    );
    expect(other.length).toBeGreaterThan(0);
  });

  it('invents no ratings: every figure comes from the reviews that exist, and a fresh catalog has none (issue 23)', async () => {
    const figures = await one(
      opened,
      `select count(*)::int as products,
         count(*) filter (where rating_count = 0 and review_count = 0 and rating_average = 0)::int as unrated,
         (select count(*)::int from reviews) as reviews
       from products`,
    );
    expect(figures.reviews).toBe(0);
    expect(figures.unrated).toBe(figures.products);
  });

  it('has the gift card and the gift membership offer', async () => {
    const card = await one(opened, "select * from products where sku = 'gift-card'");
    expect(card).toMatchObject({
      url_key: 'gift-card',
      title: 'Pantry Gift Card',
      product_type: 'aw_giftcard',
      box_type: 'grocery',
    });
    const gift = await one(opened, "select * from products where sku = 'membership-gift-dynamic'");
    expect(gift).toMatchObject({
      url_key: 'membership-gift',
      product_type: 'virtual',
      msrp_cents: 5995,
      price_cents: 5995,
      temporary_price_reduction: [{ type: 'by_fixed', amount: 1000 }],
      is_available: true,
      effective_price_cents: 4995,
    });
  });

  it('has the distinctive names tests search for, unique url keys and 1–3 drawn images per product', async () => {
    const titles = (await rows(opened, 'select title from products')).map((r) => String(r.title));
    for (const name of [
      'Organic Creamy Peanut Butter',
      'Wild Blueberry Oat Bars',
      'Sparkling Grapefruit Water',
      'Cabernet Sauvignon',
    ]) {
      expect(
        titles.some((t) => t.includes(name)),
        name,
      ).toBe(true);
    }
    const images = await one(
      opened,
      `select min(n)::int as min, max(n)::int as max from (select count(i.id) as n from products p
       left join product_images i on i.product_id = p.id group by p.id) x`,
    );
    expect(images).toEqual({ min: 1, max: 3 });
    const art = await one(opened, 'select art from product_images order by id limit 1');
    expect(art.art).toEqual({
      shape: expect.any(String),
      background: expect.any(String),
      accent: expect.any(String),
    });
  });

  it('has six product lists of 12–40 items', async () => {
    const lists = await rows(
      opened,
      'select l.key, l.kind, count(i.product_id)::int as n from product_lists l left join product_list_items i on i.list_id = l.id group by l.id order by l.id',
    );
    expect(lists.map((l) => l.key)).toEqual(
      expect.arrayContaining([
        'staff-picks',
        'pantry-staples',
        'weeknight-dinners',
        'snacks-under-5',
        'best-sellers',
        'new-arrivals',
      ]),
    );
    expect(new Set(lists.map((l) => l.kind))).toEqual(new Set(['list', 'product_set']));
    for (const l of lists) {
      expect(l.n, String(l.key)).toBeGreaterThanOrEqual(12);
      expect(l.n, String(l.key)).toBeLessThanOrEqual(40);
    }
  });

  it('puts every discounted product in all-deals', async () => {
    const deals = await one(
      opened,
      `select count(*) filter (where in_deals)::int as in_deals,
              count(*) filter (where not in_deals and jsonb_array_length(temporary_price_reduction) > 0)::int as missing
       from (select p.*, exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
             where pc.product_id = p.id and c.url_key = 'all-deals') as in_deals from products p) x`,
    );
    expect(deals.in_deals).toBeGreaterThan(0);
    expect(deals.missing).toBe(0);
  });

  it('refuses to seed a catalog that already has products', async () => {
    await expect(seedDemoCatalog(opened.db, { products: 10 })).rejects.toBeInstanceOf(CatalogNotEmptyError);
  });
});

describe('seedDemoCatalog determinism', () => {
  it('gives identical rows on every run', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await seedDemoCatalog(first.db, { products: 300 });
      await seedDemoCatalog(second.db, { products: 300 });
      for (const query of [
        'select * from products order by id',
        'select * from product_badges order by product_id, badge_id',
        'select * from product_images order by id',
        'select * from product_categories order by product_id, category_id',
        'select * from facet_values order by id',
        'select * from product_list_items order by list_id, position',
      ]) {
        expect(await rows(second, query)).toEqual(await rows(first, query));
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('ensureDemoData', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const opened = await openTestDatabase();
    try {
      expect(await ensureDemoData(opened.db, { products: 50 })).toBe(true);
      expect(await ensureDemoData(opened.db, { products: 50 })).toBe(false);
      expect(await one(opened, 'select count(*)::int as n from products')).toEqual({ n: 50 });
    } finally {
      await opened.close();
    }
  });
});
