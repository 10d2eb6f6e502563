import type { Account } from '@pantry/domain';
import { formatStoreDate } from '@pantry/domain';
import { Link } from 'react-router';
import { freeShippingOver, useStoreConfig } from '../store-config/index.ts';

/** Where a canceled member rejoins. The plans page is guest-only for them (spec §6), so it is the join step. */
export const REACTIVATE_URL = '/membership/payment/method';
export const JOIN_URL = '/membership/payment/plans';

/** The hub's membership card: since when, which plan, when it renews — or how to join or come back. */
export function MembershipSummary({ account }: { account: Account }) {
  const { subscription: sub } = account;
  const since = formatStoreDate(sub.joined_date, 'long');
  const until = formatStoreDate(sub.expired_date, 'long');

  if (account.user_status === 'member') {
    return (
      <>
        <p className="hub-figure">{sub.membership_status ? `${sub.membership_status} member` : 'Member'}</p>
        <dl className="hub-facts">
          {since ? (
            <div>
              <dt>Member since</dt>
              <dd>{since}</dd>
            </div>
          ) : null}
          {until ? (
            <div>
              <dt>{sub.renew ? 'Renews on' : 'Ends on'}</dt>
              <dd>{until}</dd>
            </div>
          ) : null}
        </dl>
      </>
    );
  }

  if (account.user_status === 'trial') {
    const ends = formatStoreDate(sub.trial_expiry, 'long');
    return (
      <>
        <p className="hub-figure">Free trial</p>
        <dl className="hub-facts">
          {ends ? (
            <div>
              <dt>Trial ends</dt>
              <dd>{ends}</dd>
            </div>
          ) : null}
          {sub.membership_status ? (
            <div>
              <dt>Then</dt>
              <dd>{sub.membership_status} membership</dd>
            </div>
          ) : null}
        </dl>
      </>
    );
  }

  if (account.user_status === 'canceled') {
    return <CanceledSummary ended={formatStoreDate(sub.cancellation_date, 'long') ?? until} />;
  }

  return (
    <>
      <p className="hub-figure">Not a member yet</p>
      <p className="hub-note">Members save up to 30% on essentials and earn Thrive Cash back.</p>
      <Link className="button button-primary" to={JOIN_URL}>
        Become a member
      </Link>
    </>
  );
}

/** A canceled member: when it ended, and what coming back gives (the store's free-shipping threshold). */
function CanceledSummary({ ended }: { ended: string | null }) {
  const freeShipping = freeShippingOver(useStoreConfig());
  return (
    <>
      <p className="hub-figure">Membership canceled</p>
      <p className="hub-note">
        {ended ? `Canceled on ${ended}. ` : ''}Come back for member prices and {freeShipping}.
      </p>
      <Link className="button button-primary" to={REACTIVATE_URL}>
        Reactivate
      </Link>
    </>
  );
}
