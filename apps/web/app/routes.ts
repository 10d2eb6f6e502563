import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every listing URL (spec storefront §2) renders the one listing module; its loader reads the listing kind
 * from the first path segment (lib/listing-kind.ts).
 */
const listingPaths = [
  ['c/:key', 'category'],
  ['brand/:key', 'brand'],
  ['diets/:key', 'diets'],
  ['certifications/:key', 'certifications'],
  ['concerns/:key', 'concerns'],
  ['ingredients/:key', 'ingredients'],
  ['social/:key', 'social'],
  ['ps/:key', 'product-set'],
  ['l/:key', 'list'],
  ['deals', 'deals-all'],
  ['deals/:key', 'deals'],
] as const;

export default [
  index('routes/home.tsx'),
  ...listingPaths.map(([path, id]) => route(path, 'routes/listing.tsx', { id: `listing-${id}` })),
  route('search/results', 'routes/search-results.tsx'),
  route('p/:urlKey', 'routes/product.tsx'),
  route('maintenance', 'routes/maintenance.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
