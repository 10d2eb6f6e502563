import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { OrderDetail, orderQuery, useOrder } from '../features/orders/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { ApiError } from '../lib/http/client.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-order';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Order #${params.id} | Your account | Pantry` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Signed-in shoppers only (/account and below). The order is read on the server; one that is not the shopper's
 * (or does not exist) answers the not-found page with status 404.
 */
export function loader({ params, ...args }: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(orderQuery(params.id), () => services.orders.get(accountId, params.id))],
  }));
}

/** Spec §2 /account/order/{id}: one order (by id or order number), as GET /account/order/{id} answers it. */
export default function AccountOrder() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  return (
    <div className="container orders-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Orders', url: '/account/orders' },
          { label: `#${id}`, url: `/account/order/${id}` },
        ]}
      />
      {order.isPending ? (
        <p className="loading-text">Loading your order…</p>
      ) : order.isError ? (
        <div className="orders-empty" role="alert">
          <h1>
            {order.error instanceof ApiError && order.error.status === 404
              ? order.error.message
              : 'We couldn’t load this order.'}
          </h1>
          <Link className="button button-secondary" to="/account/orders">
            See all your orders
          </Link>
        </div>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
