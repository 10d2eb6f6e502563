/**
 * The console's Orders area (issue 25): order search, the order as staff see it, staff refunds split across the
 * order's tenders (card, gift card balance, Thrive Cash), and resending an order's e-mails. Moves and
 * cancellations are the orders module's `POST /api/admin/orders/:id/status`.
 */

export { countOrdersCsvRows, exportOrdersCsv, ORDERS_CSV_COLUMNS } from './export.ts';
export { createStaffRefunds, refundMessages, type StaffRefunds } from './refunds.ts';
export { orderAdminRoutes } from './routes.ts';
export { type OrderSearch, searchOrders } from './search.ts';
export { loadAdminOrder } from './view.ts';
