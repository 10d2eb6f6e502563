/** The console's Orders area (issue 25): the order search and the order page's parts. */

export { orderQuery, ordersQuery, useOrder, useOrders } from './api.ts';
export { CancelOrder, ResendEmails, StatusForm } from './order-actions.tsx';
export { OrderFacts, OrderHistory, OrderPayments } from './order-facts.tsx';
export { orderQueryFromSearch } from './order-search.ts';
export { OrderFilters, OrdersTable } from './orders-table.tsx';
export { RefundForm } from './refund-form.tsx';
