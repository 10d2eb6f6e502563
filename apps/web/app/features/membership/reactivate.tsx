import { type Account, PLAN_CODE } from '@pantry/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccount } from '../account/index.ts';
import { useOffers } from './api.ts';
import { JoinPanel } from './join-panel.tsx';
import { PlanChooser } from './plan-chooser.tsx';

/**
 * Reactivation for a lapsed (canceled) member: choose a plan and a saved card (or add one), then POST /membership.
 * The free trial is for new members only, so it is not offered. Shows nothing to anyone who is not canceled.
 * By default a reactivated member goes to the receipt (/membership/payment/confirmation).
 */
export function Reactivate({
  onReactivated,
  title = 'Come back to Pantry',
}: {
  onReactivated?: (account: Account) => void | Promise<void>;
  title?: string;
}) {
  const { account } = useAccount();
  const offers = useOffers();
  const navigate = useNavigate();
  const [planCode, setPlanCode] = useState<number>(PLAN_CODE.annual);
  if (account?.logged_in !== 1 || account.user_status !== 'canceled') return null;

  const paid = offers.data?.filter((offer) => offer.kind !== 'trial') ?? [];
  const offer = paid.find((candidate) => candidate.plan_code === planCode) ?? paid[0];

  return (
    <section className="reactivate" aria-labelledby="reactivate-title">
      <h2 id="reactivate-title" className="reactivate-title">
        {title}
      </h2>
      <p className="muted">Rejoin today and your member prices are back at once.</p>
      {offers.isPending ? (
        <p className="loading-text">Loading plans…</p>
      ) : !offer || !offers.data ? (
        <div role="alert" className="form-error">
          We couldn't load the plans. Please refresh the page.
        </div>
      ) : (
        <>
          <PlanChooser
            offers={paid}
            selected={offer.plan_code}
            onSelect={setPlanCode}
            legend="Choose a plan to rejoin"
          />
          <JoinPanel
            stacked
            offer={offer}
            offers={offers.data}
            joinLabel="Reactivate my membership"
            onJoined={(fresh) =>
              onReactivated ? onReactivated(fresh) : navigate('/membership/payment/confirmation')
            }
          />
        </>
      )}
    </section>
  );
}
