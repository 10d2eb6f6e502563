import { useId } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useAddresses } from '../addresses/index.ts';
import { usePaymentMethods } from '../payments/index.ts';
import { useAutoshipSchedule, useChangeSchedule } from './api.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { AutoshipStatusActions } from './status-actions.tsx';

/** /autoship/settings: frequency, date, payment, address, and the whole autoship's moves (issue 14). */
export function AutoshipSettings() {
  const schedule = useAutoshipSchedule().data;
  const cards = (usePaymentMethods().data ?? []).filter((card) => card.cc_type !== 'ebt');
  const addresses = useAddresses().data ?? [];
  const change = useChangeSchedule();
  const id = useId();
  if (!schedule) return <p>You have no autoship yet. Subscribe to a product to start one.</p>;
  const busy = change.isPending;
  return (
    <>
      <form className="autoship-settings" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-frequency`}>Frequency for new items</label>
        <FrequencySelect
          id={`${id}-frequency`}
          value={schedule.frequency}
          disabled={busy}
          prefix
          onChange={(frequency) => change.mutate({ frequency })}
        />
        <label htmlFor={`${id}-date`}>Next shipment date</label>
        <input
          id={`${id}-date`}
          type="date"
          defaultValue={schedule.next_shipment_date}
          disabled={busy}
          onChange={(e) => e.target.value && change.mutate({ next_shipment_date: e.target.value })}
        />
        <label htmlFor={`${id}-card`}>Pay with</label>
        <select
          id={`${id}-card`}
          value={schedule.payment_method_id ?? ''}
          disabled={busy}
          onChange={(e) => e.target.value && change.mutate({ payment_method_id: Number(e.target.value) })}
        >
          <option value="">Your default card</option>
          {cards.map((card) => (
            <option key={card.id} value={card.id}>
              {card.cc_type} ending {card.last4}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-address`}>Ship to</label>
        <select
          id={`${id}-address`}
          value={schedule.address_id ?? ''}
          disabled={busy}
          onChange={(e) => e.target.value && change.mutate({ address_id: Number(e.target.value) })}
        >
          <option value="">Your default address</option>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {address.street1}, {address.city}
            </option>
          ))}
        </select>
        {change.isSuccess ? <p role="status">Saved.</p> : null}
        <FormError message={change.error ? apiFailure(change.error).message : null} />
      </form>
      <AutoshipStatusActions moves={['resume', 'turn_on', 'pause', 'turn_off', 'cancel']} />
    </>
  );
}
