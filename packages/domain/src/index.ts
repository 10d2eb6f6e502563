export * from './api/catalog.ts';
export * from './api/loader-context.ts';
export * from './catalog/price-reductions.ts';
export * from './catalog/stock.ts';
export * from './money/money.ts';
