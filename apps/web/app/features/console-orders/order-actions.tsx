import { type AdminOrder, CARRIERS, type OrderStatus, orderStatusLabel } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { useOrderChanges } from './api.ts';

/** Moves the order along the status table; only the moves the table allows are offered. */
export function StatusForm({ admin, canMove }: { admin: AdminOrder; canMove: boolean }) {
  const form = useConsoleForm();
  const changes = useOrderChanges(admin.order.increment_id);
  const moves = admin.next_statuses.filter((status) => status !== 'canceled');
  if (!canMove || moves.length === 0) return null;
  const submit = form.onSubmit(async (data) => {
    const tracking = textOf(data, 'tracking_number');
    const carrier = textOf(data, 'carrier');
    await changes.move(textOf(data, 'status') as OrderStatus, {
      ...(tracking ? { tracking_number: tracking } : {}),
      ...(carrier ? { carrier } : {}),
    });
  });
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="order-move">
      <h2 id="order-move">Move the order</h2>
      <ConsoleField label="New status" id="move-status">
        <select id="move-status" name="status">
          {moves.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField label="Tracking number (optional)" id="move-tracking">
        <input id="move-tracking" name="tracking_number" autoComplete="off" />
      </ConsoleField>
      <ConsoleField label="Carrier" id="move-carrier">
        <select id="move-carrier" name="carrier" defaultValue="">
          <option value="">None</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrier.toUpperCase()}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleSubmit busy={form.busy}>Move</ConsoleSubmit>
      <ConsoleFormError message={form.error} />
    </form>
  );
}

/** Cancels an order that has not left the warehouse, after a second click; the store refunds it in full. */
export function CancelOrder({ admin, canMove }: { admin: AdminOrder; canMove: boolean }) {
  const form = useConsoleForm();
  const changes = useOrderChanges(admin.order.increment_id);
  const [asked, setAsked] = useState(false);
  if (!canMove || !admin.can_cancel) return null;
  return (
    <section aria-labelledby="order-cancel">
      <h2 id="order-cancel">Cancel</h2>
      {asked ? (
        <p>
          Cancel order #{admin.order.increment_id}? Everything it paid goes back.{' '}
          <button
            type="button"
            className="console-button is-danger"
            disabled={form.busy}
            onClick={() => void form.run(() => changes.move('canceled'))}
          >
            Yes, cancel the order
          </button>{' '}
          <button type="button" className="console-button is-quiet" onClick={() => setAsked(false)}>
            Keep it
          </button>
        </p>
      ) : (
        <button type="button" className="console-button is-quiet" onClick={() => setAsked(true)}>
          Cancel order…
        </button>
      )}
      <ConsoleFormError message={form.error} />
    </section>
  );
}

/** Sends the order's confirmation, or once it has shipped its shipping e-mail, to the shopper again. */
export function ResendEmails({ admin }: { admin: AdminOrder }) {
  const form = useConsoleForm();
  const changes = useOrderChanges(admin.order.increment_id);
  const [sent, setSent] = useState<string | null>(null);
  const shipped = admin.order.shipment.shipped_at !== null;
  const send = (email: 'confirmation' | 'shipped', words: string) =>
    void form.run(async () => {
      setSent(null);
      await changes.resend(email);
      setSent(`The ${words} is on its way to ${admin.customer.email}.`);
    });
  return (
    <section aria-labelledby="order-emails">
      <h2 id="order-emails">E-mails</h2>
      <div className="console-actions">
        <button
          type="button"
          className="console-button is-quiet"
          disabled={form.busy}
          onClick={() => send('confirmation', 'order confirmation')}
        >
          Resend confirmation
        </button>
        {shipped ? (
          <button
            type="button"
            className="console-button is-quiet"
            disabled={form.busy}
            onClick={() => send('shipped', 'shipping e-mail')}
          >
            Resend shipping e-mail
          </button>
        ) : null}
      </div>
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {sent}
      </p>
    </section>
  );
}
