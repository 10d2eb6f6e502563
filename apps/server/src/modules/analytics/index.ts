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
export { analyticsRoutes } from './routes.ts';
export { storeAnalyticsEvents } from './service.ts';
export { analyticsAdminRoutes } from './visitor-events.ts';
