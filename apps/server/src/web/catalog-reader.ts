import type { CatalogReader, ListingKind, ListingPage } from '@pantry/domain';
import { isAppError } from '../errors.ts';
import { wholeNumber } from '../lib/schemas.ts';
import { parseOrBadRequest } from '../lib/validation.ts';
import {
  type CatalogService,
  dealKeys,
  keyParam,
  type ListingQueryInput,
  listingQuerySchema,
} from '../modules/catalog/index.ts';
import { type SearchService, searchQuerySchema } from '../modules/search/index.ts';

/**
 * The catalog as the web app's server-side loaders see it (React Router load context): the same services
 * the /api/v1 routes call, in process. Unknown keys answer null; a bad query throws AppError('bad_request').
 */
export function createCatalogReader(catalog: CatalogService, search: SearchService): CatalogReader {
  return {
    navigation: () => catalog.getNavigation(),
    home: () => catalog.getHomePage(),
    listingPage: async (kind, key, query) => {
      if (!keyParam.safeParse(key).success && kind !== 'deals') return null;
      return findListingPage(catalog, kind, key, parseOrBadRequest(listingQuerySchema, query));
    },
    products: async (query) => catalog.listProducts(parseOrBadRequest(listingQuerySchema, query)),
    search: async (query) => search.search(parseOrBadRequest(searchQuerySchema, query)),
    suggest: async (q) => search.suggest(typeof q === 'string' ? q.slice(0, 200) : ''),
    searchHelp: async (q) => search.help(typeof q === 'string' ? q.slice(0, 200) : ''),
    product: async (urlKey) =>
      keyParam.safeParse(urlKey).success ? catalog.findProductDetail(urlKey) : null,
    similar: async (productId) => {
      if (!wholeNumber(1, 2_147_483_647).safeParse(productId).success) return [];
      try {
        return await catalog.listSimilarProducts(productId);
      } catch (error) {
        if (isAppError(error) && error.code === 'not_found') return [];
        throw error;
      }
    },
  };
}

function findListingPage(
  catalog: CatalogService,
  kind: ListingKind,
  key: string,
  query: ListingQueryInput,
): Promise<ListingPage | null> {
  switch (kind) {
    case 'category':
      return catalog.findCategoryPage(key, query);
    case 'brand':
    case 'diets':
    case 'certifications':
    case 'concerns':
    case 'ingredients':
    case 'social':
      return catalog.findAttributePage(key, kind, query);
    case 'deals': {
      // '/deals' itself (empty key or 'all') is every deal; otherwise savings, gifts or thrivecash.
      if (!key || key === 'all') return catalog.getDealsPage(undefined, query);
      const dealKey = dealKeys.find((candidate) => candidate === key);
      return dealKey ? catalog.getDealsPage(dealKey, query) : Promise.resolve(null);
    }
    case 'list':
    case 'product_set':
      return catalog.findListPage(kind, key, query);
    default:
      return Promise.resolve(null);
  }
}
