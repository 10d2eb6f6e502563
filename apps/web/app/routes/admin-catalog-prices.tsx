import type { ProductSelection } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ConsoleError, catalogProductsQuery, consoleMeta, consolePage } from '../features/console/index.ts';
import { PriceChangeForm } from '../features/console-tasks/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-catalog-prices';

export function meta() {
  return consoleMeta('Change prices');
}

/** The products the address names: the ids ticked in the list (`id`), or the list's search (`q`). */
function selectionOf(search: URLSearchParams): ProductSelection | null {
  const ids = search
    .getAll('id')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length) return { product_ids: ids };
  const q = search.get('q')?.trim();
  return q ? { q } : null;
}

/** catalog.write; a search's count of products is read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'catalog.write',
    reads: (url) => {
      const q = url.searchParams.get('q')?.trim();
      return q && !url.searchParams.has('id')
        ? [inProcess(catalogProductsQuery({ q }), () => services.admin.catalogProducts({ q }))]
        : [];
    },
  });
}

/** /admin/catalog/prices: a bulk price change of the chosen products, started as a task. */
export default function ConsoleCatalogPrices() {
  const [search] = useSearchParams();
  const selection = selectionOf(search);
  const q = selection?.q;
  const list = useQuery({ ...catalogProductsQuery({ q: q ?? '' }), enabled: Boolean(q) });
  const count = selection?.product_ids?.length ?? (selection?.q ? (list.data?.total ?? 0) : 0);
  return (
    <section className="console-page" aria-labelledby="prices-title">
      <p>
        <Link to={selection?.q ? `/admin/catalog?q=${encodeURIComponent(selection.q)}` : '/admin/catalog'}>
          ← Catalog
        </Link>
      </p>
      <h1 id="prices-title">Change prices</h1>
      {selection && count > 0 ? (
        <>
          <p role="status">
            {selection.q
              ? `All ${count} ${count === 1 ? 'product' : 'products'} matching “${selection.q}”.`
              : `The ${count} ${count === 1 ? 'product' : 'products'} you ticked.`}{' '}
            The change runs as a task; you can follow it, or leave it running.
          </p>
          <PriceChangeForm products={selection} count={count} />
        </>
      ) : (
        <p>
          No products chosen. <Link to="/admin/catalog">Search the catalog</Link>, then tick products or
          change the prices of every product the search finds.
        </p>
      )}
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
