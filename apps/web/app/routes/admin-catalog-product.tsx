import { data, Link } from 'react-router';
import {
  ConsoleError,
  catalogProductQuery,
  consoleMeta,
  consolePage,
  ProductForm,
  StockForm,
  useCatalogProduct,
} from '../features/console/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import type { Route } from './+types/admin-catalog-product';

export function meta() {
  return consoleMeta('Product');
}

/** One product's edit form (catalog.read to see it, catalog.write to save, stock.write to count). */
export function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw data({ message: 'This product does not exist.' }, { status: 404 });
  const { services } = args.context;
  return consolePage(args, {
    permission: 'catalog.read',
    reads: () => [inProcess(catalogProductQuery(id), () => services.admin.catalogProduct(id))],
  });
}

/** /admin/catalog/:id: the product's fields with their messages, and its stock. */
export default function ConsoleCatalogProduct({ loaderData, params }: Route.ComponentProps) {
  const product = useCatalogProduct(Number(params.id));
  const may = loaderData.session.permissions;
  if (!product.data) return null;
  const p = product.data;
  return (
    <section className="console-page" aria-labelledby="product-title">
      <p>
        <Link to="/admin/catalog">← Catalog</Link>
      </p>
      <h1 id="product-title">{p.title}</h1>
      <dl className="console-facts">
        <div>
          <dt>SKU</dt>
          <dd>
            <code>{p.sku}</code>
          </dd>
        </div>
        <div>
          <dt>Brand</dt>
          <dd>{p.brand}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{p.category}</dd>
        </div>
        <div>
          <dt>In the store</dt>
          <dd>
            <a href={`/p/${p.url_key}`}>/p/{p.url_key}</a>
          </dd>
        </div>
      </dl>
      <h2>Stock</h2>
      {may.includes('stock.write') ? (
        <StockForm productId={p.id} stock={p.stock_qty} />
      ) : (
        <p>{p.stock_qty} units on hand.</p>
      )}
      <h2>Product</h2>
      {may.includes('catalog.write') ? null : (
        <p className="console-muted">Your role can read this product but not change it.</p>
      )}
      <ProductForm key={p.id} product={p} canEdit={may.includes('catalog.write')} />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
