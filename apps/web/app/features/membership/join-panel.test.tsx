import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { method as card } from '../checkout/test-support.tsx';
import { JoinPanel } from './join-panel.tsx';
import { makeAccount, mockApi, OFFERS, renderPage } from './test-support.tsx';

const annual = OFFERS[0]!;
const member = makeAccount({ user_status: 'member' });

describe('JoinPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the usable saved cards, shows what is due today with tax, and joins with the chosen one', async () => {
    const { calls } = mockApi({
      'GET /api/v1/account/cc': () => [
        200,
        {
          success: true,
          errors: [],
          cards: [
            card({}),
            card({ id: 2, token: 'tok_mc', cc_label: 'Mastercard ending in 4444', is_default: false }),
            card({
              id: 3,
              token: 'tok_old',
              cc_label: 'Visa ending in 0001',
              is_default: false,
              expired: true,
            }),
            card({ id: 4, token: 'tok_pp', cc_label: 'PayPal', payment_type: 'paypal', cc_type: 'paypal' }),
          ],
        },
      ],
      'GET /api/v1/account/address': () => [200, { success: true, addresses: [] }],
      'GET /api/v1/membership/tax': () => [
        200,
        { success: true, tax_rate: 0.1, taxes: [{ plan_code: 3, subtotal: 59.95, tax: 6, total: 65.95 }] },
      ],
      'POST /api/v1/membership': () => [200, member],
    });
    const onJoined = vi.fn();
    renderPage(
      () => <JoinPanel offer={annual} offers={OFFERS} onJoined={onJoined} />,
      '/',
      '/',
      makeAccount(),
    );

    const visa = await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect((visa as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /0001/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).toBeNull();
    await waitFor(() => expect(screen.getByText('Due today').nextElementSibling?.textContent).toBe('$65.95'));

    fireEvent.click(screen.getByRole('radio', { name: /Mastercard/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Join Pantry' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(member));
    const join = calls.find((call) => call.method === 'POST');
    expect(join?.url).toBe('/api/v1/membership');
    expect(Object.fromEntries(new URLSearchParams(join!.body))).toEqual({
      plan_code: '3',
      payment_token: 'tok_mc',
    });
  });

  it('opens the card form when there is no card, and cannot join until one is saved', async () => {
    mockApi({
      'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards: [] }],
      'GET /api/v1/account/address': () => [200, { success: true, addresses: [] }],
      'GET /api/v1/membership/tax': () => [200, { success: true, tax_rate: 0, taxes: [] }],
    });
    renderPage(
      () => <JoinPanel offer={OFFERS[2]!} offers={OFFERS} onJoined={() => {}} />,
      '/',
      '/',
      makeAccount(),
    );
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start my free trial' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText('Due today').nextElementSibling?.textContent).toBe('$0.00');
  });
});
