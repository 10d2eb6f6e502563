import { type ReorderAnswer, reorderNotice } from '@pantry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiFailure } from '../../lib/http/client.ts';
import { useReorder } from './api.ts';

type Outcome = { kind: 'success' | 'warning' | 'error'; message: string };

const NOTE_CLASS: Record<Outcome['kind'], string> = {
  success: 'order-reorder-note',
  warning: 'checkout-notice',
  error: 'checkout-warning',
};

/** Reorder (issue 12): everything still available goes into the cart, and the shopper reads what did not. */
export function ReorderButton({ reference }: { reference: string }) {
  const reorder = useReorder(reference);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer: ReorderAnswer = await reorder();
      setOutcome(reorderNotice(answer));
    } catch (error) {
      setOutcome({ kind: 'error', message: apiFailure(error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="order-reorder">
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Adding to your cart…
          </>
        ) : (
          'Reorder'
        )}
      </button>
      <div role="status" className="order-reorder-status">
        {outcome ? (
          <p className={NOTE_CLASS[outcome.kind]}>
            {outcome.message}
            {outcome.kind === 'error' ? null : (
              <>
                {' '}
                <Link to="/cart">View your cart</Link>
              </>
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
