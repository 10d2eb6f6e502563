import { redirect, useNavigate, useSearchParams } from 'react-router';
import { isActiveAccount, useAccount } from '../features/account/index.ts';
import {
  CheckoutSteps,
  ChosenPlan,
  JoinPanel,
  MEMBERSHIP_STEPS,
  planFromSearch,
  useOffers,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/membership-method';

export function meta() {
  return [{ title: 'Payment method | Join Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Paying needs an account: a visitor goes to the account step with the same plan. An active member or trial user
 * has nothing to join and goes to the account hub.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const account = await context.services.viewer.account();
  guardPage(account, url);
  if (account.logged_in !== 1) throw redirect(`/membership/payment/account${url.search}`);
  if (isActiveAccount(account)) throw redirect('/account');
  return null;
}

/** The third step: a saved card or a new one, what is due today, and 'Join' (POST /membership). */
export default function MembershipMethod() {
  const offers = useOffers();
  const { account } = useAccount();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const offer = offers.data ? planFromSearch(search, offers.data) : undefined;
  // The plans page is for newcomers; a lapsed member rejoining changes the plan in the URL only.
  const canChange = account?.user_status !== 'canceled';

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={MEMBERSHIP_STEPS} current={2} />
      <h1>Add your payment method</h1>
      {offers.isPending ? (
        <p className="loading-text">Loading your plan…</p>
      ) : !offer || !offers.data ? (
        <div role="alert" className="form-error">
          We couldn't load the plans. Please refresh the page.
        </div>
      ) : (
        <>
          <ChosenPlan
            offer={offer}
            offers={offers.data}
            changeTo={canChange ? `/membership/payment/plans?plan=${offer.plan_code}` : undefined}
          />
          <JoinPanel
            offer={offer}
            offers={offers.data}
            onJoined={() => navigate('/membership/payment/confirmation', { replace: true })}
          />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
