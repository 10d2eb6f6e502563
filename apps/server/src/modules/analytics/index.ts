/**
 * Analytics (issue 26): the first-party event stream. `POST /api/v1/collect` appends checked events to
 * `analytics_events` (partitioned by day); the retention job drops partitions past ANALYTICS_RETENTION_DAYS.
 */

export {
  analyticsPartitionDays,
  ensureAnalyticsPartitions,
  runAnalyticsRetention,
  utcDay,
} from './partitions.ts';
export {
  type FunnelDay,
  funnelByDay,
  type ProductInterest,
  topProducts,
  type ZeroResultTerm,
  zeroResultSearches,
} from './reports.ts';
export { analyticsRoutes } from './routes.ts';
export { storeAnalyticsEvents } from './service.ts';
export { analyticsAdminRoutes } from './visitor-events.ts';
export {
  createWarehouseExport,
  EXPORT_LAG_SECONDS,
  exportAnalyticsEvents,
  openWarehouse,
  WAREHOUSE_TABLE_PATTERN,
  type Warehouse,
  type WarehouseConfig,
} from './warehouse.ts';
