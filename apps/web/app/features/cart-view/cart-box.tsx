import type { CartBoxWire } from '@pantry/domain';
import { countLabel } from '@pantry/domain';
import { useId } from 'react';
import { ScheduledItems } from '../autoship/index.ts';
import { BOX_TITLES, freeShippingPercent } from '../cart/index.ts';
import { CartLine } from './cart-line.tsx';

/**
 * One temperature box (spec §3 Box): its title and item count, its message ("You're $12.05 away from free
 * shipping" / "You've earned free shipping!"), the free-shipping progress, the fresh message, then its lines.
 */
export function CartBox({ box, headingLevel }: { box: CartBoxWire; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const percent = freeShippingPercent(box);
  const earned = box.free_ship_amt_needed <= 0;
  return (
    <section className={`cart-box cart-box-${box.box_type}`} aria-labelledby={titleId}>
      <div className="cart-box-head">
        <Heading id={titleId} className="cart-box-title">
          {BOX_TITLES[box.box_type]}
        </Heading>
        <span className="cart-box-count muted">{countLabel(box.number_of_items, 'item')}</span>
      </div>
      <div className={`cart-box-shipping${earned ? ' is-earned' : ''}`}>
        <p className="cart-box-message">{box.cart_message}</p>
        <div
          className="ship-progress"
          role="progressbar"
          aria-label={`${BOX_TITLES[box.box_type]}: progress to free ${box.box_type === 'fresh' ? 'delivery' : 'shipping'}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="ship-progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {box.fresh_message ? <p className="cart-box-fresh-note">{box.fresh_message}</p> : null}
      <ul className="cart-lines">
        {box.items.map((line) => (
          <CartLine key={line.line_item_id} line={line} />
        ))}
      </ul>
      <ScheduledItems box={box} headingLevel={headingLevel === 2 ? 3 : 4} />
    </section>
  );
}
