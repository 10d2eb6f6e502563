import type { ExitOfferWire } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, visitor } from '../account/test-support.tsx';
import { cartKeys } from '../cart/index.ts';
import { fakeCartServer, json, makeCart, makeLine } from '../cart/test-support.ts';
import { ExitIntentHost } from './exit-intent-host.tsx';

/** The demo's two offers as GET /exit-offers serves them (staff may change both in the console). */
const exitOffers: ExitOfferWire[] = [
  {
    kind: 'first_order',
    coupon_code: 'exit20',
    headline: 'Wait! Take 20% off your first order',
    message: 'Join Pantry today and use code EXIT20 for 20% off your first order of organic groceries.',
    discount: '20% off',
    fine_print: 'First order only.',
  },
  {
    kind: 'cart',
    coupon_code: 'exit20',
    headline: 'Before you go: 20% off this order',
    message: "It's your first order, so it's on us: use code EXIT20 for 20% off everything in your cart.",
    discount: '20% off',
    fine_print: 'First order only.',
  },
];
let served = exitOffers;

const onCart = (coupon_code: string) => ({
  coupon_code,
  coupon_name: null,
  label: 'Extra 20% off applied',
  discount_type: 'by_percent' as const,
  discount_value: 20,
  discount_amount: 1.2,
});

let server = fakeCartServer();

function useServer(lines = [makeLine()], extra?: (path: string) => Response | undefined) {
  server = fakeCartServer(lines);
  server.respond = (call) => {
    if (call.path === '/api/v1/exit-offers') return json({ success: true, offers: served });
    if (call.path === '/api/v1/carts/coupon') {
      return json(makeCart(server.lines(), { coupons: [onCart('exit20')] }));
    }
    return extra?.(call.path);
  };
  vi.stubGlobal('fetch', vi.fn(server.fetch));
}

async function renderHost(url: string, account = visitor()) {
  const view = renderAt(ExitIntentHost, '*', url, account);
  await waitFor(() => expect(view.client.getQueryData(cartKeys.cart)).toBeTruthy());
  if (account.logged_in !== 1) {
    await waitFor(() => expect(view.client.getQueryData(['exit-offers'])).toBeTruthy());
  }
  return view;
}

const leaveTop = () => fireEvent.mouseMove(document, { clientY: 4 });

describe('ExitIntentHost', () => {
  beforeEach(() => {
    sessionStorage.clear();
    served = exitOffers;
    useServer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the first-order discount when the pointer reaches the top 10 px, once a visit', async () => {
    const view = await renderHost('/');
    fireEvent.mouseMove(document, { clientY: 11 });
    expect(screen.queryByRole('dialog')).toBeNull();
    leaveTop();
    const dialog = await screen.findByRole('dialog', { name: 'Wait! Take 20% off your first order' });
    expect(sessionStorage.getItem('pantry.exit-intent.first_order')).toBe('shown');
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(false);
    expect(sessionStorage.getItem('pantry.exit-intent.first_order')).toBe('dismissed');
    leaveTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.where()).toBe('/');
  });

  it('sends the first-order offer to the membership plans with ccode=exit20', async () => {
    const view = await renderHost('/membership/payment/plans');
    leaveTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 20% off' }));
    await waitFor(() => expect(view.where()).toBe('/membership/payment/plans?ccode=exit20'));
    expect(sessionStorage.getItem('pantry.exit-intent.first_order')).toBe('accepted');
  });

  it('applies exit20 from the cart offer', async () => {
    await renderHost('/cart');
    leaveTop();
    await screen.findByRole('dialog', { name: 'Before you go: 20% off this order' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply EXIT20' }));
    await screen.findByText('EXIT20 applied: 20% off your order.');
    expect(server.calls.find((c) => c.path === '/api/v1/carts/coupon')?.body).toEqual({ code: 'exit20' });
    expect(sessionStorage.getItem('pantry.exit-intent.cart')).toBe('accepted');
  });

  it('goes to the promo page when the cart already holds another code', async () => {
    useServer([makeLine()], (path) =>
      path === '/api/v1/carts' ? json(makeCart([makeLine()], { coupons: [onCart('spring')] })) : undefined,
    );
    const view = await renderHost('/cart');
    leaveTop();
    fireEvent.click(await screen.findByRole('button', { name: 'See the offer' }));
    await waitFor(() => expect(view.where()).toBe('/cart?offer=exit20'));
  });

  it('never shows to a signed-in shopper, on a PLA visit or on the payment method page', async () => {
    await renderHost('/', signedIn());
    leaveTop();
    cleanup();
    sessionStorage.setItem('pantry.pla', '1');
    await renderHost('/');
    leaveTop();
    cleanup();
    sessionStorage.clear();
    await renderHost('/?utm_medium=google_pla');
    leaveTop();
    cleanup();
    await renderHost('/membership/payment/method');
    leaveTop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('stays away when a promo code is already active', async () => {
    sessionStorage.setItem('pantry.promo', JSON.stringify({ ccode: 'SPRING' }));
    sessionStorage.setItem('pantry.promo.tried', 'SPRING');
    await renderHost('/');
    leaveTop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what staff set: their words and code, and no offer they switched off', async () => {
    served = [
      {
        kind: 'first_order',
        coupon_code: 'stay5',
        headline: 'Stay for $5.00 off',
        message: 'Code STAY5 takes $5.00 off your first order.',
        discount: '$5.00 off',
        fine_print: null,
      },
    ];
    const view = await renderHost('/cart');
    leaveTop();
    await screen.findByRole('dialog', { name: 'Stay for $5.00 off' });
    expect(screen.getByText('Code STAY5 takes $5.00 off your first order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim $5.00 off' }));
    await waitFor(() => expect(view.where()).toBe('/membership/payment/plans?ccode=stay5'));
  });

  it('offers nothing when staff switched both offers off', async () => {
    served = [];
    await renderHost('/');
    leaveTop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
