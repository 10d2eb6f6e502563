import { useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import { isSignedIn, useAccount } from '../features/account/index.ts';
import {
  BenefitList,
  CheckoutSteps,
  MEMBERSHIP_STEPS,
  PlanChooser,
  planFromSearch,
  useOffers,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/membership-plans';

export function meta() {
  return [
    { title: 'Choose your membership | Pantry' },
    {
      name: 'description',
      content:
        'Join Pantry for member prices on organic groceries: annual, monthly, or try it free for 30 days.',
    },
  ];
}

/** A guest-only page (spec §6): members and canceled members go to their account. */
export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

/** Choosing a plan only rewrites ?plan=: nothing for the loader to check again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The first step of joining: the plans from GET /membership/offers. The choice lives in the URL (?plan=3), so the
 * next steps and the back button keep it.
 */
export default function MembershipPlans() {
  const offers = useOffers();
  const { account } = useAccount();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  // The radio follows the click at once; the URL follows it for the back button and the next steps.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = offers.data
    ? (offers.data.find((offer) => offer.plan_code === picked) ?? planFromSearch(search, offers.data))
    : undefined;

  function choose(planCode: number) {
    setPicked(planCode);
    setSearch({ plan: String(planCode) }, { replace: true, preventScrollReset: true });
  }

  function next() {
    if (!chosen) return;
    const step = isSignedIn(account) ? 'method' : 'account';
    navigate(`/membership/payment/${step}?plan=${chosen.plan_code}`);
  }

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={MEMBERSHIP_STEPS} current={0} />
      <div className="plans-layout">
        <section className="plans-main" aria-labelledby="plans-title">
          <h1 id="plans-title">Choose your membership</h1>
          <p className="mb-lede">Member prices on thousands of organic and natural groceries, delivered.</p>
          {offers.isPending ? (
            <p className="loading-text">Loading plans…</p>
          ) : offers.isError ? (
            <div role="alert" className="form-error">
              We couldn't load the plans. Please refresh the page.
            </div>
          ) : (
            <form
              className="form-stack"
              onSubmit={(event) => {
                event.preventDefault();
                next();
              }}
            >
              <PlanChooser offers={offers.data} selected={chosen?.plan_code} onSelect={choose} />
              <button type="submit" className="button button-primary plans-continue">
                {chosen?.kind === 'trial' ? 'Start my free trial' : 'Continue'}
              </button>
            </form>
          )}
        </section>
        <aside className="plans-aside" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="aside-title">
            Every plan includes
          </h2>
          <BenefitList />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
