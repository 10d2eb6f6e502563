import type { SavedPaymentMethod } from '@pantry/domain';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { snackbar } from '../../lib/snackbar-store.ts';
import { EbtCardForm } from './ebt-card-form.tsx';

/**
 * The EBT part of the payment methods page: the saved EBT card (with its balance a click away) and 'Add an EBT
 * card', which /account/ebt_balance links to as /account/payment-methods?add=ebt, opening the form at once.
 */
export function EbtSection({
  ebt,
  renderItem,
  onChanged,
}: {
  ebt: SavedPaymentMethod | undefined;
  /** How the page lists a saved method (with Remove). */
  renderItem: (method: SavedPaymentMethod) => ReactNode;
  onChanged: () => Promise<void>;
}) {
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(params.get('add') === 'ebt' && !ebt);

  return (
    <section id="ebt" aria-labelledby="ebt-title" className="form-stack">
      <h2 id="ebt-title" className="section-title">
        EBT card
      </h2>
      {ebt ? (
        <>
          <ul className="onfile-list">{renderItem(ebt)}</ul>
          <p>
            <Link to="/account/ebt_balance">Check your EBT balance</Link>
          </p>
        </>
      ) : (
        <p className="mb-empty">Pay for SNAP-eligible groceries with your EBT card.</p>
      )}
      {adding ? (
        <div className="onfile-item is-editing">
          <h3 className="onfile-item-title">{ebt ? 'New EBT card' : 'Your EBT card'}</h3>
          <EbtCardForm
            onCancel={() => setAdding(false)}
            onSaved={async (card) => {
              await onChanged();
              setAdding(false);
              snackbar.push({ type: 'success', message: `${card.cc_label} saved.` });
            }}
          />
        </div>
      ) : (
        <div>
          <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
            {ebt ? 'Replace your EBT card' : 'Add an EBT card'}
          </button>
        </div>
      )}
    </section>
  );
}
