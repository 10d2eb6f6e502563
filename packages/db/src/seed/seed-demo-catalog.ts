import { count, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../open-database.ts';
import {
  ALL_DEALS_CATEGORY,
  computeReindex,
  facetValueIdsOf,
  lexiconOf,
  upsertFacetValues,
} from '../reindex.ts';
import {
  attributeValues,
  badgeCategories,
  badges,
  brands,
  categories,
  facetValues,
  productAttributeValues,
  productBadges,
  productCategories,
  productImages,
  productListItems,
  productLists,
  products,
  restrictionTags,
} from '../schema/catalog.ts';
import { productFacts } from '../schema/product-facts.ts';
import { productVolumeTiers } from '../schema/reviews.ts';
import { searchWords } from '../schema/search.ts';
import { bulkInsert, syncIdSequence } from './bulk-insert.ts';
import { DEFAULT_SEED, type GeneratedCatalog, generateCatalog } from './generate-catalog.ts';
import { productFactsMaker } from './product-facts.ts';
import { volumeTierRows } from './volume-tiers.ts';

export type SeedOptions = {
  /** How many products (default 2,000). */
  products?: number;
  /** The random seed; the default gives the documented demo catalog. */
  seed?: number;
};

export type SeedSummary = {
  products: number;
  brands: number;
  categories: number;
  attributeValues: number;
  badges: number;
  productImages: number;
  productLists: number;
  facetValues: number;
  /** Wall time of generation, insertion and reindexing. */
  milliseconds: number;
};

export const DEFAULT_PRODUCT_COUNT = 2000;

/** Thrown when seeding a database whose catalog already has products. */
export class CatalogNotEmptyError extends Error {
  constructor() {
    super('The catalog is not empty; reset it first (npm run db:seed -- --reset).');
    this.name = 'CatalogNotEmptyError';
  }
}

// One lock id for "someone is seeding", so two servers starting at once don't both seed.
const SEED_LOCK_ID = 7_301_985;

/**
 * Fills an empty catalog with the deterministic demo data (same rows on every run), in one transaction.
 * Products are inserted with their derived columns already computed by the reindex rules: the same result
 * as `reindexProducts` afterwards, without rewriting every row (half the seed time on PGlite).
 */
export async function seedDemoCatalog(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const catalog = generateCatalog(options.products ?? DEFAULT_PRODUCT_COUNT, options.seed ?? DEFAULT_SEED);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await countProducts(tx)) > 0) throw new CatalogNotEmptyError();
    await insertCatalog(tx, catalog);
  });
  const [facetCount] = await db.select({ n: count() }).from(facetValues);
  return {
    products: catalog.products.length,
    brands: catalog.ref.brands.length,
    categories: catalog.ref.categories.length,
    attributeValues: catalog.ref.attributes.length,
    badges: catalog.ref.badges.length,
    productImages: catalog.products.reduce((n, p) => n + p.images.length, 0),
    productLists: catalog.lists.length,
    facetValues: Number(facetCount?.n ?? 0),
    milliseconds: Math.round(performance.now() - started),
  };
}

/** Seeds the demo catalog only when there are no products yet (`npm start`); true when it seeded. */
export async function ensureDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if ((await countProducts(db)) > 0) return false;
  try {
    await seedDemoCatalog(db, options);
    return true;
  } catch (error) {
    // Another process seeded between our check and our lock: that is the outcome we wanted.
    if (error instanceof CatalogNotEmptyError) return false;
    throw error;
  }
}

/** Deletes every catalog row (products, reference data, facets) in one transaction. */
export async function clearCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      productVolumeTiers,
      productListItems,
      productLists,
      productImages,
      productBadges,
      productAttributeValues,
      productCategories,
      products,
      facetValues,
      badges,
      badgeCategories,
      restrictionTags,
      attributeValues,
      categories,
      brands,
      searchWords,
    ]) {
      await tx.delete(table);
    }
    // Facet ids are assigned by the sequence; restart it so a reseed gives the same ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('facet_values', 'id'), 1, false)`);
  });
}

export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return Number(row?.n ?? 0);
}

