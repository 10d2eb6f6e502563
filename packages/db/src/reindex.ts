import { applyPriceReductions, normalizeBoxType, percentSavings } from '@pantry/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './open-database.ts';
import {
  attributeValues,
  brands,
  categories,
  facetValues,
  productAttributeValues,
  productCategories,
  products,
  type StoredPriceReduction,
  type StoredThriveCash,
} from './schema/catalog.ts';
import { searchWords } from './schema/search.ts';

/**
 * Keeps the derived product columns current: effective price, discount, search keywords and the facet
 * values listings filter and count on. Rules come from @pantry/domain; the database work is a handful of
 * set-based statements per 2,000 products, so reindexing a 20,000-product catalog takes seconds.
 */

/** The category every discounted product also belongs to (spec §2: /c/all-deals). */
export const ALL_DEALS_CATEGORY = 'all-deals';

/** A sale is at least this many percent off MSRP (or any temporary price reduction). */
export const SALE_MIN_DISCOUNT_PERCENT = 5;

export type PriceBand = { value: string; label: string; minCents: number };

/** Price filter bands by effective price; a band holds prices from its minimum up to the next band's. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { value: 'under-5', label: 'Under $5', minCents: 0 },
  { value: '5-10', label: '$5 to $10', minCents: 500 },
  { value: '10-20', label: '$10 to $20', minCents: 1000 },
  { value: '20-50', label: '$20 to $50', minCents: 2000 },
  { value: '50-plus', label: '$50 and up', minCents: 5000 },
];

const BOX_FACETS = [
  { value: 'grocery', label: 'Grocery' },
  { value: 'frozen', label: 'Frozen' },
  { value: 'fresh', label: 'Fresh' },
  { value: 'wine', label: 'Wine' },
] as const;

const DEAL_FACETS = {
  sale: { label: 'On Sale', position: 0 },
  'thrive-cash': { label: 'Thrive Cash', position: 1 },
  'free-gift': { label: 'Free Gift', position: 2 },
} as const;

export type PricedProduct = {
  priceCents: number;
  msrpCents: number;
  temporaryPriceReduction: StoredPriceReduction[];
  tcProductType: string | null;
};

/** The price after temporary reductions and the whole percent saved against MSRP. */
export function derivePrice(p: PricedProduct): { effectivePriceCents: number; discountPercent: number } {
  const effectivePriceCents = applyPriceReductions(p.priceCents, p.temporaryPriceReduction);
  return { effectivePriceCents, discountPercent: percentSavings(p.msrpCents, effectivePriceCents) };
}

/**
 * On sale: a temporary price reduction, or at least 5% off MSRP. Free gifts and samples cost 0 by design,
 * which is not a sale.
 */
export function isOnSale(p: PricedProduct): boolean {
  if (p.tcProductType) return false;
  return p.temporaryPriceReduction.length > 0 || derivePrice(p).discountPercent >= SALE_MIN_DISCOUNT_PERCENT;
}

export function priceBand(effectivePriceCents: number): PriceBand {
  let band = PRICE_BANDS[0] as PriceBand;
  for (const b of PRICE_BANDS) if (effectivePriceCents >= b.minCents) band = b;
  return band;
}

export type FacetKey = `${string}\u0000${string}`;
export type FacetDef = { facet: string; value: string; label: string; position: number };
const keyOf = (facet: string, value: string): FacetKey => `${facet}\u0000${value}`;

const BATCH = 2000;

/** What the derived columns are computed from: products, their links, and the small reference tables. */
export type ReindexInput = {
  products: (PricedProduct & {
    id: number;
    brandId: number;
    thriveCash: StoredThriveCash | null;
    boxType: string;
  })[];
  categoryLinks: { productId: number; categoryId: number }[];
  attributeLinks: { productId: number; attributeValueId: number }[];
  categories: { id: number; urlKey: string; name: string; parentId: number | null; position: number }[];
  brands: { id: number; urlKey: string; name: string }[];
  attributes: { id: number; family: string; urlKey: string; label: string; position: number }[];
};

