import {
  type CartBoxWire,
  cutoffWording,
  formatWireDollars,
  nextShipmentHeading,
  subscribedText,
} from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { cartKeys } from '../cart/index.ts';
import { useShowsAutoshipPrices } from './shopper.ts';

/** setTimeout's longest wait; a cutoff further off is checked again after it. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * Account spec §4: 'A periodic check against the cart-box cutoff time refreshes the cart when the cutoff has
 * passed.' One timer to the cutoff (the cart then shows the following shipment).
 */
function useRefreshAtCutoff(cutoff: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!cutoff) return;
    const wait = new Date(cutoff).getTime() - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: cartKeys.cart }),
      Math.min(wait + 1_000, MAX_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [cutoff, client]);
}

/** A box's scheduled items (storefront §3 Box scheduled_items): the next autoship shipment, and when it locks. */
export function ScheduledItems({ box, headingLevel }: { box: CartBoxWire; headingLevel: 3 | 4 }) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  useRefreshAtCutoff(box.cutoff);
  const showsPrices = useShowsAutoshipPrices();
  if (box.scheduled_items.length === 0) return null;
  return (
    <section className="cart-scheduled" aria-labelledby={titleId}>
      <Heading id={titleId}>Scheduled items</Heading>
      <p className="muted">
        {nextShipmentHeading(box.box_type)}
        {box.cutoff ? `: changes close ${cutoffWording(new Date(box.cutoff))}` : ''}
      </p>
      <ul className="cart-lines">
        {box.scheduled_items.map((item) => (
          <li key={item.item_id} className="cart-line">
            <Link to={item.url}>{item.name}</Link>
            <span className="muted">
              {' '}
              {subscribedText(item.frequency, item.qty)}
              {showsPrices ? ` · ${formatWireDollars(item.autoship_price)} each` : ''}
              {item.skip_once ? ' · skipped this time' : ''}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/autoship/next-shipment">Manage</Link>
    </section>
  );
}
