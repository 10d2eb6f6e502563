/**
 * The console's reports (issue 25): sales by day, box and payment type, Thrive Cash and gift card liability,
 * autoship revenue and churn, and searches with no results, each as JSON and as CSV under /api/admin/reports.
 * The sales reports read the orders' tables in read-only SQL; the others call the owning module's query function.
 */

export { REPORT_BUILDERS } from './build.ts';
export { reportRoutes } from './routes.ts';
