import { type DbOrTx, sql } from '@pantry/db';
import {
  type ListingPage,
  type PlacementSlot,
  type Product,
  type ProductList,
  placeSponsored,
  type SlotPlacement,
} from '@pantry/domain';
import { notFound } from '../../errors.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { queryRows } from '../../lib/sql.ts';
import { slotPlacements } from '../sponsored/index.ts';
import {
  type AttributeType,
  attributeTypes,
  type FacetSelection,
  LIST_FILTER,
  splitFilter,
} from './facets.ts';
import { loadProducts } from './product-cards.ts';
import { findProducts } from './product-query.ts';
import { DEFAULT_PAGE_SIZE, type DealKey, type ListingQueryInput } from './schemas.ts';
import { correctSearchText, toSearchText } from './search-text.ts';

/**
 * Listings: GET /products and the listing pages (/c, /brand and the attribute families, /deals, /l, /ps).
 * A page is a heading plus a base filter; its products come from the same query as /products.
 */

type Scope = {
  base?: FacetSelection;
  listId?: number;
  includeFreeGifts?: boolean;
  /** The page's sponsored slot: a category listing or a brand page (a search's is its q). */
  slot?: { slot: PlacementSlot; key: string };
};

/**
 * Resolves `filter[list]` to a product list. Its own path because the shopper's saved-for-later list will
 * resolve here too (from the session rather than product_lists).
 */
export async function getListScope(db: DbOrTx, key: string): Promise<{ listId: number }> {
  const [list] = await queryRows<{ id: number }>(db, sql`SELECT id FROM product_lists WHERE key = ${key}`);
  if (!list) throw notFound(`No product list '${key}'`);
  return { listId: list.id };
}

/** One page of products with facets, inside a scope (the page's base filter or list). */
async function listInScope(
  db: DbOrTx,
  scope: Scope,
  query: ListingQueryInput,
  cache?: ReadCache,
): Promise<ProductList> {
  const { facets, listKey } = splitFilter(query.filter);
  const listId = scope.listId ?? (listKey ? (await getListScope(db, listKey)).listId : undefined);
  const curPage = query.cur_page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const slot = curPage === 1 && !listKey && Object.keys(facets).length === 0 ? slotOf(scope, query) : null;
  const [result, placements] = await Promise.all([
    findProducts(
      db,
      {
        base: scope.base,
        filter: facets,
        listId,
        includeFreeGifts: scope.includeFreeGifts,
        search: query.q ? await correctSearchText(db, toSearchText(query.q), cache) : undefined,
        sort: query.sort ?? 'relevance',
        page: curPage,
        pageSize,
      },
      cache,
    ),
    slot ? slotPlacements(db, slot.slot, slot.key) : [],
  ]);
  const products = placements.length
    ? await loadSponsored(db, result.ids, placements, slot?.slot === 'brand')
    : await loadProducts(db, result.ids);
  return { products, count: result.count, cur_page: curPage, page_size: pageSize, facets: result.facets };
}

/** The sponsored slot a first page without chosen filters shows: the page's own, or a search's term. */
function slotOf(scope: Scope, query: ListingQueryInput): Scope['slot'] | null {
  if (scope.slot) return scope.slot;
  if (query.q && !scope.base && scope.listId === undefined) return { slot: 'search', key: query.q };
  return null;
}

/**
 * The page's cards with the slot's placed products at their positions (domain placeSponsored), in one card read. A
 * placed product no longer available is left out; the rest carry `ads` (their position as shown), or on a brand page
 * `brand_page_ads`.
 */
async function loadSponsored(
  db: DbOrTx,
  organic: readonly number[],
  placements: readonly SlotPlacement[],
  brandPage: boolean,
): Promise<Product[]> {
  const placed = placeSponsored(organic, placements);
  const byId = new Map(placed.map((entry) => [entry.id, entry.placement]));
  const cards = (
    await loadProducts(
      db,
      placed.map((entry) => entry.id),
    )
  ).filter((product) => product.is_available || !byId.get(product.id));
  return cards.map((product, index) => {
    const placement = byId.get(product.id);
    if (!placement) return product;
    if (brandPage) return { ...product, brand_page_ads: { product_id: product.id } };
    return {
      ...product,
      ads: {
        object_tracking_id: placement.object_tracking_id,
        display_position: index + 1,
        product_id: product.id,
      },
    };
  });
}

/** GET /products: every filter comes from the query. */
export function listProducts(db: DbOrTx, query: ListingQueryInput, cache?: ReadCache): Promise<ProductList> {
  return listInScope(db, {}, query, cache);
}

const home = { label: 'Home', url: '/' };

type PageHeading = Omit<ListingPage, keyof ProductList>;

async function pageWith(
  db: DbOrTx,
  heading: PageHeading,
  scope: Scope,
  query: ListingQueryInput,
  cache?: ReadCache,
) {
  const list = await listInScope(db, scope, query, cache);
  return { ...heading, ...list } satisfies ListingPage;
}

