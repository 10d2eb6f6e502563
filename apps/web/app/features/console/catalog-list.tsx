import type { AdminProductList, AdminProductQuery } from '@pantry/domain';
import { Link, useSearchParams } from 'react-router';
import { ConsoleSearch, ConsoleTable } from './console-search.tsx';

/** The product search as the address holds it: `q` and `page`. */
export function catalogQueryFromSearch(search: URLSearchParams): AdminProductQuery {
  const q = search.get('q')?.trim() || undefined;
  const page = Number(search.get('page'));
  return { ...(q ? { q } : {}), ...(Number.isInteger(page) && page > 1 ? { page } : {}) };
}

const dollars = (value: number) => `$${value.toFixed(2)}`;

/** A plain GET form: a search can be shared, reloaded and paged, and the loader reads it on the server. */
export function CatalogSearch() {
  const [search] = useSearchParams();
  return (
    <ConsoleSearch label="Products" clearTo="/admin/catalog">
      <div className="console-field is-wide">
        <label htmlFor="catalog-q">Search products</label>
        <input
          id="catalog-q"
          name="q"
          type="search"
          defaultValue={search.get('q') ?? ''}
          placeholder="Title, SKU, brand or category"
        />
      </div>
    </ConsoleSearch>
  );
}

/** The form the list's tick boxes belong to (the bulk price change's, on the catalog page). */
export const CATALOG_CHOICE_FORM = 'catalog-choice';

/** One page of products, each title linking to its edit form; with `choose`, a tick box each for a bulk change. */
export function CatalogTable({ list, choose = false }: { list: AdminProductList; choose?: boolean }) {
  if (list.products.length === 0) return <p className="console-muted">No products match this search.</p>;
  const columns = ['Product', 'SKU', 'Brand', 'Category', 'Price', 'Stock'];
  return (
    <ConsoleTable caption="Products, by title" columns={choose ? ['Choose', ...columns] : columns}>
      {list.products.map((product) => (
        <tr key={product.id}>
          {choose ? (
            <td>
              <input
                type="checkbox"
                name="id"
                value={product.id}
                form={CATALOG_CHOICE_FORM}
                aria-label={`Choose ${product.title}`}
              />
            </td>
          ) : null}
          <th scope="row">
            <Link to={`/admin/catalog/${product.id}`}>{product.title}</Link>
            {product.is_available ? null : <span className="console-muted"> (not available)</span>}
          </th>
          <td>
            <code>{product.sku}</code>
          </td>
          <td>{product.brand}</td>
          <td>{product.category}</td>
          <td>{dollars(product.price)}</td>
          <td>{product.stock_qty}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** 'Previous' and 'Next' under the table, and where this page is in the whole. */
export function CatalogPaging({ list }: { list: AdminProductList }) {
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const to = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const text = next.toString();
    return `/admin/catalog${text ? `?${text}` : ''}`;
  };
  return (
    <nav className="console-paging" aria-label="Product pages">
      <p className="console-muted">
        {list.total} products, page {list.page} of {pages}
      </p>
      {list.page > 1 ? (
        <Link className="console-button is-quiet" to={to(list.page - 1)}>
          Previous
        </Link>
      ) : null}
      {list.page < pages ? (
        <Link className="console-button is-quiet" to={to(list.page + 1)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
