import type { CartWire } from '@pantry/domain';
import { countLabel, formatWireDollars } from '@pantry/domain';
import type { PromisedDate } from './api.ts';
import { arrivalWording, BOX_NAMES, BOX_SHIPPING_TOTAL, boxArrivalText } from './checkout-format.ts';

type Box = CartWire['boxes'][number];

function shippingCost(box: Box, totals: CartWire['totals']): string | null {
  const total = totals.find((entry) => entry.type === BOX_SHIPPING_TOTAL[box.box_type]);
  if (!total) return null;
  return total.value === 0 ? 'FREE' : formatWireDollars(total.value);
}

/**
 * Step 2: when it comes. One line per box with the promised date in the spec's words (today, tomorrow, 'by' a
 * Monday, 'on' other days; the fresh box is delivered, the others ship) and what its shipping costs.
 */
export function DeliveryStep({
  cart,
  promised,
  now,
}: {
  cart: Pick<CartWire, 'boxes' | 'totals'>;
  promised: { data?: PromisedDate; isPending: boolean; isError: boolean };
  now?: Date;
}) {
  const wording = arrivalWording(promised.data?.promised_date, now);
  return (
    <div className="form-stack">
      {promised.isPending ? <p className="loading-text">Checking delivery dates…</p> : null}
      {promised.isError || (promised.data && !wording && !promised.data.delivery_text) ? (
        <p className="summary-note">
          We couldn't load a delivery date just now. Your order confirmation will show it.
        </p>
      ) : null}
      <ul className="checkout-deliveries">
        {cart.boxes.map((box) => {
          const cost = shippingCost(box, cart.totals);
          return (
            <li key={box.box_type} className="checkout-delivery">
              <div>
                <p className="checkout-delivery-box">
                  {BOX_NAMES[box.box_type]}
                  <span className="muted">{` · ${countLabel(box.number_of_items, 'item')}`}</span>
                </p>
                {wording ? (
                  <p className="checkout-delivery-when">{boxArrivalText(box.box_type, wording)}</p>
                ) : promised.data?.delivery_text ? (
                  <p className="checkout-delivery-when">{promised.data.delivery_text}</p>
                ) : null}
                {box.fresh_message ? <p className="summary-note">{box.fresh_message}</p> : null}
              </div>
              {cost ? (
                <p className={cost === 'FREE' ? 'checkout-delivery-cost is-free' : 'checkout-delivery-cost'}>
                  {cost}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
