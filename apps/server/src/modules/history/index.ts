/**
 * History (`app.history`): the signed-in shopper's own Buy It Again (from their orders), Recently Viewed (product
 * pages they opened) and Your impact (figures from their orders).
 */

export { historyRoutes } from './routes.ts';
export { createHistoryService, type HistoryService } from './service.ts';
