/**
 * Orders: the shopper's orders (`app.orders`), refunds (`app.orderRefunds`), order moves through their states, and
 * the order rows checkout writes inside its own transaction.
 */

export { createdOrder, type OrderRowsInput, type WrittenOrder, writeOrder } from './create-order-rows.ts';
export { defaultEstimatedDelivery, STORE_TIME_ZONE, storeDay } from './dates.ts';
export { ensureDemoOrders } from './demo-orders.ts';
export { moveOrder } from './moves.ts';
export { addCardRefunded, appendOrderTotal, setOrderTotal } from './refund-totals.ts';
export { createOrderRefunds, type OrderRefunds } from './refunds.ts';
export {
  accountOrderedSql,
  orderCreditCentsSql,
  orderPaidCentsSql,
  storeDaySql,
  storeDayStartSql,
} from './report-sql.ts';
export { orderRoutes } from './routes.ts';
export { createOrdersService, type OrdersService, orderMessages } from './service.ts';
