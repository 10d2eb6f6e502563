import type { AdminMember } from '@pantry/domain';
import type { ReactNode } from 'react';
import { formatMoment } from '../console/index.ts';
import { USER_STATUS_LABELS } from './member-search.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const day = (iso: string | null) => (iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : '—');

/** Who the shopper is and how to reach them. */
export function MemberAccount({ member }: { member: AdminMember }) {
  const { account } = member;
  return (
    <section aria-labelledby="member-account">
      <h2 id="member-account">Account</h2>
      <dl className="console-facts">
        <Fact term="E-mail">
          <a href={`mailto:${account.email}`}>{account.email}</a>
        </Fact>
        <Fact term="Account number">{account.id}</Fact>
        <Fact term="Telephone">{account.telephone ?? '—'}</Fact>
        <Fact term="Status">
          {USER_STATUS_LABELS[account.user_status] ?? account.user_status}
          {account.is_employee ? ' (employee)' : ''}
        </Fact>
        <Fact term="With the store since">{day(account.created_at)}</Fact>
      </dl>
    </section>
  );
}

/** The membership: plan, state, trial end, renewal, and whether it has lapsed. */
export function MemberMembership({ member }: { member: AdminMember }) {
  const { membership, account } = member;
  return (
    <section aria-labelledby="member-membership">
      <h2 id="member-membership">Membership</h2>
      {membership ? (
        <dl className="console-facts" data-testid="membership-facts">
          <Fact term="Plan">{membership.plan}</Fact>
          <Fact term="State">{membership.state}</Fact>
          <Fact term="Started">{day(membership.started_at)}</Fact>
          {membership.trial_ends_at ? <Fact term="Trial ends">{day(membership.trial_ends_at)}</Fact> : null}
          <Fact term="Paid through">{day(membership.expires_at)}</Fact>
          <Fact term="Renews">{membership.renews_at ? day(membership.renews_at) : 'Does not renew'}</Fact>
          {membership.canceled_at ? <Fact term="Canceled">{day(membership.canceled_at)}</Fact> : null}
          <Fact term="Lapsed">
            {account.lapsed ? `Yes${account.card_failed ? ' (card declined)' : ''}` : 'No'}
          </Fact>
        </dl>
      ) : (
        <p className="console-muted">Never a member.</p>
      )}
    </section>
  );
}

/** Whether wrong passwords have locked the account, and where it is signed in. */
export function MemberSignIn({ member }: { member: AdminMember }) {
  const { sign_in } = member;
  return (
    <section aria-labelledby="member-sign-in">
      <h2 id="member-sign-in">Sign-in</h2>
      <dl className="console-facts">
        <Fact term="Locked">{sign_in.locked ? <>Yes, until {day(sign_in.locked_until)}</> : 'No'}</Fact>
        <Fact term="Wrong passwords in a row">{sign_in.failed_attempts}</Fact>
        <Fact term="Signed in on">
          {sign_in.active_sessions === 1 ? '1 browser' : `${sign_in.active_sessions} browsers`}
        </Fact>
      </dl>
    </section>
  );
}