export type DerivedProduct = {
  id: number;
  effectivePriceCents: number;
  discountPercent: number;
  onSale: boolean;
  /** Facet values as (facet, value) keys; ids are known once the values are upserted. */
  facetKeys: FacetKey[];
  searchKeywords: string;
};

/** Recomputes derived columns for the given products, or for every product when no ids are given. */
export async function reindexProducts(db: DbOrTx, productIds?: number[]): Promise<void> {
  const ids = productIds ? [...new Set(productIds)] : undefined;
  if (ids?.length === 0) return;
  if (ids && ids.length > BATCH) {
    for (let i = 0; i < ids.length; i += BATCH) await reindexProducts(db, ids.slice(i, i + BATCH));
    return;
  }
  const input = await loadReindexInput(db, ids);
  if (input.products.length === 0) return;
  const { derived, facets } = computeReindex(input);
  const allDeals = input.categories.find((c) => c.urlKey === ALL_DEALS_CATEGORY);
  if (allDeals) await syncAllDeals(db, allDeals.id, derived);
  const facetIds = await upsertFacetValues(db, facets);
  for (let i = 0; i < derived.length; i += BATCH) {
    const batch = derived.slice(i, i + BATCH).map((d) => ({
      id: d.id,
      e: d.effectivePriceCents,
      d: d.discountPercent,
      f: facetValueIdsOf(d, facetIds),
      k: d.searchKeywords,
    }));
    await db.execute(sql`
      update products as p
      set effective_price_cents = x.e, discount_percent = x.d, facet_value_ids = x.f, search_keywords = x.k
      from json_to_recordset(${JSON.stringify(batch)}::json) as x(id int, e int, d int, f int[], k text)
      where p.id = x.id`);
  }
  if (ids) await addToSearchLexicon(db, ids);
  else await rebuildSearchLexicon(db);
}

/**
 * The words of some products as the lexicon holds them: lower-cased runs of letters and digits (the query
 * side splits typed text the same way, toSearchText), two characters or more, once per product.
 */
const productWords = (where: ReturnType<typeof sql>) => sql`
  SELECT w.word, count(*)::int AS products
    FROM products p,
         LATERAL (SELECT DISTINCT word
                    FROM regexp_split_to_table(lower(p.title || ' ' || p.search_keywords || ' ' || p.short_description),
                                               '[^[:alnum:]]+') AS word) w
   WHERE length(w.word) >= 2 AND ${where}
   GROUP BY w.word`;

/**
 * The lexicon of products already in memory (the seed), with the same words as the SQL below: at 100,000
 * products, splitting the text in SQL took 17 s of the seed on a busy machine, in JavaScript well under one.
 */
export function lexiconOf(texts: Iterable<string>): { word: string; products: number }[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    for (const word of words) if (word.length >= 2) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].map(([word, products]) => ({ word, products }));
}

/** Rebuilds the search lexicon from every product (a full reindex). */
export async function rebuildSearchLexicon(db: DbOrTx): Promise<void> {
  await db.delete(searchWords);
  await db.execute(sql`INSERT INTO search_words (word, products) ${productWords(sql`true`)}`);
}

/**
 * Adds the words of changed products to the lexicon. Counts of words already there are left as they were and
 * words no product has any more stay until the next full reindex: a stale word only costs a correction that
 * finds nothing, while recounting every word on each product change would read the whole catalog.
 */
async function addToSearchLexicon(db: DbOrTx, ids: number[]): Promise<void> {
  await db.execute(
    sql`INSERT INTO search_words (word, products) ${productWords(sql`p.id = ANY(${`{${ids.join(',')}}`}::int[])`)}
        ON CONFLICT (word) DO NOTHING`,
  );
}