function metaDescription(title: string, description: string): string {
  const text = description || `Shop ${title} at Pantry: organic and clean groceries at member prices.`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

type CategoryRow = {
  id: number;
  url_key: string;
  name: string;
  description: string;
  meta_description: string;
  depth: number;
};

/** /c/{key}: a category and its ancestors (breadcrumbs) in one recursive query. */
export async function findCategoryPage(
  db: DbOrTx,
  key: string,
  query: ListingQueryInput,
  cache?: ReadCache,
): Promise<ListingPage | null> {
  const chain = await queryRows<CategoryRow>(
    db,
    sql`WITH RECURSIVE chain AS (
          SELECT id, parent_id, url_key, name, description, meta_description, 0 AS depth FROM categories WHERE url_key = ${key}
          UNION ALL
          SELECT c.id, c.parent_id, c.url_key, c.name, c.description, c.meta_description, chain.depth + 1
            FROM categories c JOIN chain ON c.id = chain.parent_id
           WHERE chain.depth < 10)
        SELECT id, url_key, name, description, meta_description, depth FROM chain ORDER BY depth DESC`,
  );
  const category = chain.at(-1);
  if (!category) return null;
  return pageWith(
    db,
    {
      key: category.url_key,
      page_type: 'category',
      title: category.name,
      description: category.description,
      meta_description: category.meta_description || metaDescription(category.name, category.description),
      breadcrumbs: [home, ...chain.map((c) => ({ label: c.name, url: `/c/${c.url_key}` }))],
      base_filter: { category: [category.url_key] },
    },
    { base: { category: [category.url_key] }, slot: { slot: 'listing', key: category.url_key } },
    query,
    cache,
  );
}

type AttributeRow = { family: AttributeType; url_key: string; label: string; description: string };
const familyPath: Record<AttributeType, string> = {
  brand: '/brand',
  diets: '/diets',
  certifications: '/certifications',
  concerns: '/concerns',
  ingredients: '/ingredients',
  social: '/social',
};

/**
 * /brand/{key} and the five attribute families. Url keys are unique across brands and families, so the key
 * alone finds the page; `type` picks one when a key is shared anyway.
 */
export async function findAttributePage(
  db: DbOrTx,
  key: string,
  type: AttributeType | undefined,
  query: ListingQueryInput,
  cache?: ReadCache,
): Promise<ListingPage | null> {
  const rows = await queryRows<AttributeRow>(
    db,
    sql`SELECT 'brand' AS family, url_key, name AS label, description FROM brands WHERE url_key = ${key}
        UNION ALL
        SELECT family, url_key, label, description FROM attribute_values WHERE url_key = ${key}`,
  );
  const found = rows
    .filter((row) => !type || row.family === type)
    .sort((a, b) => attributeTypes.indexOf(a.family) - attributeTypes.indexOf(b.family))[0];
  if (!found) return null;
  const url = `${familyPath[found.family]}/${found.url_key}`;
  return pageWith(
    db,
    {
      key: found.url_key,
      page_type: 'attribute',
      title: found.label,
      description: found.description,
      meta_description: metaDescription(found.label, found.description),
      breadcrumbs: [home, { label: found.label, url }],
      base_filter: { [found.family]: [found.url_key] },
    },
    {
      base: { [found.family]: [found.url_key] },
      ...(found.family === 'brand' ? { slot: { slot: 'brand' as const, key: found.url_key } } : {}),
    },
    query,
    cache,
  );
}

type DealPage = { title: string; description: string; url: string; deals: string[] };
const allDeals: DealPage = {
  title: 'All Deals',
  description: 'Sales, free gifts and Thrive Cash offers on organic and clean groceries.',
  url: '/c/all-deals',
  deals: ['sale', 'thrive-cash', 'free-gift'],
};
const dealPages: Record<DealKey, DealPage> = {
  savings: {
    title: 'Savings',
    description: 'Products on sale right now, on top of member prices.',
    url: '/deals/savings',
    deals: ['sale'],
  },
  gifts: {
    title: 'Free Gifts',
    description: 'Products that come with a free gift.',
    url: '/deals/gifts',
    deals: ['free-gift'],
  },
  thrivecash: {
    title: 'Thrive Cash Deals',
    description: 'Earn Thrive Cash, store credit for your next order, on these products.',
    url: '/deals/thrivecash',
    deals: ['thrive-cash'],
  },
};

/** GET /deals (all deals) and /deals/{savings,gifts,thrivecash} (sale, free-gift and thrive-cash facets). */
export function getDealsPage(
  db: DbOrTx,
  key: DealKey | undefined,
  query: ListingQueryInput,
  cache?: ReadCache,
): Promise<ListingPage> {
  const page = key ? dealPages[key] : allDeals;
  const crumbs = [home, { label: allDeals.title, url: allDeals.url }];
  if (key) crumbs.push({ label: page.title, url: page.url });
  return pageWith(
    db,
    {
      key: key ?? 'all',
      page_type: 'deals',
      title: page.title,
      description: page.description,
      meta_description: metaDescription(page.title, page.description),
      breadcrumbs: crumbs,
      base_filter: { deals: page.deals },
    },
    { base: { deals: page.deals }, includeFreeGifts: page.deals.includes('free-gift') },
    query,
    cache,
  );
}

/** /l/{key} (kind list) and /ps/{key} (kind product_set): curated product lists. */
export async function findListPage(
  db: DbOrTx,
  kind: 'list' | 'product_set',
  key: string,
  query: ListingQueryInput,
  cache?: ReadCache,
): Promise<ListingPage | null> {
  const [list] = await queryRows<{ id: number; key: string; title: string; description: string }>(
    db,
    sql`SELECT id, key, title, description FROM product_lists WHERE key = ${key} AND kind = ${kind}`,
  );
  if (!list) return null;
  const url = `${kind === 'list' ? '/l' : '/ps'}/${list.key}`;
  return pageWith(
    db,
    {
      key: list.key,
      page_type: 'list',
      title: list.title,
      description: list.description,
      meta_description: metaDescription(list.title, list.description),
      breadcrumbs: [home, { label: list.title, url }],
      base_filter: { [LIST_FILTER]: [list.key] },
    },
    { listId: list.id },
    query,
    cache,
  );
}
