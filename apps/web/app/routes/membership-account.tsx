import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import {
  CheckoutSteps,
  ChosenPlan,
  MEMBERSHIP_STEPS,
  planFromSearch,
  SignUpForm,
  useOffers,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage, loginUrl } from '../lib/route-guards.ts';
import type { Route } from './+types/membership-account';

export function meta() {
  return [{ title: 'Create your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers already have an account: on to the payment step with the same plan. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const account = await context.services.viewer.account();
  guardPage(account, url);
  if (account.logged_in === 1) throw redirect(`/membership/payment/method${url.search}`);
  return null;
}

/** The second step of joining: the account the membership belongs to (POST /auth/register). */
export default function MembershipAccount() {
  const offers = useOffers();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const offer = offers.data ? planFromSearch(search, offers.data) : undefined;
  const planQuery = offer ? `?plan=${offer.plan_code}` : '';

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={MEMBERSHIP_STEPS} current={1} />
      <div className="form-page">
        <h1>Create your account</h1>
        <p className="mb-lede">You'll use it to shop, track orders and manage your membership.</p>
        {offer && offers.data ? (
          <ChosenPlan offer={offer} offers={offers.data} changeTo={`/membership/payment/plans${planQuery}`} />
        ) : null}
        <div className="form-card">
          <SignUpForm
            onCreated={() => navigate(`/membership/payment/method${planQuery}`, { replace: true })}
          />
        </div>
        <p className="mb-footnote">
          Already have an account? <Link to={loginUrl('/membership/payment/method', planQuery)}>Sign in</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
