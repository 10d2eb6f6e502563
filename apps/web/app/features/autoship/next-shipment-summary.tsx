import {
  autoshipRunning,
  FIRST_AUTOSHIP_EXTRA_PERCENT,
  formatWireDollars,
  shipmentDateWording,
  totalLabel,
} from '@pantry/domain';
import { useMemo } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useAutoshipSchedule, useAutoshipTotals, useShipNow } from './api.ts';
import { ChargeFailedBanner } from './charge-failed-banner.tsx';
import { AutoshipStatusActions, useAccountAutoshipStatus } from './status-actions.tsx';

const dollars = (value: number) => formatWireDollars(value);

/** The overview: when the next shipment goes, when it locks, what it costs (GET /autoship/schedule/totals). */
export function NextShipmentSummary() {
  const schedule = useAutoshipSchedule().data;
  const totals = useAutoshipTotals().data;
  const shipNow = useShipNow();
  // One press per shipment shown: pressed again before the page moves on to the next date, it is the same press.
  const nextDate = schedule?.next_shipment_date;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key when the shipment shown changes
  const pressKey = useMemo(() => newIdempotencyKey(), [nextDate]);
  const status = useAccountAutoshipStatus();
  if (!schedule) {
    return <p>You have no autoship yet. Subscribe to a product to start one.</p>;
  }
  // Turned off or paused: nothing ships, so the state and the way back on come instead of a shipment.
  if (!autoshipRunning(status)) return <AutoshipStatusActions moves={['turn_on', 'resume']} />;
  return (
    <section aria-labelledby="next-shipment-heading" className="autoship-summary">
      {schedule.charge_failed ? <ChargeFailedBanner /> : null}
      <h2 id="next-shipment-heading">Next shipment: {shipmentDateWording(schedule.next_shipment_date)}</h2>
      <p>Make changes before {schedule.cutoff_text}.</p>
      {totals ? (
        <dl className="autoship-totals">
          <dt>Subtotal</dt>
          <dd>{dollars(totals.subtotal)}</dd>
          {totals.totals.map((total) => (
            <div key={total.type}>
              <dt>{totalLabel(total.type)}</dt>
              <dd>{dollars(total.value)}</dd>
            </div>
          ))}
          <dt>Total</dt>
          <dd>{dollars(totals.grand_total)}</dd>
        </dl>
      ) : null}
      {totals?.first_autoship_order ? (
        <p>Your first autoship order takes {FIRST_AUTOSHIP_EXTRA_PERCENT}% extra off.</p>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        disabled={shipNow.isPending || !totals?.number_of_items}
        onClick={() => shipNow.mutate(pressKey)}
      >
        Ship now
      </button>
      {shipNow.isSuccess ? <p role="status">Your next shipment is placed.</p> : null}
      <FormError message={shipNow.error ? apiFailure(shipNow.error).message : null} />
    </section>
  );
}
