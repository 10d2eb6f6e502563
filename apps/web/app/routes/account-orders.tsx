import { countLabel } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import {
  OrdersPager,
  OrdersTable,
  ordersQuery,
  pageCount,
  pageFromSearch,
  useOrders,
} from '../features/orders/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-orders';

export function meta() {
  return [{ title: 'Orders | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only (/account and below); the page of orders is read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId, url }) => {
    const page = pageFromSearch(url.searchParams);
    return {
      critical: [inProcess(ordersQuery(page), () => services.orders.list(accountId, { cur_page: page }))],
    };
  });
}

/** Spec §2 /account/orders: the orders table (ORDER, DATE, ITEM(S), TOTAL, STATUS), ten to a page. */
export default function AccountOrders() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const orders = useOrders(page);
  const list = orders.data;

  return (
    <div className="container orders-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Orders', url: '/account/orders' },
        ]}
      />
      <h1>Orders</h1>
      {orders.isPending ? (
        <p className="loading-text">Loading your orders…</p>
      ) : orders.isError ? (
        <FormError message={orders.error.message} />
      ) : list && list.count === 0 ? (
        <div className="orders-empty">
          <p>You haven't placed any orders yet.</p>
          <Link className="button button-primary" to="/">
            Start shopping
          </Link>
        </div>
      ) : list && list.orders.length === 0 ? (
        <div className="orders-empty">
          <p>There are no orders on this page.</p>
          <Link className="button button-secondary" to="/account/orders">
            Go to your newest orders
          </Link>
        </div>
      ) : list ? (
        <>
          <p className="muted orders-count" aria-live="polite">
            {countLabel(list.count, 'order')}
            {pageCount(list) > 1 ? ` · page ${list.cur_page} of ${pageCount(list)}` : ''}
          </p>
          <div className={orders.isPlaceholderData ? 'orders-list is-loading' : 'orders-list'}>
            <OrdersTable orders={list.orders} />
          </div>
          <OrdersPager page={list.cur_page} pages={pageCount(list)} />
        </>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
