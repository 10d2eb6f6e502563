import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './open-database.ts';
import { derivePrice, isOnSale, priceBand, reindexProducts } from './reindex.ts';
import { brands, categories, products } from './schema/catalog.ts';
import { seedDemoCatalog } from './seed/seed-demo-catalog.ts';
import { openTestDatabase } from './testing.ts';

type Row = Record<string, unknown>;

describe('reindex rules', () => {
  it('takes temporary price reductions off the price and measures the discount against MSRP', () => {
    const product = { priceCents: 1000, msrpCents: 1250, tcProductType: null };
    expect(
      derivePrice({ ...product, temporaryPriceReduction: [{ type: 'by_percent', amount: 20 }] }),
    ).toEqual({
      effectivePriceCents: 800,
      discountPercent: 36,
    });
    expect(derivePrice({ ...product, temporaryPriceReduction: [{ type: 'by_fixed', amount: 150 }] })).toEqual(
      {
        effectivePriceCents: 850,
        discountPercent: 32,
      },
    );
  });

  it('counts a TPR or 5% off MSRP as a sale, but never a free gift', () => {
    const base = { priceCents: 1000, msrpCents: 1000, temporaryPriceReduction: [], tcProductType: null };
    expect(isOnSale(base)).toBe(false);
    expect(isOnSale({ ...base, msrpCents: 1060 })).toBe(true);
    expect(isOnSale({ ...base, temporaryPriceReduction: [{ type: 'by_fixed', amount: 10 }] })).toBe(true);
    expect(isOnSale({ ...base, priceCents: 0, tcProductType: 'GWP' })).toBe(false);
  });

  it('puts prices in bands with inclusive lower bounds', () => {
    expect(priceBand(0).value).toBe('under-5');
    expect(priceBand(499).value).toBe('under-5');
    expect(priceBand(500).value).toBe('5-10');
    expect(priceBand(1999).value).toBe('10-20');
    expect(priceBand(4999).value).toBe('20-50');
    expect(priceBand(5000).value).toBe('50-plus');
  });
});

