import { type AdminOrder, dollarsToCents, formatDollars, type RefundPart, splitRefund } from '@pantry/domain';
import { useState } from 'react';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { useOrderChanges } from './api.ts';

type Preview = { key: string; amountCents: number; reason: string; parts: RefundPart[] };

/** A key for one refund: a second click, or the same confirmation sent twice, refunds once. */
function refundKey(): string {
  return `console-${crypto.randomUUID()}`;
}

/**
 * Refund part or all of the order: the amount first, then how it will split (the domain's rule, the one the server
 * applies: card first, then gift card, then Thrive Cash), then the confirmation that sends it with its key.
 */
export function RefundForm({ admin }: { admin: AdminOrder }) {
  const form = useConsoleForm();
  const changes = useOrderChanges(admin.order.increment_id);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (admin.refundable_cents <= 0) return null;
  const tenders = admin.tenders.map((tender) => ({
    kind: tender.kind,
    paymentId: tender.payment_id,
    label: tender.label,
    amountCents: tender.amount_cents,
    refundedCents: tender.refunded_cents,
  }));
  const ask = form.onSubmit(async (data) => {
    setDone(null);
    const amountCents = dollarsToCents(Number(textOf(data, 'amount')));
    const split = splitRefund(tenders, amountCents);
    if (!split.ok) throw new Error(split.message);
    setPreview({ key: refundKey(), amountCents, reason: textOf(data, 'reason'), parts: split.parts });
  });
  const confirm = () =>
    void form.run(async () => {
      if (!preview) return;
      await changes.refund({
        idempotency_key: preview.key,
        amount_cents: preview.amountCents,
        ...(preview.reason ? { reason: preview.reason } : {}),
      });
      setDone(`Refunded ${formatDollars(preview.amountCents)}.`);
      setPreview(null);
    });
  return (
    <section aria-labelledby="order-refund">
      <h2 id="order-refund">Refund</h2>
      {preview ? (
        <div className="console-form">
          <p id="refund-split-title">Refund {formatDollars(preview.amountCents)} as follows:</p>
          <ul aria-labelledby="refund-split-title" className="console-list" data-testid="refund-split">
            {preview.parts.map((part) => (
              <li key={`${part.kind}-${part.paymentId ?? 0}`}>
                {part.label}: {formatDollars(part.amountCents)}
              </li>
            ))}
          </ul>
          <div className="console-actions">
            <button type="button" className="console-button" disabled={form.busy} onClick={confirm}>
              Confirm refund of {formatDollars(preview.amountCents)}
            </button>
            <button type="button" className="console-button is-quiet" onClick={() => setPreview(null)}>
              Change amount
            </button>
          </div>
        </div>
      ) : (
        <form className="console-form" onSubmit={ask}>
          <ConsoleField
            label="Amount in dollars"
            id="refund-amount"
            hint={`At most ${formatDollars(admin.refundable_cents)}.`}
          >
            <input
              id="refund-amount"
              name="amount"
              type="number"
              min="0.01"
              step="0.01"
              max={(admin.refundable_cents / 100).toFixed(2)}
              required
              aria-describedby="refund-amount-hint"
            />
          </ConsoleField>
          <ConsoleField label="Reason (optional)" id="refund-reason">
            <input id="refund-reason" name="reason" maxLength={500} />
          </ConsoleField>
          <ConsoleSubmit busy={form.busy}>Show the split</ConsoleSubmit>
        </form>
      )}
      <ConsoleFormError message={form.error} />
      <p role="status" className="console-muted">
        {done}
      </p>
    </section>
  );
}
