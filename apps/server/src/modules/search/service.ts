import { type DbOrTx, sql } from '@pantry/db';
import { centsToDollars, type ProductList, type SearchHelp, type SearchSuggest } from '@pantry/domain';
import type { ReadCache } from '../../lib/read-cache.ts';
import { containsPattern, queryRows } from '../../lib/sql.ts';
import type { CatalogService, ListingQueryInput } from '../catalog/index.ts';
import {
  correctSearchText,
  listableCondition,
  matchesSearchText,
  productImageUrl,
  searchOrder,
  toSearchText,
} from '../catalog/index.ts';
import { closestLexiconWords } from './did-you-mean.ts';
import { recordSearchMiss } from './misses.ts';
import { createSearchCounter } from './search-counter.ts';

export function createSearchService(db: DbOrTx, cache: ReadCache, catalog: CatalogService) {
  const counter = createSearchCounter(db);
  return {
    /**
     * Search results are the product list with q, ranked by relevance (typos, fields, popularity). A first page
     * that found something counts towards the popular searches; one that found nothing without a filter is
     * recorded for the report of searches with no results.
     */
    async search(query: ListingQueryInput & { q: string }): Promise<ProductList> {
      const list = await catalog.listProducts(query);
      if ((query.cur_page ?? 1) !== 1) return list;
      if (list.count > 0) counter.count(searchedText(query.q));
      else if (Object.keys(query.filter ?? {}).length === 0)
        await recordSearchMiss(db, searchedText(query.q));
      return list;
    },
    suggest(q: string): Promise<SearchSuggest> {
      const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
      return cache.get(`search:suggest:${text}`, () => suggest(db, text, cache));
    },
    /** When a search finds nothing: a spelling from the lexicon that finds something, and popular searches. */
    async help(q: string): Promise<SearchHelp> {
      const search = toSearchText(searchedText(q));
      const [suggestion, popular] = await Promise.all([
        cache.get(`search:did-you-mean:${search.text}`, () => didYouMean(search.text)),
        cache.get('search:popular', () => popularSearches(db)),
      ]);
      return {
        ...(suggestion ? { did_you_mean: suggestion } : {}),
        popular: popular
          .filter((query) => query !== search.text && query !== suggestion)
          .slice(0, POPULAR_SEARCHES),
      };
    },
    /** Writes the searches counted since the last write (also every few seconds, and on close). */
    flushSearchCounts: () => counter.flush(),
    stop: () => counter.stop(),
  };

  /** The typed text with each unknown word replaced by its closest catalog word, when that finds products. */
  async function didYouMean(text: string): Promise<string | null> {
    const search = toSearchText(text);
    const closest = await closestLexiconWords(db, search.words);
    if (closest.every((word, i) => word === search.words[i])) return null;
    const suggestion = closest.join(' ');
    const found = await catalog.listProducts({ q: suggestion, page_size: 1 });
    return found.count > 0 ? suggestion : null;
  }
}

export type SearchService = ReturnType<typeof createSearchService>;

/** A search as counted and compared: lower-case, single spaces. */
const searchedText = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

const POPULAR_SEARCHES = 8;

/** The most searched texts that found something; two spare for the ones help leaves out (the query itself). */
async function popularSearches(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ query: string }>(
    db,
    sql`SELECT query FROM search_queries ORDER BY searches DESC, last_searched_at DESC, query
         LIMIT ${POPULAR_SEARCHES + 2}`,
  );
  return rows.map((row) => row.query);
}

const SUGGEST_PRODUCTS = 8;
const SUGGEST_NAMES = 5;
/** Brands and categories are named in a few words; a looser threshold than titles still refuses nonsense. */
const NAME_SIMILARITY = 0.5;
const MIN_SUGGEST_LENGTH = 2;

const noSuggestions = (): SearchSuggest => ({ products: [], brands: [], categories: [] });

/**
 * The search box's suggestions: products (same matching and typo tolerance as search), brands and categories
 * whose name contains the text or spells it closely. Nothing for fewer than 2 characters.
 */
export async function suggest(db: DbOrTx, q: string, cache?: ReadCache): Promise<SearchSuggest> {
  const text = q.trim().replaceAll('\u0000', '');
  if (text.length < MIN_SUGGEST_LENGTH) return noSuggestions();
  const search = await correctSearchText(db, toSearchText(text), cache);
  const order = searchOrder(search).map((key) => sql`${key.expr}${key.desc ? sql` DESC` : sql``}`);
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
           ORDER BY ${sql.join(order, sql`, `)}, p.id
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
