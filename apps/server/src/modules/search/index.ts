/** Search: product search and suggestions over the catalog (`app.productSearch`). */

export { searchRoutes } from './routes.ts';
export { searchQuerySchema } from './schemas.ts';
export { createSearchService, type SearchService } from './service.ts';
