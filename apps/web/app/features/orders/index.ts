export type { Order } from './api.ts';
export { orderKeys, orderQuery, ordersQuery, pageCount, pageFromSearch, useOrder, useOrders } from './api.ts';
export { OrderDetail, OrderGifts, ShippingAddress } from './order-detail.tsx';
export { OrderItems } from './order-items.tsx';
export { OrdersPager } from './orders-pager.tsx';
export { OrdersTable } from './orders-table.tsx';
