import { countLabel, PURCHASED_PAGE_SIZE } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { Pager } from '../components/common/pager.tsx';
import { FormError } from '../components/forms/field.tsx';
import { purchasedQuery, usePurchased } from '../features/account-history/index.ts';
import { ProductGrid } from '../features/product-card/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-purchased';

export function meta() {
  return [{ title: 'Buy It Again | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** `?cur_page=` as a page number: a whole number from 1, anything else is page 1. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('cur_page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Signed-in shoppers only; the page of products is read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId, url }) => {
    const page = pageFrom(url.searchParams);
    return {
      critical: [
        inProcess(purchasedQuery(page), () =>
          services.history.purchased(accountId, { cur_page: page, page_size: PURCHASED_PAGE_SIZE }),
        ),
      ],
    };
  });
}

/** Storefront §2 /account/purchased: what the shopper bought, the most often bought first. */
export default function AccountPurchased() {
  const [search] = useSearchParams();
  const purchased = usePurchased(pageFrom(search));
  const list = purchased.data;
  const pages = list ? Math.max(1, Math.ceil(list.count / Math.max(1, list.page_size))) : 1;
  return (
    <div className="container history-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Buy It Again', url: '/account/purchased' },
        ]}
      />
      <h1>Buy It Again</h1>
      {purchased.isError ? <FormError message={purchased.error.message} /> : null}
      {list && list.count === 0 ? (
        <div className="history-empty">
          <p>Products you order show up here, the ones you buy most first.</p>
          <Link className="button button-primary" to="/">
            Start shopping
          </Link>
        </div>
      ) : list ? (
        <>
          <p className="muted" aria-live="polite">
            {countLabel(list.count, 'product')} from your orders, the ones you buy most first
            {pages > 1 ? ` · page ${list.cur_page} of ${pages}` : ''}
          </p>
          <ProductGrid products={list.products} eagerCount={4} label="Products you bought" />
          <Pager
            page={list.cur_page}
            pages={pages}
            href={(n) => `/account/purchased?cur_page=${n}`}
            label="Buy It Again pages"
          />
        </>
      ) : (
        <p className="loading-text">Loading what you bought…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
