import type { PromoWire } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEN_MODALS_KEY } from '../../lib/one-time-flags.ts';
import { renderAt, visitor } from '../account/test-support.tsx';
import { fakeCartServer, json, makeCart, makeLine } from '../cart/test-support.ts';
import { ClaimOfferHost } from './shell-behaviours.tsx';

const offer: PromoWire = {
  coupon_code: 'save20',
  coupon_name: 'Spring offer',
  label: '20% off your first order',
  discount: '20% off',
  discount_type: 'by_percent',
  discount_value: 20,
  maximum_discount_amount: null,
  customized_fine_print: 'One use per shopper.',
  below_button_text: null,
  offer_bar_text: null,
  expiration_date: null,
};
const lines = [makeLine({ product_id: 1, title: 'Rolled Oats' })];
let server = fakeCartServer(lines);

function serve(known: boolean) {
  server = fakeCartServer(lines);
  server.respond = (call) => {
    if (call.path === '/api/v1/promos') return json({ success: true, coupon: known ? offer : null });
    if (call.path === '/api/v1/carts/coupon') {
      const coupon = {
        coupon_code: 'SAVE20',
        coupon_name: null,
        label: '20% off',
        discount_type: 'by_percent' as const,
        discount_value: 20,
        discount_amount: 1.2,
      };
      return json(makeCart(lines, { coupons: [coupon] }));
    }
    return undefined;
  };
  vi.stubGlobal('fetch', vi.fn(server.fetch));
}

describe('the claim-offer modal', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on an offer link, says what it gives, and Claim offer puts the code on the cart', async () => {
    serve(true);
    renderAt(ClaimOfferHost, '*', '/c/food?ccode=save20');
    const dialog = await screen.findByRole('dialog', { name: 'Claim your offer' }, { timeout: 10_000 });
    expect(within(dialog).getByText('20% off your first order')).toBeTruthy();
    expect(within(dialog).getByText('One use per shopper.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Claim offer' }));
    await within(dialog).findByText('SAVE20 is applied to your cart.');
    expect(server.calls.find((call) => call.path === '/api/v1/carts/coupon')?.body).toEqual({
      code: 'save20',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(SEEN_MODALS_KEY) ?? '[]')).toEqual(['claim-offer:save20']);
  });

  it('opens once per code', async () => {
    serve(true);
    localStorage.setItem(SEEN_MODALS_KEY, JSON.stringify(['claim-offer:save20']));
    renderAt(ClaimOfferHost, '*', '/?ccode=SAVE20', visitor());
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/v1/promos')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for an unknown code, and loads nothing without one', async () => {
    serve(false);
    renderAt(ClaimOfferHost, '*', '/?ccode=nope', visitor());
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/v1/promos')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    serve(true);
    renderAt(ClaimOfferHost, '*', '/?utm_source=mail', visitor());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
  });
});
