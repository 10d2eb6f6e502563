import {
  type AutoshipFrequency,
  autoshipRunning,
  type CartLineItem,
  DEFAULT_AUTOSHIP_FREQUENCY,
} from '@pantry/domain';
import { useId, useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';
import { useAccount } from '../account/index.ts';
import { useAutoshipSchedule, useCartItemToShipment } from './api.ts';
import { FrequencySelect } from './frequency-select.tsx';

/**
 * Account spec §4 'Moves: … cart item to next-shipment cart': the line becomes a recurring item of the next
 * shipment at its quantity, every so many weeks as the shopper picks (the schedule's frequency for new items
 * first). Only for a shopper whose autoship runs, and not for bundles or out-of-stock lines.
 */
export function MoveToNextShipment({ line }: { line: CartLineItem }) {
  const { account } = useAccount();
  const running = account?.logged_in === 1 && autoshipRunning(account.autoship.status);
  const schedule = useAutoshipSchedule(running).data;
  const move = useCartItemToShipment();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AutoshipFrequency | null>(null);
  if (!running || !line.in_stock || line.bundle_options) return null;
  const error = move.error ? (
    <span role="alert" className="form-error">
      {apiFailure(move.error).message}
    </span>
  ) : null;
  if (!open) {
    return (
      <>
        <button
          type="button"
          className="button-link"
          onClick={() => setOpen(true)}
          aria-label={`Move ${line.title} to your next shipment`}
        >
          Move to next shipment
        </button>
        {error}
      </>
    );
  }
  const chosen =
    frequency ?? (schedule?.frequency as AutoshipFrequency | undefined) ?? DEFAULT_AUTOSHIP_FREQUENCY;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    move.mutate({ productId: line.product_id, frequency: chosen }, { onSettled: () => setOpen(false) });
  };
  return (
    <form className="cart-line-move" aria-label={`Deliver ${line.title} on autoship`} onSubmit={submit}>
      <label htmlFor={`${id}-frequency`}>Every</label>
      <FrequencySelect id={`${id}-frequency`} value={chosen} onChange={setFrequency} />
      <button type="submit" className="button button-primary" disabled={move.isPending}>
        Move
      </button>
      <button type="button" className="button-link" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
