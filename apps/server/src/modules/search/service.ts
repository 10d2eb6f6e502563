import { type DbOrTx, sql } from '@pantry/db';
import { centsToDollars, type ProductList, type SearchSuggest } from '@pantry/domain';
import type { ReadCache } from '../../lib/read-cache.ts';
import { containsPattern, queryRows } from '../../lib/sql.ts';
import type { CatalogService, ListingQueryInput } from '../catalog/index.ts';
import {
  listableCondition,
  matchesSearchText,
  productImageUrl,
  searchRank,
  toSearchText,
} from '../catalog/index.ts';

export function createSearchService(db: DbOrTx, cache: ReadCache, catalog: CatalogService) {
  return {
    /** Search results are the product list with q: ranked by relevance (full-text rank plus title similarity). */
    search(query: ListingQueryInput & { q: string }): Promise<ProductList> {
      return catalog.listProducts(query);
    },
    suggest(q: string): Promise<SearchSuggest> {
      const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
      return cache.get(`search:suggest:${text}`, () => suggest(db, text));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

const SUGGEST_PRODUCTS = 8;
const SUGGEST_NAMES = 5;
/** Brands and categories are named in a few words; a looser threshold than titles still refuses nonsense. */
const NAME_SIMILARITY = 0.5;
const MIN_SUGGEST_LENGTH = 2;

const noSuggestions = (): SearchSuggest => ({ products: [], brands: [], categories: [] });

/**
 * The search box's suggestions: products (same matching as search), brands and categories whose name
 * contains the text or spells it closely. Nothing for fewer than 2 characters.
 */
export async function suggest(db: DbOrTx, q: string): Promise<SearchSuggest> {
  const text = q.trim().replaceAll('\u0000', '');
  if (text.length < MIN_SUGGEST_LENGTH) return noSuggestions();
  const search = toSearchText(text);
  const [products, names] = await Promise.all([
    queryRows<{
      id: number;
      title: string;
      url_key: string;
      product_type: string;
      effective_price_cents: number;
      image_position: number | null;
    }>(
      db,
      sql`SELECT p.id, p.title, p.url_key, p.product_type, p.effective_price_cents,
                 (SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id) AS image_position
            FROM products p
           WHERE ${listableCondition} AND ${matchesSearchText(search)}
           ORDER BY ${searchRank(search)} DESC, p.popularity DESC, p.id
           LIMIT ${SUGGEST_PRODUCTS}`,
    ),
    queryRows<{ kind: 'brand' | 'category'; name: string; url_key: string }>(
      db,
      sql`SELECT kind, name, url_key FROM (
            SELECT 'brand' AS kind, name, url_key, name ILIKE ${containsPattern(text)} AS contains,
                   word_similarity(${search.text}, name) AS similarity FROM brands
            UNION ALL
            SELECT 'category', name, url_key, name ILIKE ${containsPattern(text)}, word_similarity(${search.text}, name)
              FROM categories) names
          WHERE contains OR similarity >= ${NAME_SIMILARITY}
          ORDER BY contains DESC, similarity DESC, name`,
    ),
  ]);
  return {
    products: products.map((row) => ({
      id: row.id,
      title: row.title,
      // The gift card's page is always /p/gift-card (spec §2).
      url_key: row.product_type === 'aw_giftcard' ? 'gift-card' : row.url_key,
      image: productImageUrl(row.id, row.image_position ?? 0),
      // What the shopper would pay (after temporary reductions): a suggestion has no room for the reductions.
      price: centsToDollars(row.effective_price_cents),
    })),
    brands: names
      .filter((row) => row.kind === 'brand')
      .slice(0, SUGGEST_NAMES)
      .map(({ name, url_key }) => ({ name, url_key })),
    categories: names
      .filter((row) => row.kind === 'category')
      .slice(0, SUGGEST_NAMES)
      .map(({ name, url_key }) => ({ name, url_key })),
  };
}
