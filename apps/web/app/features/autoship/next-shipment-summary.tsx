import {
  type AutoshipTotalsWire,
  autoshipRunning,
  countLabel,
  FIRST_AUTOSHIP_EXTRA_PERCENT,
  formatWireDollars,
  isShippingTotal,
  shipmentDateWording,
  totalLabel,
} from '@pantry/domain';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useAutoshipSchedule, useAutoshipTotals, useShipNow } from './api.ts';
import { ChargeFailedBanner } from './charge-failed-banner.tsx';
import { AutoshipStatusActions, useAccountAutoshipStatus } from './status-actions.tsx';

/** The overview: when the next shipment goes, when it locks, what it costs (GET /autoship/schedule/totals). */
export function NextShipmentSummary() {
  const schedule = useAutoshipSchedule().data;
  const totals = useAutoshipTotals().data;
  const status = useAccountAutoshipStatus();
  if (!schedule) {
    return <p>You have no autoship yet. Subscribe to a product to start one.</p>;
  }
  // Turned off or paused: nothing ships, so the state and the way back on come instead of a shipment.
  if (!autoshipRunning(status)) return <AutoshipStatusActions moves={['turn_on', 'resume']} />;
  const items = totals?.number_of_items ?? 0;
  return (
    <section aria-labelledby="next-shipment-heading" className="autoship-summary">
      {schedule.charge_failed ? <ChargeFailedBanner /> : null}
      <h2 id="next-shipment-heading">Next shipment: {shipmentDateWording(schedule.next_shipment_date)}</h2>
      {totals && items === 0 ? (
        // Every item skipped or out of stock: nothing to price, and nothing to ship now.
        <p>
          Nothing ships on this date: every item is skipped this time or out of stock.{' '}
          <Link to="/autoship/all-items">See when your items ship</Link>
        </p>
      ) : (
        <>
          <p>Make changes before {schedule.cutoff_text}.</p>
          {totals ? <ShipmentTotals totals={totals} /> : null}
          {totals?.first_autoship_order ? (
            <p>Your first autoship order takes {FIRST_AUTOSHIP_EXTRA_PERCENT}% extra off.</p>
          ) : null}
          {totals ? <ShipNow nextDate={schedule.next_shipment_date} /> : null}
        </>
      )}
    </section>
  );
}

/** The shipment's money in the cart summary's rows (cart-summary.css): subtotal, each total, then the total. */
function ShipmentTotals({ totals }: { totals: AutoshipTotalsWire }) {
  return (
    <dl className="cart-totals autoship-totals">
      <div className="cart-total-row">
        <dt>Subtotal ({countLabel(totals.number_of_items, 'item')})</dt>
        <dd>{formatWireDollars(totals.subtotal)}</dd>
      </div>
      {totals.totals.map((total) => (
        <div key={total.type} className={`cart-total-row${total.value < 0 ? ' is-reduction' : ''}`}>
          <dt>{totalLabel(total.type)}</dt>
          <dd>
            {isShippingTotal(total.type) && total.value === 0 ? 'FREE' : formatWireDollars(total.value)}
          </dd>
        </div>
      ))}
      <div className="cart-total-row is-grand">
        <dt>Total</dt>
        <dd>{formatWireDollars(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}

/** 'Ship now': places the next shipment today (only offered when it holds something). */
function ShipNow({ nextDate }: { nextDate: string | null | undefined }) {
  const shipNow = useShipNow();
  // One press per shipment shown: pressed again before the page moves on to the next date, it is the same press.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key when the shipment shown changes
  const pressKey = useMemo(() => newIdempotencyKey(), [nextDate]);
  // A second click before the page shows the first as pending (a double click) is not sent: the server would refuse
  // it while the first holds the shipment, and that refusal would be what the page shows.
  const pressing = useRef(false);
  const press = () => {
    if (pressing.current) return;
    pressing.current = true;
    shipNow.mutate(pressKey, {
      onSettled: () => {
        pressing.current = false;
      },
    });
  };
  return (
    <div className="autoship-ship-now">
      <button type="button" className="button button-secondary" disabled={shipNow.isPending} onClick={press}>
        Ship now
      </button>
      {shipNow.isSuccess ? <p role="status">Your next shipment is placed.</p> : null}
      <FormError message={shipNow.error ? apiFailure(shipNow.error).message : null} />
    </div>
  );
}
