/** Search: product search and suggestions over the catalog (`app.productSearch`). */

export { type SearchMiss, searchMisses } from './misses.ts';
export { searchRoutes } from './routes.ts';
export { searchQuerySchema } from './schemas.ts';
export { createSearchService, type SearchService } from './service.ts';
