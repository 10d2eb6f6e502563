import { formatStoreDate } from '@pantry/domain';
import { Link } from 'react-router';
import { useAccount } from '../features/account/index.ts';
import { CancellationFrame, requireRetentionOfferTaken } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/cancellation-offer-confirmation';

export function meta() {
  return [{ title: 'Your free month is on us | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireRetentionOfferTaken(await context.services.viewer.account(), new URL(request.url));
  return null;
}

/** After 'Stay and get a free month' (only then: the loader checks the offer was taken): the new renewal date. */
export default function CancellationOfferConfirmation() {
  const { account } = useAccount();
  const renews = formatStoreDate(account?.subscription.expired_date, 'long');
  return (
    <CancellationFrame
      title="Your free month is on us"
      lede={`Thanks for staying${account?.firstname ? `, ${account.firstname}` : ''}! We've added a month to your membership${renews ? `: it now renews on ${renews}` : ''}.`}
      actions={
        <div className="mb-actions">
          <Link to="/" className="button button-primary">
            Keep shopping
          </Link>
          <Link to="/account" className="button button-secondary">
            Go to my account
          </Link>
        </div>
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
