import type { DbOrTx } from '@pantry/db';
import type {
  BrandDirectory,
  HomePage,
  ListingPage,
  Navigation,
  Product,
  ProductDetail,
  ProductList,
  ValueDirectory,
  ValueFamily,
} from '@pantry/domain';
import { notFound } from '../../errors.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { getBrandDirectory, getValueDirectory } from './directory.ts';
import type { AttributeType } from './facets.ts';
import { getHomePage, getNavigation } from './home.ts';
import { findAttributePage, findCategoryPage, findListPage, getDealsPage, listProducts } from './listings.ts';
import { findProductDetail, listSimilarProducts } from './product-page.ts';
import { DEFAULT_PAGE_SIZE, type DealKey, type ListingQueryInput } from './schemas.ts';

/**
 * The catalog's verbs, as routes and the web loaders call them. `find…` answers null for an unknown key,
 * `get…` throws not_found. Reads go through the read cache; the work lives in listings.ts, product-page.ts
 * and home.ts.
 */

/** One spelling per meaning, so equal queries share a cache entry: defaults filled, filters sorted. */
export function normalizeListingQuery(
  query: ListingQueryInput,
): Required<Omit<ListingQueryInput, 'q'>> & { q?: string } {
  const filter: Record<string, string[]> = {};
  for (const code of Object.keys(query.filter ?? {}).sort()) {
    const values = [...new Set(query.filter?.[code] ?? [])].sort();
    if (values.length) filter[code] = values;
  }
  const q = query.q?.trim().replace(/\s+/g, ' ').toLowerCase();
  return {
    filter,
    ...(q ? { q } : {}),
    sort: query.sort ?? 'relevance',
    cur_page: query.cur_page ?? 1,
    page_size: query.page_size ?? DEFAULT_PAGE_SIZE,
  };
}

export function createCatalogService(db: DbOrTx, cache: ReadCache) {
  const cached = <T>(verb: string, args: unknown[], load: () => Promise<T>): Promise<T> =>
    cache.get(`catalog:${verb}:${JSON.stringify(args)}`, load);

  const service = {
    listProducts(query: ListingQueryInput): Promise<ProductList> {
      const q = normalizeListingQuery(query);
      return cached('products', [q], () => listProducts(db, q, cache));
    },
    findCategoryPage(key: string, query: ListingQueryInput): Promise<ListingPage | null> {
      const q = normalizeListingQuery(query);
      return cached('category', [key, q], () => findCategoryPage(db, key, q, cache));
    },
    async getCategoryPage(key: string, query: ListingQueryInput): Promise<ListingPage> {
      const page = await service.findCategoryPage(key, query);
      if (!page) throw notFound(`No category '${key}'`);
      return page;
    },
    findAttributePage(
      key: string,
      type: AttributeType | undefined,
      query: ListingQueryInput,
    ): Promise<ListingPage | null> {
      const q = normalizeListingQuery(query);
      return cached('attribute', [key, type ?? null, q], () => findAttributePage(db, key, type, q, cache));
    },
    async getAttributePage(
      key: string,
      type: AttributeType | undefined,
      query: ListingQueryInput,
    ): Promise<ListingPage> {
      const page = await service.findAttributePage(key, type, query);
      if (!page) throw notFound(type ? `No ${type} page '${key}'` : `No brand or attribute page '${key}'`);
      return page;
    },
    getDealsPage(key: DealKey | undefined, query: ListingQueryInput): Promise<ListingPage> {
      const q = normalizeListingQuery(query);
      return cached('deals', [key ?? null, q], () => getDealsPage(db, key, q, cache));
    },
    findListPage(
      kind: 'list' | 'product_set',
      key: string,
      query: ListingQueryInput,
    ): Promise<ListingPage | null> {
      const q = normalizeListingQuery(query);
      return cached('list', [kind, key, q], () => findListPage(db, kind, key, q, cache));
    },
    findProductDetail(urlKey: string): Promise<ProductDetail | null> {
      return cached('product', [urlKey], () => findProductDetail(db, urlKey));
    },
    async getProductDetail(urlKey: string): Promise<ProductDetail> {
      const product = await service.findProductDetail(urlKey);
      if (!product) throw notFound(`No product '${urlKey}'`);
      return product;
    },
    listSimilarProducts(productId: number): Promise<Product[]> {
      return cached('similar', [productId], () => listSimilarProducts(db, productId));
    },
    getBrandDirectory(): Promise<BrandDirectory> {
      return cached('brands', [], () => getBrandDirectory(db));
    },
    getValueDirectory(family?: ValueFamily): Promise<ValueDirectory> {
      return cached('values', [family ?? null], () => getValueDirectory(db, family));
    },
    getNavigation(): Promise<Navigation> {
      return cached('navigation', [], () => getNavigation(db));
    },
    getHomePage(): Promise<HomePage> {
      return cached('home', [], () => getHomePage(db));
    },
  };
  return service;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