describe('reindexProducts', () => {
  let opened: OpenedDatabase;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await opened.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const facetsOf = async (productId: number) =>
    (
      await rows(sql`select f.facet, f.value from products p join facet_values f on f.id = any(p.facet_value_ids)
                     where p.id = ${productId} order by f.facet, f.value`)
    ).map((r) => `${r.facet}:${r.value}`);

  beforeAll(async () => {
    opened = await openTestDatabase();
    await seedDemoCatalog(opened.db, { products: 300 });
  });
  afterAll(() => opened?.close());

  it('agrees with the seed, which inserts products with their derived columns already computed', async () => {
    const before = await rows(sql`select * from products order by id`);
    const links = await rows(sql`select * from product_categories order by product_id, category_id`);
    await reindexProducts(opened.db);
    expect(await rows(sql`select * from products order by id`)).toEqual(before);
    expect(await rows(sql`select * from product_categories order by product_id, category_id`)).toEqual(links);
  });

  it('gives a product in a child category the facet value of the parent too', async () => {
    // Product 3 is the Organic Creamy Peanut Butter, in Nut Butters & Spreads under Food.
    const facets = await facetsOf(3);
    expect(facets).toEqual(
      expect.arrayContaining(['category:nut-butters', 'category:food', 'brand:sunny-acres']),
    );
    expect(facets).toEqual(
      expect.arrayContaining(['diets:vegan', 'certifications:usda-organic', 'box_type:grocery']),
    );
    expect(facets).toEqual(expect.arrayContaining(['deals:sale', 'category:all-deals', 'price:under-5']));
  });

  it('normalizes legacy box types and marks Thrive Cash and free gifts', async () => {
    // Product 8 is the legacy_frozen beef; 4 carries Thrive Cash; 14 is the free gift.
    expect(await facetsOf(8)).toContain('box_type:frozen');
    expect(await facetsOf(4)).toContain('deals:thrive-cash');
    const gift = await facetsOf(14);
    expect(gift).toContain('deals:free-gift');
    expect(gift).not.toContain('deals:sale');
  });

  it('fills search keywords with the brand, categories with ancestors and attribute labels', async () => {
    const [row] = await rows(sql`select search_keywords from products where id = 3`);
    expect(row?.search_keywords).toContain('Sunny Acres');
    expect(row?.search_keywords).toContain('Nut Butters & Spreads');
    expect(row?.search_keywords).toContain('Food');
    expect(row?.search_keywords).toContain('Vegan');
  });

  it('moves the price band, discount and all-deals membership when a TPR changes', async () => {
    // Product 6 is the Organic Cabernet Sauvignon: $18.99, MSRP $24.99, no TPR.
    expect(await facetsOf(6)).toContain('price:10-20');
    await opened.db
      .update(products)
      .set({ msrpCents: 1899, temporaryPriceReduction: [{ type: 'by_fixed', amount: 1000 }] })
      .where(eq(products.id, 6));
    await reindexProducts(opened.db, [6]);
    const [after] = await opened.db.select().from(products).where(eq(products.id, 6));
    expect(after).toMatchObject({ effectivePriceCents: 899, discountPercent: 53 });
    expect(await facetsOf(6)).toEqual(
      expect.arrayContaining(['price:5-10', 'deals:sale', 'category:all-deals']),
    );
    expect(await facetsOf(6)).not.toContain('price:10-20');

    await opened.db.update(products).set({ temporaryPriceReduction: [] }).where(eq(products.id, 6));
    await reindexProducts(opened.db, [6]);
    const facets = await facetsOf(6);
    expect(facets).toContain('price:10-20');
    expect(facets).not.toContain('category:all-deals');
    const [membership] = await rows(sql`select count(*)::int as n from product_categories pc
      join categories c on c.id = pc.category_id where pc.product_id = 6 and c.url_key = 'all-deals'`);
    expect(membership?.n).toBe(0);
  });

  it('creates facet values it has not seen, with the human label', async () => {
    const [brand] = await opened.db
      .insert(brands)
      .values({ urlKey: 'new-harvest', name: 'New Harvest' })
      .returning({ id: brands.id });
    const [category] = await opened.db.select().from(categories).where(eq(categories.urlKey, 'snacks'));
    if (!brand || !category) throw new Error('setup failed');
    const [product] = await opened.db
      .insert(products)
      .values({
        sku: 'NEW-1',
        urlKey: 'new-harvest-crackers',
        title: 'Seeded Crackers, 4 oz',
        brandId: brand.id,
        categoryId: category.id,
        priceCents: 6500,
        msrpCents: 6500,
      })
      .returning({ id: products.id });
    if (!product) throw new Error('setup failed');
    await opened.db.execute(sql`insert into product_categories values (${product.id}, ${category.id})`);
    await reindexProducts(opened.db, [product.id]);
    expect(await facetsOf(product.id)).toEqual(
      expect.arrayContaining(['brand:new-harvest', 'category:snacks', 'category:food', 'price:50-plus']),
    );
    const [facet] = await rows(
      sql`select label from facet_values where facet = 'brand' and value = 'new-harvest'`,
    );
    expect(facet?.label).toBe('New Harvest');
  });

  it('leaves other products alone when given ids, and does nothing for an empty list', async () => {
    await opened.db.execute(sql`update products set search_keywords = 'stale' where id = 10`);
    await reindexProducts(opened.db, []);
    await reindexProducts(opened.db, [11]);
    const [row] = await rows(sql`select search_keywords from products where id = 10`);
    expect(row?.search_keywords).toBe('stale');
    await reindexProducts(opened.db);
    const [fresh] = await rows(sql`select search_keywords from products where id = 10`);
    expect(fresh?.search_keywords).not.toBe('stale');
  });

  it('keeps the search lexicon: the seed fills it, changed products add words, a full reindex recounts', async () => {
    const lexicon = async (word: string) =>
      (await rows(sql`select products from search_words where word = ${word}`))[0]?.products;
    const [peanut] = await rows(
      sql`select count(*)::int as n from products
           where 'peanut' = ANY(regexp_split_to_array(lower(title || ' ' || search_keywords || ' ' || short_description), '[^[:alnum:]]+'))`,
    );
    expect(await lexicon('peanut')).toBe(peanut?.n);
    expect(await lexicon('zzqxv')).toBeUndefined();
    const seeded = await rows(sql`select word, products from search_words order by word`);
    const [before] = await rows(sql`select title from products where id = 12`);
    await opened.db.execute(sql`update products set title = 'Quinoafluff Crackers, 4 oz' where id = 12`);
    await reindexProducts(opened.db, [12]);
    expect(await lexicon('quinoafluff')).toBe(1);
    await opened.db.execute(sql`update products set title = ${String(before?.title)} where id = 12`);
    await reindexProducts(opened.db);
    expect(await lexicon('quinoafluff')).toBeUndefined();
    expect(await lexicon('peanut')).toBe(peanut?.n);
    // The seed splits words in JavaScript, the reindex in SQL: the same lexicon either way.
    expect(await rows(sql`select word, products from search_words order by word`)).toEqual(seeded);
  });
});
