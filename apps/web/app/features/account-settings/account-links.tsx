import type { Account } from '@pantry/domain';
import { Link } from 'react-router';
import { isActiveAccount } from '../account/index.ts';

/** Spec §2 account tabs. Shop and Earn Thrive Cash is member-only (leads are sent home from it, §6). */
export function accountTabs(account: Account): { to: string; label: string }[] {
  const tabs = [
    { to: '/account/purchased', label: 'Buy It Again' },
    { to: '/account/recently-viewed', label: 'Recently Viewed' },
    { to: '/account/recommended', label: 'Recommended' },
    { to: '/account/reviews', label: 'Reviews' },
    { to: '/account/shop-earn-cash', label: 'Shop and Earn Thrive Cash' },
  ];
  return account.user_status === 'lead' ? tabs.filter((tab) => tab.to !== '/account/shop-earn-cash') : tabs;
}

type Setting = { to: string; label: string; text: string };

/** The account's settings; cancelling is offered to active memberships (members and trials) only. */
export function accountSettings(account: Account): Setting[] {
  const member = account.user_status !== 'lead';
  const settings: Setting[] = [
    { to: '/account/edit', label: 'Edit profile', text: 'Name, e-mail, password, phone and texts' },
    { to: '/account/orders', label: 'Orders', text: 'Track and reorder' },
    { to: '/myaisle', label: 'My aisle', text: 'Favorites, Buy It Again and picks for you on one page' },
    { to: '/list/favorites', label: 'Favorites', text: 'Products you hearted' },
    { to: '/account/lists/my-lists', label: 'My lists', text: 'Your shopping lists, shared or not' },
    { to: '/account/lists/saved', label: 'Saved for later', text: 'Items you set aside from your cart' },
    // Deals for you and Your impact are member-only paths (lib/route-guards.ts): a lead is not offered them.
    ...(member
      ? [
          {
            to: '/account/deals-for-you',
            label: 'Deals for you',
            text: 'Sales and Thrive Cash picked for you',
          },
          {
            to: '/account/your-impact',
            label: 'Your impact',
            text: 'What you saved and the values you shop',
          },
        ]
      : []),
    { to: '/account/reminders', label: 'Reminders', text: 'Items we e-mail you about when back in stock' },
    {
      to: '/account/shopping-preferences',
      label: 'Shopping preferences',
      text: 'Your diets, values and never-items',
    },
    { to: '/account/addresses', label: 'Addresses', text: 'Where we deliver' },
    { to: '/account/payment-methods', label: 'Payment methods', text: 'Cards, wallets and EBT' },
    { to: '/account/invite', label: 'Invite friends', text: 'Share Pantry with people you know' },
    { to: '/account/ebt_balance', label: 'EBT balance', text: 'Check what is left on your EBT card' },
    { to: '/redeem', label: 'Redeem a gift', text: 'Gift cards and gift memberships' },
  ];
  if (isActiveAccount(account)) {
    settings.push({ to: '/cancellation/initial', label: 'Cancel membership', text: 'End your membership' });
  }
  return settings;
}

export function AccountTabs({ account }: { account: Account }) {
  return (
    <nav className="hub-tabs" aria-label="Your items">
      <ul>
        {accountTabs(account).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to}>{tab.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountSettings({ account }: { account: Account }) {
  return (
    <ul className="hub-settings">
      {accountSettings(account).map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="hub-setting">
            <span className="hub-setting-label">{item.label}</span>
            <span className="hub-setting-text">{item.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