async function insertCatalog(tx: DbOrTx, catalog: GeneratedCatalog): Promise<void> {
  const { ref } = catalog;
  await bulkInsert(
    tx,
    brands,
    ref.brands.map((b) => ({
      id: b.id,
      urlKey: b.urlKey,
      name: b.name,
      description: b.description,
      color: b.color,
    })),
  );
  await bulkInsert(
    tx,
    categories,
    ref.categories.map((c) => ({
      id: c.id,
      urlKey: c.urlKey,
      name: c.name,
      description: c.description,
      metaDescription: `${c.name} at member prices: organic, non-GMO and clean brands delivered to your door.`,
      parentId: c.parentId,
      position: c.position,
      inMenu: c.inMenu,
    })),
  );
  await bulkInsert(
    tx,
    attributeValues,
    ref.attributes.map((a) => ({
      id: a.id,
      family: a.family,
      urlKey: a.urlKey,
      label: a.label,
      description: `Shop products that are ${a.label.toLowerCase()}.`,
      position: a.position,
    })),
  );
  await bulkInsert(
    tx,
    badgeCategories,
    ref.badgeCategories.map((c) => ({ ...c })),
  );
  await bulkInsert(tx, badges, ref.badges);
  await bulkInsert(tx, restrictionTags, ref.restrictionTags);
  const rows = await withDerivedColumns(tx, catalog);
  await bulkInsert(tx, products, rows);
  await bulkInsert(
    tx,
    productCategories,
    catalog.products.flatMap((p) => p.categoryIds.map((categoryId) => ({ productId: p.row.id, categoryId }))),
    5000,
  );
  await bulkInsert(
    tx,
    productAttributeValues,
    catalog.products.flatMap((p) =>
      p.attributeIds.map((attributeValueId) => ({ productId: p.row.id, attributeValueId })),
    ),
    5000,
  );
  await bulkInsert(
    tx,
    productBadges,
    catalog.products.flatMap((p) =>
      p.badgeTexts.map((text, position) => ({
        productId: p.row.id,
        badgeId: badgeId(catalog, text),
        position,
      })),
    ),
    5000,
  );
  await bulkInsert(tx, productVolumeTiers, volumeTierRows(catalog.products));
  const factsOf = productFactsMaker(ref);
  await bulkInsert(
    tx,
    productFacts,
    catalog.products.flatMap((p) => factsOf(p) ?? []),
    5000,
  );
  let imageId = 0;
  await bulkInsert(
    tx,
    productImages,
    catalog.products.flatMap((p) => p.images.map((image) => ({ id: ++imageId, ...image }))),
    5000,
  );
  await bulkInsert(
    tx,
    productLists,
    catalog.lists.map(({ productIds: _, ...list }) => list),
  );
  await bulkInsert(
    tx,
    productListItems,
    catalog.lists.flatMap((l) =>
      l.productIds.map((productId, position) => ({ listId: l.id, productId, position })),
    ),
  );
  for (const table of [
    brands,
    categories,
    attributeValues,
    badges,
    restrictionTags,
    products,
    productImages,
    productLists,
  ]) {
    await syncIdSequence(tx, table);
  }
  await bulkInsert(
    tx,
    searchWords,
    lexiconOf(rows.map((p) => `${p.title} ${p.searchKeywords} ${p.shortDescription ?? ''}`)),
    5000,
  );
}

/** Fills effective price, discount, keywords and facets, and puts discounted products in all-deals. */
async function withDerivedColumns(tx: DbOrTx, catalog: GeneratedCatalog) {
  const { ref } = catalog;
  const { derived, facets } = computeReindex({
    products: catalog.products.map(({ row }) => ({
      id: row.id,
      brandId: row.brandId,
      priceCents: row.priceCents,
      msrpCents: row.msrpCents,
      temporaryPriceReduction: row.temporaryPriceReduction ?? [],
      thriveCash: row.thriveCash ?? null,
      tcProductType: row.tcProductType ?? null,
      boxType: row.boxType ?? 'grocery',
    })),
    categoryLinks: catalog.products.flatMap((p) =>
      p.categoryIds.map((categoryId) => ({ productId: p.row.id, categoryId })),
    ),
    attributeLinks: catalog.products.flatMap((p) =>
      p.attributeIds.map((attributeValueId) => ({ productId: p.row.id, attributeValueId })),
    ),
    categories: ref.categories,
    brands: ref.brands,
    attributes: ref.attributes,
  });
  const facetIds = await upsertFacetValues(tx, facets);
  const allDeals = ref.categoryByKey.get(ALL_DEALS_CATEGORY);
  return catalog.products.map((p, i) => {
    const d = derived[i];
    if (!d || d.id !== p.row.id) throw new Error('reindex results out of order');
    if (d.onSale && allDeals && !p.categoryIds.includes(allDeals.id)) p.categoryIds.push(allDeals.id);
    return {
      ...p.row,
      effectivePriceCents: d.effectivePriceCents,
      discountPercent: d.discountPercent,
      facetValueIds: facetValueIdsOf(d, facetIds),
      searchKeywords: d.searchKeywords,
    };
  });
}

function badgeId(catalog: GeneratedCatalog, text: string): number {
  const id = catalog.ref.badgeIdByText.get(text);
  if (id === undefined) throw new Error(`no badge ${text}`);
  return id;
}
