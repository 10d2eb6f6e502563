import type { Account, MembershipOffer } from '@pantry/domain';
import { useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useAccount, useSetAccount } from '../account/index.ts';
import { useAddresses } from '../addresses/index.ts';
import {
  CardChooser,
  initialCardChoice,
  NEW_CARD,
  usableCards,
  usePaymentMethods,
} from '../payments/index.ts';
import { joinMembership } from './api.ts';
import { OrderSummary } from './order-summary.tsx';

/**
 * The payment step of joining (new members, trials and lapsed members rejoining): choose a saved card or add one,
 * see what is due today, then POST /membership { plan_code, payment_token }. The answer is the new account.
 */
export function JoinPanel({
  offer,
  offers,
  onJoined,
  joinLabel,
  summaryExtra,
  stacked = false,
}: {
  offer: MembershipOffer;
  offers: readonly MembershipOffer[];
  onJoined: (account: Account) => void | Promise<void>;
  joinLabel?: string;
  summaryExtra?: React.ReactNode;
  /** One column (inside another page's section) rather than the checkout's two. */
  stacked?: boolean;
}) {
  const { account } = useAccount();
  const setAccount = useSetAccount();
  const methods = usePaymentMethods();
  const addresses = useAddresses();
  const cards = usableCards(methods.data);
  const [selected, setSelected] = useState<string | null>(null);
  const form = useFormSubmit();
  const { busy } = form;

  // Until the shopper picks one, the default card is chosen: derived in the render that first shows the cards, so
  // no frame (nor a test under load) ever sees the new-card form chosen before it.
  const choice = selected ?? (methods.data ? initialCardChoice(cards) : NEW_CARD);
  const label = joinLabel ?? (offer.kind === 'trial' ? 'Start my free trial' : 'Join Pantry');

  async function join() {
    if (choice === NEW_CARD) {
      form.setFormError('Please add or choose a payment method.');
      return;
    }
    await form.submit(
      {},
      async () => {
        const fresh = await joinMembership(offer.plan_code, choice);
        setAccount(fresh);
        await onJoined(fresh);
      },
      { staysBusy: true },
    );
  }

  return (
    <div className={stacked ? 'checkout-grid is-stacked' : 'checkout-grid'}>
      <section className="checkout-main" aria-labelledby="payment-title">
        <h2 id="payment-title" className="step-title">
          Payment
        </h2>
        {methods.isPending ? (
          <p className="loading-text">Loading your cards…</p>
        ) : methods.isError ? (
          <FormError message={methods.error.message} />
        ) : (
          <CardChooser
            cards={cards}
            selected={choice}
            onSelect={setSelected}
            addresses={addresses.data}
            initialName={{ firstname: account?.firstname ?? null, lastname: account?.lastname ?? null }}
          />
        )}
      </section>
      <aside className="checkout-aside">
        <OrderSummary offer={offer} offers={offers}>
          {summaryExtra}
          <FormError message={form.formError} />
          <button
            type="button"
            className="button button-primary button-block"
            onClick={join}
            disabled={busy || choice === NEW_CARD}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" />
                {offer.kind === 'trial' ? 'Starting your trial…' : 'Processing payment…'}
              </>
            ) : (
              label
            )}
          </button>
          {choice === NEW_CARD && !busy ? <p className="summary-note">Save a card to continue.</p> : null}
          <p className="sr-only" aria-live="polite">
            {busy ? 'Processing your payment, please wait.' : ''}
          </p>
        </OrderSummary>
      </aside>
    </div>
  );
}
