import { type AdminOrderRow, formatDollars, ORDER_STATUSES, orderStatusLabel } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { ConsoleSearch, ConsoleTable, formatMoment } from '../console/index.ts';

/** The order search as a plain GET form: the address holds the filters, so a search can be shared and paged. */
export function OrderFilters() {
  const [search] = useSearchParams();
  const value = (name: string) => search.get(name) ?? '';
  return (
    <ConsoleSearch label="Orders" clearTo="/admin/orders">
      <div className="console-field">
        <label htmlFor="orders-number">Order number</label>
        <input id="orders-number" name="number" inputMode="numeric" defaultValue={value('number')} />
      </div>
      <div className="console-field is-wide">
        <label htmlFor="orders-email">Shopper’s e-mail</label>
        <input id="orders-email" name="email" type="email" defaultValue={value('email')} />
      </div>
      <div className="console-field">
        <label htmlFor="orders-status">Status</label>
        <select id="orders-status" name="status" defaultValue={value('status')}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor="orders-from">Placed from</label>
        <input id="orders-from" name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="console-field">
        <label htmlFor="orders-to">Placed to</label>
        <input id="orders-to" name="to" type="date" defaultValue={value('to')} />
      </div>
    </ConsoleSearch>
  );
}

/** The orders found, newest first; the number links to the order. */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  if (orders.length === 0) return <p className="console-muted">No orders match these filters.</p>;
  return (
    <ConsoleTable caption="Orders, newest first" columns={['Order', 'Placed', 'Shopper', 'Status', 'Total']}>
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row">
            <Link to={`/admin/orders/${order.increment_id}`}>#{order.increment_id}</Link>
          </th>
          <td>
            <time dateTime={order.created_at}>{formatMoment(order.created_at)}</time>
          </td>
          <td>
            {order.name}
            <span className="console-muted"> {order.email}</span>
          </td>
          <td>{order.status_label}</td>
          <td>{formatDollars(order.grand_total_cents)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
