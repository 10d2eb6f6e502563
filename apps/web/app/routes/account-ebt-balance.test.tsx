import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { method, mockNetwork, renderRoute } from '../features/checkout/test-support.tsx';
import AccountEbtBalance from './account-ebt-balance.tsx';

const ebtCard = method({
  id: 4,
  token: 'tok_ebt',
  cc_type: 'ebt',
  cc_label: 'EBT card ending in 0007',
  payment_type: 'ebt',
  is_default: false,
});

describe('/account/ebt_balance', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with no EBT card (card null) offers to add one: the payment methods page with the EBT form open', async () => {
    mockNetwork({ 'GET /api/v1/account/ebt_balance': () => [200, { success: true, card: null }] });
    renderRoute(AccountEbtBalance, '/account/ebt_balance', '/account/ebt_balance');
    expect(await screen.findByText('No EBT card on file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an EBT card' }).getAttribute('href')).toBe(
      '/account/payment-methods?add=ebt#ebt',
    );
  });

  it('shows the balance of the saved EBT card in dollars', async () => {
    mockNetwork({
      'GET /api/v1/account/ebt_balance': () => [200, { success: true, card: ebtCard, balance: 114.5 }],
    });
    renderRoute(AccountEbtBalance, '/account/ebt_balance', '/account/ebt_balance');
    expect(await screen.findByText('Your EBT balance is $114.50')).toBeTruthy();
    expect(screen.getByText(/EBT card ending in 0007/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add an EBT card' })).toBeNull();
  });
});
