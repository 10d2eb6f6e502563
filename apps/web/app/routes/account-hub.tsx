import { formatStoreDate, formatWireDollars } from '@pantry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccount, useSignOut } from '../features/account/index.ts';
import {
  AccountSettings,
  AccountTabs,
  MembershipSummary,
  SetPasswordModal,
} from '../features/account-settings/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { RenderFault, SectionFaults } from '../lib/render-fault.tsx';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/account-hub';

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  guardPage(account, new URL(request.url));
  return { account };
}

export function meta() {
  return [{ title: 'My account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Spec §2 /account: who you are, your membership, Thrive Cash and savings, your items and your settings. */
export default function AccountHub({ loaderData }: Route.ComponentProps) {
  // The account query follows sign-in and changes made here; the loader's answer covers a query not yet updated.
  const cached = useAccount().account;
  const account = cached?.logged_in === 1 ? cached : loaderData.account;
  const signOut = useSignOut();
  const [settingPassword, setSettingPassword] = useState(false);
  const name = account.firstname?.trim() || 'there';
  const tcExpires = formatStoreDate(account.raf_expiration_date, 'long');

  return (
    <div className="container account-hub">
      <RenderFault place="page" />
      <SectionFaults />
      <header className="hub-head">
        <div>
          <h1>Hi, {name}</h1>
          {account.email ? <p className="hub-email">{account.email}</p> : null}
        </div>
        <button type="button" className="button button-secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>

      {!account.has_password ? (
        <section className="hub-offer" aria-labelledby="hub-password-title">
          <div>
            <h2 id="hub-password-title">Add a password</h2>
            <p>You sign in with Google or an e-mailed code. A password lets you sign in on any device.</p>
          </div>
          <button type="button" className="button button-primary" onClick={() => setSettingPassword(true)}>
            Set a password
          </button>
        </section>
      ) : null}

      <div className="hub-cards">
        <section className="hub-card" aria-labelledby="hub-membership-title">
          <h2 id="hub-membership-title">Membership</h2>
          <MembershipSummary account={account} />
        </section>
        <section className="hub-card" aria-labelledby="hub-tc-title">
          <h2 id="hub-tc-title">Thrive Cash</h2>
          <p className="hub-figure">{formatWireDollars(account.raf_balance)}</p>
          <p className="hub-note">
            {account.raf_balance > 0 && tcExpires
              ? `Use it by ${tcExpires}.`
              : 'Earn it on deals and reviews, then spend it on any order.'}
          </p>
          {account.user_status !== 'lead' ? (
            <Link to="/account/shop-earn-cash">Thrive Cash history</Link>
          ) : null}
        </section>
        <section className="hub-card" aria-labelledby="hub-gc-title">
          <h2 id="hub-gc-title">Gift card</h2>
          <p className="hub-figure">{formatWireDollars(account.gift_card_balance ?? 0)}</p>
          <p className="hub-note">
            {(account.gift_card_balance ?? 0) > 0
              ? 'Spent at checkout before your card. It never expires.'
              : 'Received a gift? Redeem its code to add it here.'}
          </p>
          <Link to="/redeem">Redeem a gift</Link>
        </section>
        <section className="hub-card" aria-labelledby="hub-savings-title">
          <h2 id="hub-savings-title">Your savings</h2>
          <dl className="hub-facts">
            <div>
              <dt>This year</dt>
              <dd className="hub-figure">{formatWireDollars(account.current_year_savings)}</dd>
            </div>
            <div>
              <dt>Since you joined</dt>
              <dd>{formatWireDollars(account.lifetime_savings)}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section className="hub-section" aria-labelledby="hub-items-title">
        <h2 id="hub-items-title">Your items</h2>
        <AccountTabs account={account} />
      </section>

      <section className="hub-section" aria-labelledby="hub-settings-title">
        <h2 id="hub-settings-title">Account settings</h2>
        <AccountSettings account={account} />
      </section>

      {settingPassword ? <SetPasswordModal onClose={() => setSettingPassword(false)} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
