import { Link, redirect, useNavigate } from 'react-router';
import { useSetAccount } from '../features/account/index.ts';
import {
  CheckoutSteps,
  joinMembership,
  pendingCard,
  SignUpForm,
  TRIAL_STEPS,
} from '../features/membership/index.ts';
import { brandName, saveCard } from '../features/payments/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { ApiError } from '../lib/http/client.ts';
import { loginUrl } from '../lib/route-guards.ts';
import type { Route } from './+types/trial-account';

export function meta() {
  return [{ title: 'Create your account | Free trial | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** A signed-in lead adds the card on /trial/billing; members have their membership already. */
export async function loader({ context }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  if (account.logged_in === 1) throw redirect(account.user_status === 'lead' ? '/trial/billing' : '/account');
  return null;
}

/**
 * The trial's account step. With the card given on /trial/billing, creating the account saves that card
 * (POST /account/cc) and starts the trial (POST /membership, plan 0). Without it, the card comes next.
 */
export default function TrialAccount() {
  const navigate = useNavigate();
  const setAccount = useSetAccount();
  const card = pendingCard.get();

  async function startTrial() {
    if (!card) {
      await navigate('/trial/billing', { replace: true });
      return;
    }
    try {
      const saved = await saveCard(card.token, card.billing, true);
      setAccount(await joinMembership(card.planCode, saved.token));
      pendingCard.clear();
      await navigate('/trial/welcome', { replace: true });
    } catch (error) {
      // The account exists now: the shopper picks up on the card step, signed in.
      pendingCard.clear();
      const message = error instanceof ApiError ? error.message : 'Oops! Something went wrong!';
      await navigate('/trial/billing', {
        replace: true,
        state: { cardError: `${message} Please add another card to start your trial.` },
      });
    }
  }

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={TRIAL_STEPS} current={1} />
      <div className="form-page">
        <h1>Create your account</h1>
        <p className="mb-lede">One last step and your 30 days of member prices begin.</p>
        {card ? (
          <div className="chosen-plan">
            <p>
              <span className="chosen-plan-label">Card: </span>
              <strong>{`${brandName(card.brand)} ending in ${card.last4}`}</strong>, nothing charged today
            </p>
            <Link to="/trial/billing" className="chosen-plan-change" onClick={() => pendingCard.clear()}>
              Change<span className="sr-only"> card</span>
            </Link>
          </div>
        ) : null}
        <div className="form-card">
          <SignUpForm
            onCreated={startTrial}
            submitLabel={card ? 'Create account and start my trial' : 'Create account and continue'}
          />
        </div>
        <p className="mb-footnote">
          Already have an account? <Link to={loginUrl('/trial/billing')}>Sign in</Link>
        </p>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
