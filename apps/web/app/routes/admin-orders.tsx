import { useSearchParams } from 'react-router';
import { ConsoleError, ConsolePaging, consoleMeta, consolePage } from '../features/console/index.ts';
import {
  OrderFilters,
  OrdersTable,
  orderQueryFromSearch,
  ordersQuery,
  useOrders,
} from '../features/console-orders/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-orders';

export function meta() {
  return consoleMeta('Orders');
}

/** Support and the warehouse (orders.read): the page of orders the address asks for, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'orders.read',
    reads: (url) => {
      const query = orderQueryFromSearch(url.searchParams);
      return [inProcess(ordersQuery(query), () => services.admin.orders(query))];
    },
  });
}

/** /admin/orders: find orders by number, e-mail, status and dates, newest first, 50 to a page. */
export default function ConsoleOrders() {
  const [search] = useSearchParams();
  const page = useOrders(orderQueryFromSearch(search));
  return (
    <section className="console-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <OrderFilters />
      <div aria-live="polite" aria-busy={page.isFetching || undefined}>
        {page.isError ? <p role="alert">{page.error.message}</p> : null}
        {page.data ? <OrdersTable orders={page.data.orders} /> : null}
      </div>
      {page.data ? (
        <ConsolePaging nextBefore={page.data.next_before} label="Pages of orders" older="Older orders" />
      ) : null}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
