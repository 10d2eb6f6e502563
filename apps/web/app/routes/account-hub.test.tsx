import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn } from '../features/account/test-support.tsx';
import AccountHub from './account-hub.tsx';

function renderHub(account: ReturnType<typeof signedIn>) {
  const Page = () => (
    <AccountHub
      {...({ loaderData: { account }, params: {}, matches: [] } as unknown as Parameters<
        typeof AccountHub
      >[0])}
    />
  );
  return renderAt(Page, '/account', '/account', account);
}

const subscription = signedIn().subscription;

describe('the account hub', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a member’s plan, since when and the renewal date, Thrive Cash and savings', () => {
    renderHub(
      signedIn({
        user_status: 'member',
        raf_balance: 12.5,
        current_year_savings: 48.2,
        lifetime_savings: 130,
        subscription: {
          ...subscription,
          membership_status: 'Annual',
          joined_date: '2024-03-05T20:00:00.000Z',
          expired_date: '2025-03-05T20:00:00.000Z',
          renew: true,
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi, Ann');
    expect(screen.getByText('Annual member')).toBeTruthy();
    expect(screen.getByText('March 5, 2024')).toBeTruthy();
    expect(screen.getByText('Renews on')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('$48.20')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Cancel membership/ }).getAttribute('href')).toBe(
      '/cancellation/initial',
    );
    // The orders link claims only what the order pages do: tracking and Reorder, not reviews (issue 12).
    const orders = screen.getByRole('link', { name: /Orders/ });
    expect(orders.getAttribute('href')).toBe('/account/orders');
    expect(orders.textContent).toContain('Track and reorder');
    expect(orders.textContent).not.toMatch(/review/i);
    expect(screen.getByRole('link', { name: 'Shop and Earn Thrive Cash' })).toBeTruthy();
  });

  it('shows the gift card balance with the way to redeem a gift (issue 23)', () => {
    renderHub(signedIn({ user_status: 'member', gift_card_balance: 32.5 }));
    const card = screen.getByRole('region', { name: 'Gift card' });
    expect(card.textContent).toContain('$32.50');
    expect(card.textContent).toContain('It never expires.');
    expect(screen.getAllByRole('link', { name: 'Redeem a gift' })[0]!.getAttribute('href')).toBe('/redeem');
  });

  it('offers leads membership, and canceled members reactivation, without a cancel link', () => {
    renderHub(signedIn({ user_status: 'lead' }));
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/membership/payment/plans',
    );
    expect(screen.queryByRole('link', { name: /Cancel membership/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shop and Earn Thrive Cash' })).toBeNull();
    cleanup();
    renderHub(signedIn({ user_status: 'canceled' }));
    expect(screen.getByRole('link', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Cancel membership/ })).toBeNull();
  });

  it('offers a password to accounts without one, in a dialog', () => {
    renderHub(signedIn({ has_password: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Set a password' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a password' });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(dialog.textContent).toContain('This is a required field.');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
