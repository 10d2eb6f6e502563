import { PLAN_CODE } from '@pantry/domain';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { FormError } from '../components/forms/field.tsx';
import { isSignedIn, useAccount } from '../features/account/index.ts';
import {
  BenefitList,
  CheckoutSteps,
  JoinPanel,
  OrderSummary,
  offerPriceText,
  pendingCard,
  TRIAL_STEPS,
  useOffers,
} from '../features/membership/index.ts';
import { CardForm } from '../features/payments/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage, loginUrl } from '../lib/route-guards.ts';
import type { Route } from './+types/trial-billing';

export function meta() {
  return [
    { title: 'Start your free trial | Pantry' },
    {
      name: 'description',
      content: 'Try Pantry membership free for 30 days: member prices on organic groceries.',
    },
  ];
}

/** Guest-only (spec §6); a trial already running has nothing to start. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  guardPage(account, new URL(request.url));
  if (account.logged_in === 1 && account.user_status === 'trial') throw redirect('/account');
  return null;
}

/**
 * The trial's first step: the card (charged nothing today). A signed-in lead chooses or adds a card and starts the
 * trial here; a visitor's card is tokenised and waits for the account (/trial/account) that will own it.
 */
export default function TrialBilling() {
  const offers = useOffers();
  const { account } = useAccount();
  const navigate = useNavigate();
  const trial = offers.data?.find((offer) => offer.plan_code === PLAN_CODE.trial);
  const signedIn = isSignedIn(account);
  // A card refused after the account was made (/trial/account) comes back here with the issuer's message.
  const cardError = (useLocation().state as { cardError?: string } | null)?.cardError ?? null;

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={TRIAL_STEPS} current={0} />
      <h1>Start your free 30-day trial</h1>
      <p className="mb-lede">
        {trial && offers.data ? offerPriceText(trial, offers.data) : 'Free for 30 days'}. Nothing is charged
        today, and you can cancel anytime before your trial ends.
      </p>
      <FormError message={cardError} />
      {offers.isPending ? (
        <p className="loading-text">Loading…</p>
      ) : !trial || !offers.data ? (
        <div role="alert" className="form-error">
          We couldn't load the trial offer. Please refresh the page.
        </div>
      ) : signedIn ? (
        <JoinPanel
          offer={trial}
          offers={offers.data}
          onJoined={() => navigate('/trial/welcome', { replace: true })}
        />
      ) : (
        <div className="checkout-grid">
          <section className="checkout-main" aria-labelledby="card-title">
            <h2 id="card-title" className="step-title">
              Add a card
            </h2>
            <p className="muted">We ask for a card so your membership can continue after the trial.</p>
            <CardForm
              submitLabel="Continue"
              onTokenized={async (card) => {
                pendingCard.set({ ...card, planCode: trial.plan_code });
                await navigate('/trial/account');
              }}
            />
            <p className="mb-footnote">
              Already have an account? <Link to={loginUrl('/trial/billing')}>Sign in</Link>
            </p>
          </section>
          <aside className="checkout-aside">
            <OrderSummary offer={trial} offers={offers.data} title="Your trial">
              <BenefitList className="benefit-list is-compact" />
            </OrderSummary>
          </aside>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
