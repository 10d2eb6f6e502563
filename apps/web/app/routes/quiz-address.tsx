import { Link, redirect } from 'react-router';
import { useAccount } from '../features/account/index.ts';
import { addressesRead, PostalAddress, useAddresses } from '../features/addresses/index.ts';
import { QUIZ_PICKS_PATH } from '../features/quiz/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { pageQueries } from '../lib/page-queries.ts';
import { loginUrl } from '../lib/route-guards.ts';
import type { Route } from './+types/quiz-address';

export function meta() {
  return [{ title: 'Delivery address | Quiz | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only (a visitor signs in and comes back); the addresses are read on the server. */
export async function loader({ context: { services } }: Route.LoaderArgs) {
  const account = await services.viewer.account();
  if (account.logged_in !== 1 || account.id == null) throw redirect(loginUrl('/quiz/address'));
  const accountId = account.id;
  return pageQueries({ critical: [(client) => client.ensureQueryData(addressesRead(services, accountId))] });
}

/**
 * Account-and-shell §2 /quiz/address: where the first box goes, before the picks: the default address (and whether
 * fresh delivery reaches the shopper), or a way to add one; then on to the picks.
 */
export default function QuizAddress() {
  const { account } = useAccount();
  const addresses = useAddresses();
  const address = addresses.data?.find((a) => a.is_default) ?? addresses.data?.[0] ?? null;
  return (
    <div className="container quiz-page">
      <section className="quiz-step" aria-labelledby="address-title">
        <h1 id="address-title" className="quiz-title">
          Where should your first box go?
        </h1>
        {address ? (
          <>
            <p>We will deliver to:</p>
            <PostalAddress address={address} className="quiz-address" />
            <p>
              {account?.fresh_enabled
                ? 'Fresh food is delivered cold to you.'
                : 'Fresh delivery is off for your account; your picks come from grocery and frozen.'}
            </p>
          </>
        ) : (
          <p>You have no delivery address yet; add one now or before checkout.</p>
        )}
        <div className="quiz-actions">
          <Link className="button button-secondary" to="/account/addresses">
            {address ? 'Change address' : 'Add an address'}
          </Link>
          <Link className="button button-primary" to={QUIZ_PICKS_PATH}>
            Continue to my picks
          </Link>
        </div>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
