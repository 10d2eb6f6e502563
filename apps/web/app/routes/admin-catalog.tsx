import { Form, Link, useSearchParams } from 'react-router';
import {
  CATALOG_CHOICE_FORM,
  CatalogPaging,
  CatalogSearch,
  CatalogTable,
  ConsoleError,
  catalogProductsQuery,
  catalogQueryFromSearch,
  consoleMeta,
  consolePage,
  useCatalogProducts,
} from '../features/console/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-catalog';

export function meta() {
  return consoleMeta('Catalog');
}

/** Anyone who may read the catalog (catalog.read): the search's page of products, read on the server. */
export function loader(args: Route.LoaderArgs) {
  const { services } = args.context;
  return consolePage(args, {
    permission: 'catalog.read',
    reads: (url) => {
      const query = catalogQueryFromSearch(url.searchParams);
      return [inProcess(catalogProductsQuery(query), () => services.admin.catalogProducts(query))];
    },
  });
}

/** /admin/catalog: search products by title, SKU, brand or category; each opens its edit form. */
export default function ConsoleCatalog({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const list = useCatalogProducts(catalogQueryFromSearch(search));
  const canImport = loaderData.session.permissions.includes('catalog.write');
  return (
    <section className="console-page" aria-labelledby="catalog-title">
      <h1 id="catalog-title">Catalog</h1>
      {canImport ? (
        <p>
          <Link className="console-button is-quiet" to="/admin/catalog/import">
            Import or export CSV
          </Link>
        </p>
      ) : null}
      <CatalogSearch />
      {canImport && list.data?.total ? (
        <BulkPriceChoice q={search.get('q')?.trim() ?? ''} total={list.data.total} />
      ) : null}
      <div aria-live="polite" aria-busy={list.isFetching || undefined}>
        {list.isError ? <p role="alert">{list.error.message}</p> : null}
        {list.data ? <CatalogTable list={list.data} choose={canImport} /> : null}
      </div>
      {list.data ? <CatalogPaging list={list.data} /> : null}
    </section>
  );
}

/**
 * The bulk price change's two ways in: the products ticked in the list (a GET form the tick boxes belong to), or
 * every product the search finds.
 */
function BulkPriceChoice({ q, total }: { q: string; total: number }) {
  return (
    <Form id={CATALOG_CHOICE_FORM} method="get" action="/admin/catalog/prices" className="console-actions">
      <button type="submit" className="console-button is-quiet">
        Change prices of the ticked products
      </button>
      {q ? (
        <Link className="console-button is-quiet" to={`/admin/catalog/prices?q=${encodeURIComponent(q)}`}>
          Change prices of all {total} matching
        </Link>
      ) : null}
    </Form>
  );
}

export const ErrorBoundary = ConsoleError;
