import { countLabel, RECENTLY_VIEWED_LIMIT } from '@pantry/domain';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { recentlyViewedQuery, useRecentlyViewed } from '../features/account-history/index.ts';
import { ProductGrid } from '../features/product-card/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-recently-viewed';

export function meta() {
  return [{ title: 'Recently Viewed | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only; the list is read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(recentlyViewedQuery(), () => services.history.recentlyViewed(accountId))],
  }));
}

/** Storefront §2 /account/recently-viewed: the product pages the shopper opened, newest first. */
export default function AccountRecentlyViewed() {
  const viewed = useRecentlyViewed();
  const list = viewed.data;
  return (
    <div className="container history-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Recently Viewed', url: '/account/recently-viewed' },
        ]}
      />
      <h1>Recently Viewed</h1>
      {viewed.isError ? <FormError message={viewed.error.message} /> : null}
      {list && list.count === 0 ? (
        <div className="history-empty">
          <p>Products you look at show up here, the newest first.</p>
          <Link className="button button-primary" to="/">
            Start shopping
          </Link>
        </div>
      ) : list ? (
        <>
          <p className="muted">
            {countLabel(list.count, 'product')}, newest first (we keep your last {RECENTLY_VIEWED_LIMIT})
          </p>
          <ProductGrid products={list.products} eagerCount={4} label="Products you viewed" />
        </>
      ) : (
        <p className="loading-text">Loading what you viewed…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
