import { alcoholNotice, type CartWire, formatWireDollars } from '@pantry/domain';
import { Link } from 'react-router';
import { ProductImage } from '../../components/common/product-image.tsx';
import { GiftReviewLines } from '../giftcards/index.ts';
import { BOX_NAMES } from './checkout-format.ts';

/**
 * The last step: what is being bought, box by box, with each line's quantity and price (free gifts and samples say
 * 'FREE ($x value)'), lines that ran out of stock marked, the gift cards and gift memberships being sent (issue 23),
 * and the alcohol notice of spec §1 when the cart has alcohol. A box with nothing in it is not shown.
 */
export function ReviewStep({ cart }: { cart: Pick<CartWire, 'boxes' | 'notification' | 'gifts'> }) {
  const boxes = cart.boxes.filter((box) => box.items.length > 0);
  const lines = boxes.flatMap((box) => box.items);
  const notice = alcoholNotice(lines);
  return (
    <div className="form-stack">
      {cart.notification ? (
        <p className="checkout-warning">
          {cart.notification} <Link to="/cart">Review your cart</Link>
        </p>
      ) : null}
      {boxes.map((box) => (
        <section key={box.box_type} className="checkout-box" aria-labelledby={`review-${box.box_type}`}>
          <h3 id={`review-${box.box_type}`} className="checkout-subtitle">
            {BOX_NAMES[box.box_type]}
            <span className="muted">{` · ${formatWireDollars(box.subtotal)}`}</span>
          </h3>
          <ul className="order-lines">
            {box.items.map((line) => (
              <li key={line.line_item_id} className="order-line">
                <ProductImage src={line.image} alt="" size={56} className="order-line-image" />
                <div className="order-line-body">
                  <p className="order-line-title">{line.title}</p>
                  <p className="order-line-qty">
                    Qty {line.line_item_qty}
                    {line.free_label ? null : (
                      <span className="muted">{` · ${formatWireDollars(line.price)} each`}</span>
                    )}
                  </p>
                  {line.in_stock ? null : <p className="order-line-alert">Out of stock</p>}
                </div>
                <p className="order-line-total">{line.free_label ?? formatWireDollars(line.row_total)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <GiftReviewLines gifts={cart.gifts ?? []} />
      {notice ? <p className="checkout-notice">{notice}</p> : null}
    </div>
  );
}
