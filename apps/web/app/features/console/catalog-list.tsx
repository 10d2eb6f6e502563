import type { AdminProductList, AdminProductQuery } from '@pantry/domain';
import { Form, Link, useSearchParams } from 'react-router';

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
    <Form method="get" className="console-filters" role="search" aria-label="Products">
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
      <div className="console-actions">
        <button type="submit" className="console-button">
          Search
        </button>
        <Link className="console-button is-quiet" to="/admin/catalog">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** One page of products, each title linking to its edit form. */
export function CatalogTable({ list }: { list: AdminProductList }) {
  if (list.products.length === 0) return <p className="console-muted">No products match this search.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="console-visually-hidden">Products, by title</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col">Brand</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {list.products.map((product) => (
            <tr key={product.id}>
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
        </tbody>
      </table>
    </div>
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
