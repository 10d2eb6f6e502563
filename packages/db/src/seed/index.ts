export { type GeneratedCatalog, generateCatalog } from './generate-catalog.ts';
export { createRandom, type Random } from './random.ts';
export {
  CatalogNotEmptyError,
  clearCatalog,
  countProducts,
  DEFAULT_PRODUCT_COUNT,
  ensureDemoData,
  type SeedOptions,
  type SeedSummary,
  seedDemoCatalog,
} from './seed-demo-catalog.ts';
export { seedZipCodes, uspsCityName, usZipCodes, type ZipCodeRow } from './zip-codes.ts';
