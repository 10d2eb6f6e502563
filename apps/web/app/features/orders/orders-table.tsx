import type { OrderWire } from '@pantry/domain';
import { formatStoreDate, formatWireDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { OrderTypeTag } from './order-type-tag.tsx';

/** Spec §9: 'Order table columns: ORDER, DATE, ITEM(S), TOTAL, STATUS'. */
export const ORDER_COLUMNS = ['ORDER', 'DATE', 'ITEM(S)', 'TOTAL', 'STATUS'] as const;

export const orderUrl = (order: Pick<OrderWire, 'increment_id'>) => `/account/order/${order.increment_id}`;

function StatusPill({ order }: { order: OrderWire }) {
  return <span className={`order-pill status-${order.status}`}>{order.status_label}</span>;
}

/**
 * The orders as a table from tablets up, and as a stacked list of cards on phones (the one not in use is
 * display:none, so assistive technology meets each order once).
 */
export function OrdersTable({ orders }: { orders: readonly OrderWire[] }) {
  return (
    <>
      <table className="orders-table">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead>
          <tr>
            {ORDER_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={orderUrl(order)}>
                  <span className="sr-only">Order </span>#{order.increment_id}
                </Link>
                <OrderTypeTag type={order.order_type} />
              </th>
              <td>{formatStoreDate(order.created_at)}</td>
              <td>{order.item_count}</td>
              <td>{formatWireDollars(order.grand_total)}</td>
              <td>
                <StatusPill order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="orders-cards" aria-label="Your orders, newest first">
        {orders.map((order) => (
          <li key={order.id} className="orders-card">
            <div className="orders-card-head">
              <span className="orders-card-title">
                <Link to={orderUrl(order)} className="orders-card-link">
                  Order #{order.increment_id}
                </Link>
                <OrderTypeTag type={order.order_type} />
              </span>
              <StatusPill order={order} />
            </div>
            <dl className="orders-card-facts">
              <div>
                <dt>Date</dt>
                <dd>{formatStoreDate(order.created_at)}</dd>
              </div>
              <div>
                <dt>Item(s)</dt>
                <dd>{order.item_count}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatWireDollars(order.grand_total)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
