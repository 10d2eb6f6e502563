import { type CartLineItem, canAddItem, cartMessages, formatWireDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { AddButton } from '../../components/common/add-button.tsx';
import { ProductImage } from '../../components/common/product-image.tsx';
import { MoveToNextShipment } from '../autoship/index.ts';
import { isFreeLine, useCartActions, useCartState } from '../cart/index.ts';
import { PrefilledRemoval } from '../quiz/index.ts';

const LINE_IMAGE_PX = 72;

/**
 * One cart line: image, brand, title, flags (free gift or sample 'FREE ({msrp} value)', alcohol, out of stock), the
 * counter, and 'Save for later' and 'Remove'. Free lines follow their offer, so they have no counter or actions.
 */
export function CartLine({ line }: { line: CartLineItem }) {
  const { pending } = useCartState();
  const actions = useCartActions();
  const queued = pending.get(line.product_id);
  const free = isFreeLine(line);
  const qty = free ? line.line_item_qty : (queued?.qty ?? line.line_item_qty);
  const leaving = !free && (queued?.save_for_later === true || qty === 0);
  const item = {
    product_id: line.product_id,
    title: line.title,
    min_order_qty: line.min_order_qty,
    max_order_qty: line.max_order_qty,
  };
  const href = `/p/${line.url_key}`;
  return (
    <li className={`cart-line${leaving ? ' is-leaving' : ''}`}>
      <Link to={href} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.image} alt="" size={LINE_IMAGE_PX} />
      </Link>
      <div className="cart-line-body">
        {line.manufacturer ? <p className="cart-line-brand">{line.manufacturer}</p> : null}
        <p className="cart-line-title">
          <Link to={href}>{line.title}</Link>
        </p>
        <LineFlags line={line} />
        {free ? null : (
          <p className="cart-line-unit muted">
            {formatWireDollars(line.price)} each
            {line.msrp > line.price ? (
              <>
                {' '}
                <s>
                  <span className="sr-only">was </span>
                  {formatWireDollars(line.msrp)}
                </s>
              </>
            ) : null}
          </p>
        )}
        {/* Volume incentive (issue 13): the tier reached, or how many more reach the next one. */}
        {line.conversion_drivers?.length ? (
          <p className="cart-line-note">{line.conversion_drivers.map((d) => d.display).join(' · ')}</p>
        ) : null}
        {queued?.save_for_later === true ? <p className="cart-line-note">Saving for later…</p> : null}
      </div>
      <div className="cart-line-side">
        <p className="cart-line-total">
          {free ? (line.free_label ?? 'FREE') : formatWireDollars(line.price * qty)}
        </p>
        {free ? (
          <p className="cart-line-qty muted">Qty {qty}</p>
        ) : (
          <AddButton
            title={line.title}
            count={qty}
            maxOrderQty={line.max_order_qty}
            canAdd={canAddItem(qty, line.in_stock, line.max_order_qty)}
            onAdd={() => actions.change(item, 'add')}
            onRemove={() => actions.change(item, 'remove')}
            size="line"
          />
        )}
      </div>
      {free ? null : (
        <div className="cart-line-actions">
          <button
            type="button"
            className="button-link"
            disabled={leaving}
            onClick={() => actions.change(item, 'save_for_later')}
            aria-label={`Save ${line.title} for later`}
          >
            Save for later
          </button>
          {line.is_cart_prefilled_item ? (
            <PrefilledRemoval
              title={line.title}
              productId={line.product_id}
              disabled={qty === 0}
              onRemove={() => actions.change(item, 'remove_all')}
            />
          ) : (
            <button
              type="button"
              className="button-link"
              disabled={qty === 0}
              onClick={() => actions.change(item, 'remove_all')}
              aria-label={`Remove ${line.title} from cart`}
            >
              Remove
            </button>
          )}
          <MoveToNextShipment line={line} />
        </div>
      )}
    </li>
  );
}

function LineFlags({ line }: { line: CartLineItem }) {
  const flags: { key: string; text: string; tone: 'good' | 'warn' | 'bad' }[] = [];
  if (line.free_label) {
    flags.push({
      key: 'free',
      text: line.tc_product_type === 'SAMPLE' ? 'Free sample' : 'Free gift',
      tone: 'good',
    });
  }
  if (!line.in_stock) flags.push({ key: 'stock', text: 'Out of stock', tone: 'bad' });
  if (line.is_alcohol) flags.push({ key: 'alcohol', text: cartMessages.alcoholSignature, tone: 'warn' });
  else if (line.restriction_tag?.prohibited_states.length) {
    const states = line.restriction_tag.prohibited_states.join(', ');
    flags.push({ key: 'restricted', text: `Can't ship to ${states}`, tone: 'warn' });
  }
  if (flags.length === 0) return null;
  return (
    <ul className="cart-line-flags">
      {flags.map((flag) => (
        <li key={flag.key} className={`cart-flag cart-flag-${flag.tone}`}>
          {flag.text}
        </li>
      ))}
    </ul>
  );
}
