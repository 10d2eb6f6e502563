import {
  type AutoshipItemWire,
  autoshipMessages,
  formatWireDollars,
  itemShipDate,
  shipmentDateWording,
  subscribedText,
} from '@pantry/domain';
import { useId } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useChangeItem, useItemToCart } from './api.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { useShowsAutoshipPrices } from './shopper.ts';

/**
 * When the item ships, in words: paused, skipped this once (and when it ships instead), or its next date. A skipped
 * item is never shown with the date of the shipment it sits out.
 */
export function itemDateText(item: AutoshipItemWire, nextShipmentDate: string | undefined): string {
  if (item.status === 'paused') return 'Recurring paused';
  const shipsOn = shipmentDateWording(itemShipDate(item, nextShipmentDate));
  if (item.skip_once && nextShipmentDate && item.scheduled_at_date <= nextShipmentDate) {
    return `Skipped on ${shipmentDateWording(nextShipmentDate)} · ships next ${shipsOn}`;
  }
  return `Next: ${shipsOn}`;
}

/** One subscribed item with what can be done to it: skip once, ship now, pause or resume, remove, reschedule. */
export function AutoshipItemRow({
  item,
  nextShipmentDate,
}: {
  item: AutoshipItemWire;
  nextShipmentDate: string | undefined;
}) {
  const change = useChangeItem();
  const toCart = useItemToCart();
  const showsPrices = useShowsAutoshipPrices();
  const failure = change.error
    ? change.variables?.status === 'cancelled'
      ? autoshipMessages.removeFailed
      : apiFailure(change.error).message
    : toCart.error
      ? apiFailure(toCart.error).message
      : null;
  return (
    <li className={`autoship-item${item.status === 'paused' ? ' is-paused' : ''}`}>
      <img src={item.image} alt="" width={64} height={64} />
      <div className="autoship-item-text">
        <a href={item.url}>{item.name}</a>
        <p>
          {subscribedText(item.frequency, item.qty)}
          {showsPrices ? ` · ${formatWireDollars(item.autoship_price)} each` : ''}
        </p>
        <p className="autoship-item-date">{itemDateText(item, nextShipmentDate)}</p>
      </div>
      <ItemActions
        item={item}
        // Skip and keep apply to the next shipment only: to items due by its date.
        due={item.status === 'active' && !!nextShipmentDate && item.scheduled_at_date <= nextShipmentDate}
        change={change}
        toCart={toCart}
      />
      <FormError message={failure} />
    </li>
  );
}

function ItemActions({
  item,
  due,
  change,
  toCart,
}: {
  item: AutoshipItemWire;
  due: boolean;
  change: ReturnType<typeof useChangeItem>;
  toCart: ReturnType<typeof useItemToCart>;
}) {
  const id = useId();
  const busy = change.isPending || toCart.isPending;
  const set = (patch: Parameters<typeof change.mutate>[0]) => change.mutate(patch);
  return (
    <div className="autoship-item-actions">
      <label htmlFor={`${id}-frequency`}>Every</label>
      <FrequencySelect
        id={`${id}-frequency`}
        value={item.frequency}
        disabled={busy}
        onChange={(frequency) => set({ itemId: item.item_id, frequency })}
      />
      <label htmlFor={`${id}-date`}>Ship on</label>
      <input
        id={`${id}-date`}
        type="date"
        defaultValue={item.scheduled_at_date}
        disabled={busy}
        onChange={(e) => e.target.value && set({ itemId: item.item_id, scheduled_at_date: e.target.value })}
      />
      {due ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => set({ itemId: item.item_id, skip_once: !item.skip_once })}
        >
          {item.skip_once ? 'Keep in next shipment' : 'Skip this once'}
        </button>
      ) : null}
      <button type="button" disabled={busy} onClick={() => toCart.mutate(item.item_id)}>
        Move to cart
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => set({ itemId: item.item_id, status: item.status === 'paused' ? 'active' : 'paused' })}
      >
        {item.status === 'paused' ? 'Resume' : 'Pause'}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => set({ itemId: item.item_id, status: 'cancelled' })}
      >
        Remove
      </button>
    </div>
  );
}
