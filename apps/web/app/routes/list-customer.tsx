import { useQuery } from '@tanstack/react-query';
import { data, useSearchParams } from 'react-router';
import { sharedListQuery } from '../features/lists/index.ts';
import { ProductGrid, toCardProduct } from '../features/product-card/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import type { Route } from './+types/list-customer';

export function meta() {
  return [{ title: 'A shared list | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** A link that names no shared list (never shared, turned off, deleted) is the not-found page (404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) throw data({ message: 'Page not found' }, { status: 404 });
  return pageQueries({
    critical: [
      (client) =>
        client.ensureQueryData(inProcess(sharedListQuery(token), () => context.services.lists.shared(token))),
    ],
  });
}

/** Storefront §2 /list/customer: a list someone shared, read-only, with each item's Add button. */
export default function SharedListPage() {
  const [search] = useSearchParams();
  const shared = useQuery(sharedListQuery(search.get('token') ?? ''));
  const list = shared.data;
  if (!list)
    return (
      <div className="container lists-page">
        <p className="loading-text">Loading the list…</p>
      </div>
    );
  return (
    <div className="container lists-page">
      <p className="muted">A list shared with you</p>
      <h1>{list.list.name}</h1>
      <p className="muted">
        {list.list.item_count === 1 ? '1 item' : `${list.list.item_count} items`}. Add what you like to your
        own cart.
      </p>
      {list.products.length ? (
        <ProductGrid products={list.products.map(toCardProduct)} label={list.list.name} />
      ) : (
        <p>This list is empty.</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
