import { formatDollars, type Product, salePriceCents } from '@pantry/domain';
import { Link } from 'react-router';
import { ProductImage } from '../../components/common/product-image.tsx';
import { productHref } from '../../lib/product-links.ts';
import { useRemoveListItem } from './api.ts';

/** A list's products with their quantity on the list; the owner can take each off. */
export function ListItems({ listId, products }: { listId: number; products: readonly Product[] }) {
  const remove = useRemoveListItem(listId);
  if (products.length === 0) {
    return <p>This list is empty. Add products from your favorites below.</p>;
  }
  return (
    <ul className="list-items">
      {products.map((product) => {
        const href = productHref(product);
        const removing = remove.isPending && remove.variables === product.id;
        return (
          <li key={product.id} className="list-item">
            <Link to={href} tabIndex={-1} aria-hidden="true">
              <ProductImage src={product.image} alt="" size={72} />
            </Link>
            <div>
              {product.manufacturer ? <p className="muted">{product.manufacturer}</p> : null}
              <p>
                <Link to={href}>{product.title}</Link>
              </p>
              <p className="muted">
                {formatDollars(salePriceCents(product))} each · Qty {product.line_item_qty}
              </p>
              {product.in_stock ? null : <p className="cart-flag cart-flag-bad">Out of stock</p>}
            </div>
            <div className="list-item-actions">
              <button
                type="button"
                className="btn btn-ghost"
                disabled={removing}
                onClick={() => remove.mutate(product.id)}
                aria-label={`Remove ${product.title} from this list`}
              >
                {removing ? 'Removing…' : 'Remove'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
