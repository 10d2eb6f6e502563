import { LIST_PAGING, PURCHASED_PAGE_SIZE } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { purchasedQuery, usePurchased } from '../features/account-history/index.ts';
import { favoriteProductsQuery } from '../features/lists/index.ts';
import { type CardProduct, ProductGrid, toCardProduct } from '../features/product-card/index.ts';
import { newForYouQuery, toCards } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/myaisle';

/** Cards each shelf shows: one row of the wide grid on a desktop, a sideways row on a phone; its page has the rest. */
const SECTION_CARDS = 5;
/** The first pages as their own pages read them, so the pages share one cached answer. */
const FAVORITES_PAGE = { cur_page: 1, page_size: LIST_PAGING.pageSize };
const PURCHASED_PAGE = 1;

export function meta() {
  return [{ title: 'My aisle | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Signed-in shoppers only (a visitor signs in and comes back). The three sections are read on the server with the
 * same queries as their own pages; one that fails is left to the browser, so the others still show.
 */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    optional: [
      inProcess(favoriteProductsQuery(FAVORITES_PAGE), () =>
        services.lists.favoriteProducts(accountId, FAVORITES_PAGE),
      ),
      inProcess(purchasedQuery(PURCHASED_PAGE), () =>
        services.history.purchased(accountId, { cur_page: PURCHASED_PAGE, page_size: PURCHASED_PAGE_SIZE }),
      ),
      inProcess(newForYouQuery(), () =>
        services.recommendations.account(accountId, { newOnly: true }).then(toCards),
      ),
    ],
  }));
}

type SectionProps = {
  id: string;
  title: string;
  seeAll: string;
  products: CardProduct[] | undefined;
  error: Error | null;
  empty: ReactNode;
};

/** One shelf of the aisle: a heading, up to SECTION_CARDS cards and a link to the whole list. */
function AisleSection({ id, title, seeAll, products, error, empty }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="aisle-section" aria-labelledby={headingId}>
      <div className="aisle-section-head">
        <h2 id={headingId}>{title}</h2>
        {products && products.length > 0 ? (
          <Link to={seeAll}>
            See all<span className="sr-only"> {title}</span>
          </Link>
        ) : null}
      </div>
      {error ? <FormError message={error.message} /> : null}
      {products === undefined ? (
        error ? null : (
          <p className="loading-text">Loading…</p>
        )
      ) : products.length === 0 ? (
        <div className="aisle-empty">{empty}</div>
      ) : (
        <ProductGrid products={products.slice(0, SECTION_CARDS)} label={title} />
      )}
    </section>
  );
}

/** Account-and-shell §2 /myaisle: the shopper's favorites, Buy It Again and Recommended on one page. */
export default function MyAisle() {
  const favorites = useQuery(favoriteProductsQuery(FAVORITES_PAGE));
  const purchased = usePurchased(PURCHASED_PAGE);
  const recommended = useQuery(newForYouQuery());
  return (
    <div className="container aisle-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'My aisle', url: '/myaisle' },
        ]}
      />
      <h1>My aisle</h1>
      <p className="muted">Your favorites, what you buy again and again, and new picks that go with them.</p>
      <AisleSection
        id="aisle-favorites"
        title="Favorites"
        seeAll="/list/favorites"
        products={favorites.data?.products.map(toCardProduct)}
        error={favorites.error}
        empty={<p>No favorites yet. Tap the heart on any product to keep it here.</p>}
      />
      <AisleSection
        id="aisle-buy-again"
        title="Buy It Again"
        seeAll="/account/purchased"
        products={purchased.data?.products}
        error={purchased.error}
        empty={<p>Products you order show up here, the ones you buy most first.</p>}
      />
      <AisleSection
        id="aisle-recommended"
        title="New for you"
        seeAll="/account/recommended"
        products={recommended.data?.products}
        error={recommended.error}
        empty={<p>Nothing new to suggest yet: your orders tell us what you like.</p>}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
