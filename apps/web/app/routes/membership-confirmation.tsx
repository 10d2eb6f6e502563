import { formatStoreDate } from '@pantry/domain';
import { Link, redirect } from 'react-router';
import { isActiveAccount, useAccount } from '../features/account/index.ts';
import {
  CheckoutSteps,
  dueToday,
  formatAmount,
  MEMBERSHIP_STEPS,
  planTitle,
  renewalOffer,
  useMembershipTax,
  useOffers,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { loginUrl } from '../lib/route-guards.ts';
import type { Route } from './+types/membership-confirmation';

export function meta() {
  return [{ title: 'Membership confirmed | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Only a shopper with an active membership or trial has something to confirm. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const account = await context.services.viewer.account();
  if (account.logged_in !== 1) throw redirect(loginUrl(url.pathname, url.search));
  if (account.user_status === 'canceled') throw redirect('/account');
  if (!isActiveAccount(account)) {
    throw redirect('/membership/payment/plans');
  }
  return null;
}

/** The receipt of joining: what was charged today and when the membership renews. */
export default function MembershipConfirmation() {
  const { account } = useAccount();
  const offers = useOffers();
  const taxes = useMembershipTax();
  const subscription = account?.subscription;
  const offer = offers.data?.find((candidate) => candidate.plan_code === subscription?.plan_code);
  const tax = taxes.data?.taxes.find((row) => row.plan_code === offer?.plan_code);
  const isTrial = account?.user_status === 'trial';
  const later = offer && offers.data ? renewalOffer(offer, offers.data) : undefined;
  const next = isTrial ? '/trial/welcome' : '/membership/welcome';

  return (
    <div className="container membership-page">
      <CheckoutSteps steps={MEMBERSHIP_STEPS} current={3} />
      <div className="form-page is-wide">
        <div className="confirmation-head">
          <span className="confirmation-mark" aria-hidden="true">
            ✓
          </span>
          <h1>
            {isTrial
              ? 'Your free trial has started'
              : `You're a member${account?.firstname ? `, ${account.firstname}` : ''}!`}
          </h1>
        </div>
        <p className="mb-lede">
          {isTrial
            ? 'Member prices are on from now. Here is what happens next.'
            : 'Member prices are on from now. Here is your receipt.'}
        </p>
        <section className="form-card" aria-labelledby="receipt-title">
          <h2 id="receipt-title" className="summary-title">
            Your membership
          </h2>
          <dl className="summary-lines">
            <div>
              <dt>Plan</dt>
              <dd>{offer ? planTitle(offer) : (subscription?.membership_status ?? '—')}</dd>
            </div>
            <div>
              <dt>Charged today</dt>
              <dd>
                {offer && (isTrial || tax) ? formatAmount(dueToday(offer, tax)) : '…'}
                {tax && tax.tax > 0 && !isTrial ? (
                  <span className="summary-sub"> incl. {formatAmount(tax.tax)} tax</span>
                ) : null}
              </dd>
            </div>
            {isTrial ? (
              <div>
                <dt>Free until</dt>
                <dd>{formatStoreDate(subscription?.trial_expiry, 'long') ?? '—'}</dd>
              </div>
            ) : null}
            <div>
              <dt>{isTrial ? 'Then' : 'Renews on'}</dt>
              <dd>
                {isTrial
                  ? later
                    ? `${formatAmount(later.price)}/${later.kind === 'monthly' ? 'month' : 'year'}`
                    : '—'
                  : (formatStoreDate(subscription?.expired_date, 'long') ?? '—')}
              </dd>
            </div>
          </dl>
          <p className="summary-note">
            {isTrial
              ? 'Cancel before your trial ends and you won’t be charged.'
              : 'Your membership renews automatically. You can cancel anytime from your account.'}
          </p>
        </section>
        <div className="mb-actions">
          <Link to={next} className="button button-primary">
            Continue
          </Link>
          <Link to="/" className="button button-secondary">
            Start shopping
          </Link>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
