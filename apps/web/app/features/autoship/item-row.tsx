import {
  type AutoshipItemWire,
  autoshipMessages,
  formatWireDollars,
  shipmentDateWording,
  subscribedText,
} from '@pantry/domain';
import { useId } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useChangeItem, useItemToCart } from './api.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { useShowsAutoshipPrices } from './shopper.ts';

/** One subscribed item with what can be done to it: skip once, ship now, pause or resume, remove, reschedule. */
export function AutoshipItemRow({
  item,
  inNextShipment,
}: {
  item: AutoshipItemWire;
  inNextShipment: boolean;
}) {
  const change = useChangeItem();
  const toCart = useItemToCart();
  const id = useId();
  const showsPrices = useShowsAutoshipPrices();
  const busy = change.isPending || toCart.isPending;
  const set = (patch: Parameters<typeof change.mutate>[0]) => change.mutate(patch);
  const failure = change.error
    ? change.variables?.status === 'cancelled'
      ? autoshipMessages.removeFailed
      : apiFailure(change.error).message
    : toCart.error
      ? apiFailure(toCart.error).message
      : null;
  return (
    <li className="autoship-item">
      <img src={item.image} alt="" width={64} height={64} />
      <div>
        <a href={item.url}>{item.name}</a>
        <p>
          {subscribedText(item.frequency, item.qty)}
          {showsPrices ? ` · ${formatWireDollars(item.autoship_price)} each` : ''}
        </p>
        <p>
          {item.status === 'paused'
            ? 'Recurring paused'
            : `Next: ${shipmentDateWording(item.scheduled_at_date)}`}
          {item.skip_once ? ' (skipped this time)' : ''}
        </p>
      </div>
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
        {inNextShipment ? (
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
          onClick={() =>
            set({ itemId: item.item_id, status: item.status === 'paused' ? 'active' : 'paused' })
          }
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
      <FormError message={failure} />
    </li>
  );
}
