import { formatDollars, type Product, salePriceCents } from '@pantry/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../components/common/product-image.tsx';
import { productHref } from '../../lib/product-links.ts';
import { useCartActions, useCartState, useSavedForLater } from '../cart/index.ts';

/**
 * Saved for later (spec §4; §7 'GET /list and GET /products | filter[list] | saved for later', page 1 size 10):
 * each item can move back to the cart (at its minimum) or be removed.
 */
export function SavedForLater({ headingLevel }: { headingLevel: 2 | 3 }) {
  const saved = useSavedForLater();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const products = saved.data?.products ?? [];
  if (products.length === 0) return null;
  const count = saved.data?.count ?? products.length;
  return (
    <section className="cart-saved" aria-labelledby={titleId}>
      <Heading id={titleId} className="cart-box-title">
        Saved for later <span className="muted">({count})</span>
      </Heading>
      <ul className="cart-lines">
        {products.map((product) => (
          <SavedItem key={product.id} product={product} />
        ))}
      </ul>
      {count > products.length ? (
        <p className="muted cart-saved-more">Showing the {products.length} most recently saved.</p>
      ) : null}
    </section>
  );
}

function SavedItem({ product }: { product: Product }) {
  const { pending } = useCartState();
  const actions = useCartActions();
  const queued = pending.get(product.id);
  const moving = queued?.save_for_later === false;
  const removing = queued !== undefined && queued.qty === 0 && queued.save_for_later !== true;
  const item = {
    product_id: product.id,
    title: product.title,
    min_order_qty: product.min_order_qty,
    max_order_qty: product.max_order_qty,
    saved: true,
  };
  const href = productHref(product);
  return (
    <li className={`cart-line is-saved${moving || removing ? ' is-leaving' : ''}`}>
      <Link to={href} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image} alt="" size={72} />
      </Link>
      <div className="cart-line-body">
        {product.manufacturer ? <p className="cart-line-brand">{product.manufacturer}</p> : null}
        <p className="cart-line-title">
          <Link to={href}>{product.title}</Link>
        </p>
        <p className="cart-line-unit muted">
          {formatDollars(salePriceCents(product))} each
          {product.line_item_qty > 1 ? ` · Qty ${product.line_item_qty}` : ''}
        </p>
        {product.in_stock ? null : <p className="cart-flag cart-flag-bad">Out of stock</p>}
        {moving ? <p className="cart-line-note">Moving to your cart…</p> : null}
      </div>
      <div className="cart-line-actions">
        <button
          type="button"
          className="button button-secondary cart-move-btn"
          disabled={moving || removing || !product.in_stock}
          onClick={() => actions.change(item, 'move_to_cart')}
          aria-label={`Move ${product.title} to cart`}
        >
          Move to cart
        </button>
        <button
          type="button"
          className="button-link"
          disabled={moving || removing}
          onClick={() => actions.change(item, 'remove_all')}
          aria-label={`Remove ${product.title} from saved items`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