async function loadReindexInput(db: DbOrTx, ids: number[] | undefined): Promise<ReindexInput> {
  return {
    categories: await db.select().from(categories),
    brands: await db.select({ id: brands.id, urlKey: brands.urlKey, name: brands.name }).from(brands),
    attributes: await db.select().from(attributeValues),
    products: await db
      .select({
        id: products.id,
        brandId: products.brandId,
        priceCents: products.priceCents,
        msrpCents: products.msrpCents,
        temporaryPriceReduction: products.temporaryPriceReduction,
        thriveCash: products.thriveCash,
        tcProductType: products.tcProductType,
        boxType: products.boxType,
      })
      .from(products)
      .where(ids ? inArray(products.id, ids) : undefined),
    categoryLinks: await db
      .select()
      .from(productCategories)
      .where(ids ? inArray(productCategories.productId, ids) : undefined),
    attributeLinks: await db
      .select()
      .from(productAttributeValues)
      .where(ids ? inArray(productAttributeValues.productId, ids) : undefined),
  };
}

/**
 * The derived columns of each product and the facet values they need, without touching the database
 * (the seed uses this to insert products complete instead of updating 20,000 rows afterwards).
 */
export function computeReindex(input: ReindexInput): { derived: DerivedProduct[]; facets: FacetDef[] } {
  const categoryById = new Map(input.categories.map((c) => [c.id, c]));
  const allDeals = input.categories.find((c) => c.urlKey === ALL_DEALS_CATEGORY);
  const brandById = new Map(input.brands.map((b) => [b.id, b]));
  const attributeById = new Map(input.attributes.map((a) => [a.id, a]));
  const categoriesOf = groupIds(input.categoryLinks.map((l) => [l.productId, l.categoryId]));
  const attributesOf = groupIds(input.attributeLinks.map((l) => [l.productId, l.attributeValueId]));
  const brandPosition = new Map(
    [...input.brands].sort((a, b) => a.name.localeCompare(b.name)).map((b, i) => [b.id, i] as const),
  );

  /** A category's facet position keeps children right after their parent. */
  const categoryPosition = (c: ReindexInput['categories'][number]): number => {
    const parent = c.parentId ? categoryById.get(c.parentId) : undefined;
    return parent ? parent.position * 100 + c.position + 1 : c.position * 100;
  };

  const needed = new Map<FacetKey, FacetDef>();
  const need = (def: FacetDef): FacetKey => {
    const key = keyOf(def.facet, def.value);
    if (!needed.has(key)) needed.set(key, def);
    return key;
  };

  const derived = input.products.map((p): DerivedProduct => {
    const tpr = p.temporaryPriceReduction ?? [];
    const priced = { ...p, temporaryPriceReduction: tpr };
    const { effectivePriceCents, discountPercent } = derivePrice(priced);
    const onSale = isOnSale(priced);
    const facetKeys: FacetKey[] = [];
    const words: string[] = [];

    const brand = brandById.get(p.brandId);
    if (brand) {
      facetKeys.push(
        need({
          facet: 'brand',
          value: brand.urlKey,
          label: brand.name,
          position: brandPosition.get(brand.id) ?? 0,
        }),
      );
      words.push(brand.name);
    }

    // The product's own categories (all-deals follows the sale rule), then every ancestor of each.
    const own = new Set((categoriesOf.get(p.id) ?? []).filter((id) => id !== allDeals?.id));
    if (allDeals && onSale) own.add(allDeals.id);
    const withAncestors = new Set<number>();
    for (const id of own) {
      let category = categoryById.get(id);
      for (let depth = 0; category && depth < 10 && !withAncestors.has(category.id); depth++) {
        withAncestors.add(category.id);
        category = category.parentId ? categoryById.get(category.parentId) : undefined;
      }
    }
    for (const id of withAncestors) {
      const c = categoryById.get(id);
      if (!c) continue;
      facetKeys.push(
        need({ facet: 'category', value: c.urlKey, label: c.name, position: categoryPosition(c) }),
      );
      words.push(c.name);
    }

    for (const id of attributesOf.get(p.id) ?? []) {
      const a = attributeById.get(id);
      if (!a) continue;
      facetKeys.push(need({ facet: a.family, value: a.urlKey, label: a.label, position: a.position }));
      words.push(a.label);
    }

    const box = normalizeBoxType(p.boxType);
    const boxPosition = BOX_FACETS.findIndex((b) => b.value === box);
    facetKeys.push(
      need({
        facet: 'box_type',
        value: box,
        label: BOX_FACETS[boxPosition]?.label ?? box,
        position: boxPosition,
      }),
    );

    const band = priceBand(effectivePriceCents);
    facetKeys.push(
      need({ facet: 'price', value: band.value, label: band.label, position: PRICE_BANDS.indexOf(band) }),
    );

    const deals: (keyof typeof DEAL_FACETS)[] = [];
    if (onSale) deals.push('sale');
    if (hasThriveCash(p.thriveCash)) deals.push('thrive-cash');
    if (p.tcProductType === 'GWP') deals.push('free-gift');
    for (const d of deals) facetKeys.push(need({ facet: 'deals', value: d, ...DEAL_FACETS[d] }));

    return {
      id: p.id,
      effectivePriceCents,
      discountPercent,
      onSale,
      facetKeys,
      searchKeywords: unique(words).join(' '),
    };
  });
  return { derived, facets: [...needed.values()] };
}

