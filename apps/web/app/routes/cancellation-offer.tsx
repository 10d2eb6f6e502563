import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../components/forms/field.tsx';
import { useAccount, useSetAccount } from '../features/account/index.ts';
import {
  acceptRetentionOffer,
  CancellationFrame,
  cancelMembership,
  clearCancellation,
  readCancellation,
  requireCancelable,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { freeShippingOver, useStoreConfig } from '../features/store-config/index.ts';
import { ApiError } from '../lib/http/client.ts';
import type { Route } from './+types/cancellation-offer';

export function meta() {
  return [
    { title: 'A free month on us | Cancel membership | Pantry' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCancelable(await context.services.viewer.account(), new URL(request.url));
  return null;
}

type Busy = 'stay' | 'cancel' | null;

/**
 * The last step: the retention offer ('Stay and get a free month', once per membership, not for trials) or the
 * cancel itself, sent with the reasons given on /cancellation/reasons.
 */
export default function CancellationOffer() {
  const { account } = useAccount();
  const setAccount = useSetAccount();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const offerOpen = account?.user_status === 'member' && !account.subscription.retention_offer_used;

  async function run(kind: Exclude<Busy, null>) {
    setBusy(kind);
    setError(null);
    try {
      const fresh =
        kind === 'stay' ? await acceptRetentionOffer() : await cancelMembership(readCancellation());
      setAccount(fresh);
      clearCancellation();
      await navigate(kind === 'stay' ? '/cancellation/offer-confirmation' : '/cancellation/confirmation', {
        replace: true,
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Oops! Something went wrong!');
      setBusy(null);
    }
  }

  const spinner = <span className="spinner" aria-hidden="true" />;
  return (
    <CancellationFrame
      step="offer"
      title={offerOpen ? 'Before you cancel: a free month on us' : 'Confirm your cancellation'}
      lede={
        offerOpen
          ? 'Stay a member and we’ll add a month to your membership at no charge.'
          : account?.user_status === 'trial'
            ? 'Your free trial ends today, and nothing is charged.'
            : 'Your membership ends today and the unused part of your fee is refunded to your card.'
      }
      actions={null}
    >
      <FormError message={error} />
      {offerOpen ? (
        <section className="offer-card" aria-labelledby="offer-title">
          <h2 id="offer-title">Stay and get a free month</h2>
          <KeepBenefits />
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            aria-busy={busy === 'stay' || undefined}
            onClick={() => run('stay')}
          >
            {busy === 'stay' ? <>{spinner}Adding your free month…</> : 'Stay and get a free month'}
          </button>
        </section>
      ) : null}
      <div className="mb-actions">
        {offerOpen ? null : (
          <Link to="/account" className="button button-primary">
            Keep my membership
          </Link>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          aria-busy={busy === 'cancel' || undefined}
          onClick={() => run('cancel')}
        >
          {busy === 'cancel' ? <>{spinner}Canceling…</> : 'Continue to cancel'}
        </button>
      </div>
      {offerOpen ? (
        <p className="summary-note">
          Canceling ends your membership today and refunds the unused part of your fee to your card.
        </p>
      ) : null}
    </CancellationFrame>
  );
}

/** What staying keeps, with the store's free-shipping threshold. */
function KeepBenefits() {
  const freeShipping = freeShippingOver(useStoreConfig());
  return (
    <p>Keep your member prices, {freeShipping} and Thrive Cash. Your next renewal moves a month later.</p>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
