import type { SavedPaymentMethod } from '@pantry/domain';
import { useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useAccount } from '../account/index.ts';
import { ConfirmRemoval, useAddresses } from '../addresses/index.ts';
import {
  expiryText,
  makeDefaultCard,
  removePaymentMethod,
  usePaymentMethods,
  useRefreshPaymentMethods,
} from './api.ts';
import { CardForm } from './card-form.tsx';
import { EbtSection } from './ebt-section.tsx';
import { WalletButtons } from './wallets.tsx';

/**
 * The shopper's payment methods: cards with their expiry ('Expired' when past it), the default marked, add,
 * remove and make default; then the wallets (PayPal, Google Pay, Apple Pay); then the EBT card, added here.
 */
export function PaymentMethodsManager() {
  const { account } = useAccount();
  const methods = usePaymentMethods();
  const addresses = useAddresses();
  const refresh = useRefreshPaymentMethods();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (methods.isPending) return <p className="loading-text">Loading your payment methods…</p>;
  if (methods.isError) return <FormError message={methods.error.message} />;

  const all = methods.data;
  const cards = all.filter((method) => method.payment_type === 'card');
  const others = all.filter((method) => method.payment_type !== 'card' && method.payment_type !== 'ebt');
  const ebt = all.find((method) => method.payment_type === 'ebt');

  async function act(id: number, work: () => Promise<unknown>, done: string) {
    setBusyId(id);
    setError(null);
    try {
      await work();
      await refresh();
      setConfirming(null);
      snackbar.push({ type: 'success', message: done });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Oops! Something went wrong!');
    } finally {
      setBusyId(null);
    }
  }

  const item = (method: SavedPaymentMethod) => (
    <li key={method.id} className={`onfile-item${method.expired ? ' is-expired' : ''}`}>
      <div className="onfile-item-body">
        <p className="onfile-item-title">
          {method.cc_label}
          {method.is_default ? <span className="mb-tag">Default</span> : null}
          {method.expired ? <span className="mb-tag mb-tag-alert">Expired</span> : null}
        </p>
        {expiryText(method) ? (
          <p className="onfile-item-lines">{`${method.expired ? 'Expired' : 'Expires'} ${expiryText(method)}`}</p>
        ) : null}
      </div>
      {confirming === method.id ? (
        <ConfirmRemoval
          question={`Remove ${method.cc_label}?`}
          confirmLabel="Remove"
          busy={busyId === method.id}
          onConfirm={() =>
            act(method.id, () => removePaymentMethod(method.id), `${method.cc_label} removed.`)
          }
          onKeep={() => setConfirming(null)}
        />
      ) : (
        <div className="onfile-item-actions">
          {method.payment_type === 'card' && !method.is_default && !method.expired ? (
            <button
              type="button"
              className="button-link"
              disabled={busyId === method.id}
              onClick={() => act(method.id, () => makeDefaultCard(method.id), 'Default card changed.')}
            >
              Make default<span className="sr-only">{`: ${method.cc_label}`}</span>
            </button>
          ) : null}
          <button type="button" className="button-link" onClick={() => setConfirming(method.id)}>
            Remove<span className="sr-only">{`: ${method.cc_label}`}</span>
          </button>
        </div>
      )}
    </li>
  );

  return (
    <div className="form-stack">
      <FormError message={error} />
      <section aria-labelledby="cards-title" className="form-stack">
        <h2 id="cards-title" className="section-title">
          Cards
        </h2>
        {cards.length === 0 ? <p className="mb-empty">No cards saved yet.</p> : null}
        <ul className="onfile-list">{cards.map(item)}</ul>
        {adding ? (
          <div className="onfile-item is-editing">
            <h3 className="onfile-item-title">New card</h3>
            <CardForm
              focusOnOpen
              addresses={addresses.data}
              initialName={{ firstname: account?.firstname ?? null, lastname: account?.lastname ?? null }}
              showDefault={cards.length > 0}
              onCancel={() => setAdding(false)}
              onSaved={async (card) => {
                await refresh();
                setAdding(false);
                snackbar.push({ type: 'success', message: `${card.cc_label} saved.` });
              }}
            />
          </div>
        ) : (
          <div>
            <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
              Add a card
            </button>
          </div>
        )}
      </section>
      <section aria-labelledby="wallets-title" className="form-stack">
        <h2 id="wallets-title" className="section-title">
          Wallets
        </h2>
        {others.length > 0 ? <ul className="onfile-list">{others.map(item)}</ul> : null}
        <WalletButtons saved={others} onAdded={() => refresh()} />
      </section>
      <EbtSection ebt={ebt} renderItem={item} onChanged={refresh} />
    </div>
  );
}
