import type { Product } from '@pantry/domain';
import { chosenQuantity, minOrderQty, quantityCeiling } from '@pantry/domain';
import { useEffect, useRef, useState } from 'react';
import { useCartActions, useCartManager, useCartQty } from '../cart/index.ts';
import { CartCounter } from '../product-card/index.ts';

type Buyable = Pick<Product, 'id' | 'title' | 'in_stock' | 'min_order_qty' | 'max_order_qty'>;

/**
 * The product page's buy control: a quantity counter beside Add, so a shopper puts 3 jars in the cart at once.
 * Once the product is in the cart, the cart's own counter takes its place (the card's minus, quantity, plus).
 */
export function QuantityAdd({ product }: { product: Buyable }) {
  const inCart = useCartQty(product.id);
  const root = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  // Add disappears when the cart counter replaces it: keep a keyboard user's place on the counter.
  useEffect(() => {
    if (inCart > 0 && added.current) {
      added.current = false;
      root.current?.querySelector<HTMLButtonElement>('.counter-btn:not(:disabled)')?.focus();
    }
  }, [inCart]);
  return (
    <div ref={root}>
      {inCart > 0 ? (
        <CartCounter product={product} size="page" />
      ) : (
        <ChooseAndAdd product={product} onAdded={() => (added.current = true)} />
      )}
    </div>
  );
}

function ChooseAndAdd({ product, onAdded }: { product: Buyable; onAdded: () => void }) {
  const min = minOrderQty(product.min_order_qty);
  const max = Math.max(min, quantityCeiling(product.max_order_qty));
  const [text, setText] = useState(String(min));
  const qty = chosenQuantity(text, min, max);
  const actions = useCartActions();
  const manager = useCartManager();
  const item = {
    product_id: product.id,
    title: product.title,
    min_order_qty: product.min_order_qty,
    max_order_qty: product.max_order_qty,
  };
  const add = () => {
    // The cart queue takes one step at a time (the first step goes to the minimum): step until it holds qty.
    for (let step = 0; step < qty && manager.qty(product.id) < qty; step++) {
      if (!actions.change(item, 'add')) return;
    }
    onAdded();
  };
  return (
    <div className="qty-add">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; a labelled group reads the same */}
      <div className="qty-stepper" role="group" aria-label={`Quantity of ${product.title}`}>
        <button
          type="button"
          className="counter-btn"
          onClick={() => setText(String(Math.max(min, qty - 1)))}
          disabled={qty <= min}
          aria-label="One less"
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className="qty-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text}
          aria-label="Quantity"
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(qty))}
        />
        <button
          type="button"
          className="counter-btn"
          onClick={() => setText(String(Math.min(max, qty + 1)))}
          disabled={qty >= max}
          aria-label="One more"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button
        type="button"
        className="add-btn"
        onClick={add}
        disabled={!product.in_stock}
        aria-label={`Add ${qty} ${product.title} to cart`}
      >
        Add
      </button>
    </div>
  );
}
