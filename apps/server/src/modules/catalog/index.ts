/**
 * Catalog: products, listings, product pages and stock (`app.catalog`). Also what other modules build on: product
 * cards and images (cart, orders, search), the listing query (search, the web's reader), search text (search) and
 * the stock writes checkout runs inside its own transaction.
 */

export { countCatalogCsvRows, exportCatalogCsv, IMPORT_BATCH_ROWS } from './admin-csv.ts';
export { changeProductPrices, type PriceChangeWritten, productIdsMatching } from './admin-prices.ts';
export { catalogAdminRoutes } from './admin-routes.ts';
export {
  loadProducts,
  type ProductRow,
  productCardColumns,
  productCardJoins,
  productImageSql,
  productImageUrl,
  toProduct,
} from './product-cards.ts';
export { catalogRoutes } from './routes.ts';
export {
  dealKeys,
  keyParam,
  type ListingQueryInput,
  listingQuerySchema,
  MAX_QUERY_LENGTH,
} from './schemas.ts';
export {
  correctSearchText,
  matchesSearchText,
  type SearchText,
  searchOrder,
  toSearchText,
} from './search-text.ts';
export { type CatalogService, createCatalogService } from './service.ts';
export { BACK_SOON_BADGE, inStockCondition, isInStock, listableCondition, STOCKLESS_TYPES } from './stock.ts';
export {
  releaseStock,
  STOCK_CHECK,
  type StockChange,
  type StockLine,
  type StockWritten,
  setStock,
  takeStock,
} from './stock-writes.ts';