/** The sorted facet value ids of a product, once its facet values exist. */
export function facetValueIdsOf(product: DerivedProduct, facetIds: Map<FacetKey, number>): number[] {
  return product.facetKeys
    .map((key) => {
      const id = facetIds.get(key);
      if (id === undefined) throw new Error(`facet value ${key.replace('\u0000', ':')} was not created`);
      return id;
    })
    .sort((a, b) => a - b);
}

/** Adds products on sale to all-deals and takes the others out, so the category never goes stale. */
async function syncAllDeals(db: DbOrTx, allDealsId: number, rows: { id: number; onSale: boolean }[]) {
  const onSale = rows.filter((r) => r.onSale).map((r) => r.id);
  const notOnSale = rows.filter((r) => !r.onSale).map((r) => r.id);
  for (let i = 0; i < notOnSale.length; i += BATCH) {
    await db
      .delete(productCategories)
      .where(
        and(
          eq(productCategories.categoryId, allDealsId),
          inArray(productCategories.productId, notOnSale.slice(i, i + BATCH)),
        ),
      );
  }
  for (let i = 0; i < onSale.length; i += BATCH) {
    await db
      .insert(productCategories)
      .values(onSale.slice(i, i + BATCH).map((productId) => ({ productId, categoryId: allDealsId })))
      .onConflictDoNothing();
  }
}

/** Creates missing facet values (and refreshes labels and positions); returns every id by facet and value. */
export async function upsertFacetValues(db: DbOrTx, defs: FacetDef[]): Promise<Map<FacetKey, number>> {
  const ids = new Map<FacetKey, number>();
  for (let i = 0; i < defs.length; i += 1000) {
    const rows = await db
      .insert(facetValues)
      .values(defs.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [facetValues.facet, facetValues.value],
        set: { label: sql`excluded.label`, position: sql`excluded.position` },
      })
      .returning({ id: facetValues.id, facet: facetValues.facet, value: facetValues.value });
    for (const r of rows) ids.set(keyOf(r.facet, r.value), r.id);
  }
  return ids;
}

function hasThriveCash(offer: StoredThriveCash | null): boolean {
  if (!offer) return false;
  return offer.type === 'tc_percent' ? offer.amount > 0 : offer.amountCents > 0;
}

function groupIds(pairs: [number, number][]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const [key, value] of pairs) {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
  return map;
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}
