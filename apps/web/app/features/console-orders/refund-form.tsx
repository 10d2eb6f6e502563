import {
  type AdminOrder,
  dollarsToCents,
  formatDollars,
  linesRefundCents,
  type RefundPart,
  splitRefund,
} from '@pantry/domain';
import { useState } from 'react';
import { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from '../console/index.ts';
import { useOrderChanges } from './api.ts';

type Lines = { item_id: number; qty: number }[];
type Preview = { key: string; amountCents: number; lines: Lines | null; reason: string; parts: RefundPart[] };

/** A key for one refund: a second click, or the same confirmation sent twice, refunds once. */
function refundKey(): string {
  return `console-${crypto.randomUUID()}`;
}

/**
 * What the form asks for: the lines with a quantity, else the amount typed; a message (shown on the form, nothing
 * sent) when it is neither or the lines cannot be refunded.
 */
function askedFor(
  admin: AdminOrder,
  data: FormData,
): { amountCents: number; lines: Lines | null } | { message: string } {
  const lines = admin.lines
    .map((line) => ({ item_id: line.item_id, qty: Number(textOf(data, `line-${line.item_id}`) || 0) }))
    .filter((line) => line.qty > 0);
  if (lines.length > 0) {
    const priced = linesRefundCents(
      admin.lines.map((line) => ({
        itemId: line.item_id,
        qty: line.qty,
        rowTotalCents: line.row_total_cents,
      })),
      lines.map((line) => ({ itemId: line.item_id, qty: line.qty })),
    );
    return priced.ok ? { amountCents: priced.cents, lines } : { message: priced.message };
  }
  const typed = textOf(data, 'amount');
  if (!typed) return { message: 'Type an amount, or the units of the lines to refund.' };
  return { amountCents: dollarsToCents(Number(typed)), lines: null };
}

/**
 * Refund part or all of the order: an amount or lines first, then how it will split (the domain's rule, the one
 * the server applies: card first, then gift card, then Thrive Cash), then the confirmation that sends it with its key.
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
    const asked = askedFor(admin, data);
    if ('message' in asked) return form.setError(asked.message);
    const split = splitRefund(tenders, asked.amountCents);
    if (!split.ok) return form.setError(split.message);
    const { amountCents, lines } = asked;
    setPreview({ key: refundKey(), amountCents, lines, reason: textOf(data, 'reason'), parts: split.parts });
  });
  const confirm = () =>
    void form.run(async () => {
      if (!preview) return;
      await changes.refund({
        idempotency_key: preview.key,
        ...(preview.lines ? { lines: preview.lines } : { amount_cents: preview.amountCents }),
        ...(preview.reason ? { reason: preview.reason } : {}),
      });
      setDone(`Refunded ${formatDollars(preview.amountCents)}.`);
      setPreview(null);
    });
  return (
    <section aria-labelledby="order-refund">
      <h2 id="order-refund">Refund</h2>
      {preview ? (
        <RefundSplit preview={preview} busy={form.busy} onConfirm={confirm} onBack={() => setPreview(null)} />
      ) : (
        <form className="console-form" onSubmit={ask}>
          <ConsoleField
            label="Amount in dollars"
            id="refund-amount"
            hint={`At most ${formatDollars(admin.refundable_cents)}, or choose lines below.`}
          >
            <input
              id="refund-amount"
              name="amount"
              type="number"
              min="0.01"
              step="0.01"
              max={(admin.refundable_cents / 100).toFixed(2)}
              aria-describedby="refund-amount-hint"
            />
          </ConsoleField>
          <fieldset className="console-form">
            <legend>Or refund lines (units of each)</legend>
            {admin.lines.map((line) => (
              <ConsoleField
                key={line.item_id}
                label={`${line.title} (of ${line.qty})`}
                id={`refund-line-${line.item_id}`}
              >
                <input
                  id={`refund-line-${line.item_id}`}
                  name={`line-${line.item_id}`}
                  type="number"
                  min="0"
                  max={line.qty}
                  step="1"
                  inputMode="numeric"
                />
              </ConsoleField>
            ))}
          </fieldset>
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

/** The refund's split, before anything is sent: Confirm sends it, Change goes back to the form. */
function RefundSplit({
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  preview: Preview;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
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
        <button type="button" className="console-button" disabled={busy} onClick={onConfirm}>
          Confirm refund of {formatDollars(preview.amountCents)}
        </button>
        <button type="button" className="console-button is-quiet" onClick={onBack}>
          Change amount
        </button>
      </div>
    </div>
  );
}
