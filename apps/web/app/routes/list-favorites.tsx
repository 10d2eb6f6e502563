import { LIST_PAGING } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { Pager } from '../components/common/pager.tsx';
import { FormError } from '../components/forms/field.tsx';
import { favoriteProductsQuery, ListsNav } from '../features/lists/index.ts';
import { ProductGrid, toCardProduct } from '../features/product-card/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/list-favorites';

export function meta() {
  return [{ title: 'Favorites | Pantry' }, { name: 'robots', content: 'noindex' }];
}

function pageOf(search: URLSearchParams) {
  const page = Number(search.get('page'));
  return {
    cur_page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
    page_size: LIST_PAGING.pageSize,
  };
}

/** Signed-in shoppers only (a visitor goes to sign in and back); the first page of favorites is in the HTML. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId, url }) => {
    const page = pageOf(url.searchParams);
    return {
      critical: [
        inProcess(favoriteProductsQuery(page), () => services.lists.favoriteProducts(accountId, page)),
      ],
    };
  });
}

/** Storefront §2 /list/favorites: the products the shopper hearted, newest first. */
export default function FavoritesPage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const favorites = useQuery(favoriteProductsQuery(page));
  const data = favorites.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <div className="container lists-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Favorites', url: '/list/favorites' },
        ]}
      />
      <h1>Favorites</h1>
      <ListsNav />
      {favorites.isError ? <FormError message={favorites.error.message} /> : null}
      {data ? (
        data.count === 0 ? (
          <p>No favorites yet. Tap the heart on any product to keep it here.</p>
        ) : (
          <>
            <p className="muted">{data.count === 1 ? '1 favorite' : `${data.count} favorites`}</p>
            <ProductGrid products={data.products.map(toCardProduct)} label="Your favorites" />
            <Pager
              page={page.cur_page}
              pages={pages}
              href={(n) => `/list/favorites?page=${n}`}
              label="Favorites pages"
            />
          </>
        )
      ) : (
        <p className="loading-text">Loading your favorites…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
