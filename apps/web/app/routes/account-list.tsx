import { useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import {
  FAVORITES_TO_ADD,
  favoriteProductsQuery,
  ListDetailView,
  ListsNav,
  listDetailQuery,
  listHref,
} from '../features/lists/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-list';

export function meta() {
  return [{ title: 'List | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

function listIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw data({ message: 'Page not found' }, { status: 404 });
  }
  return id;
}

/** The list is the page: another shopper's list, or one that is gone, is the not-found page (404). */
export function loader(args: Route.LoaderArgs) {
  const id = listIdOf(args.params.id);
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(listDetailQuery(id), () => services.lists.detail(accountId, id))],
    optional: [
      inProcess(favoriteProductsQuery(FAVORITES_TO_ADD), () =>
        services.lists.favoriteProducts(accountId, FAVORITES_TO_ADD),
      ),
    ],
  }));
}

/** Account spec §2 /account/lists/my-lists/{id}. */
export default function AccountList({ params }: Route.ComponentProps) {
  const id = listIdOf(params.id);
  const detail = useQuery(listDetailQuery(id));
  return (
    <div className="container lists-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'My lists', url: '/account/lists/my-lists' },
          { label: detail.data?.list.name ?? 'List', url: listHref(id) },
        ]}
      />
      <ListsNav />
      {detail.isError ? <FormError message={detail.error.message} /> : null}
      {detail.data ? (
        <ListDetailView detail={detail.data} />
      ) : (
        <p className="loading-text">Loading the list…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
