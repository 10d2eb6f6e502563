import { formatStoreDate } from '@pantry/domain';
import { Link, redirect } from 'react-router';
import { useAccount } from '../features/account/index.ts';
import {
  CancellationFrame,
  formatAmount,
  hasActiveMembership,
  Reactivate,
  requireSignedIn,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/cancellation-confirmation';

export function meta() {
  return [{ title: 'Your membership is canceled | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** For a canceled member; anyone else has nothing canceled to see (a member who rejoined sees the account). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  requireSignedIn(account, new URL(request.url));
  if (account.user_status !== 'canceled') {
    throw redirect(hasActiveMembership(account) ? '/account' : '/membership/payment/plans');
  }
  return null;
}

/** The cancel's receipt: when it ended and what was refunded (subscription.last_refund_amount); then reactivation. */
export default function CancellationConfirmation() {
  const { account } = useAccount();
  const subscription = account?.subscription;
  const refund = subscription?.last_refund_amount ?? 0;
  const canceledOn = formatStoreDate(subscription?.cancellation_date, 'long');

  return (
    <CancellationFrame
      title="Your membership is canceled"
      lede={`We're sorry to see you go${account?.firstname ? `, ${account.firstname}` : ''}. You can keep browsing Pantry, and rejoin whenever you like.`}
      actions={null}
    >
      <section className="form-card" aria-labelledby="cancel-receipt">
        <h2 id="cancel-receipt" className="summary-title">
          Cancellation details
        </h2>
        <dl className="summary-lines">
          <div>
            <dt>Canceled on</dt>
            <dd>{canceledOn ?? '—'}</dd>
          </div>
          <div>
            <dt>Refund</dt>
            <dd>{formatAmount(refund)}</dd>
          </div>
        </dl>
        <p className="summary-note">
          {refund > 0
            ? `We've refunded ${formatAmount(refund)} for the unused part of your membership to your card. It can take 5–10 business days to appear.`
            : 'Nothing was left to refund on your membership.'}
        </p>
      </section>
      <div className="mb-actions">
        <Link to="/" className="button button-secondary">
          Keep browsing
        </Link>
      </div>
      <Reactivate />
    </CancellationFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
