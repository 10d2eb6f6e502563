import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCheckoutAttempt } from '../features/checkout/index.ts';
import {
  address,
  type Call,
  cart,
  line,
  method,
  mockNetwork,
  order,
  renderRoute,
} from '../features/checkout/test-support.tsx';
import Checkout from './checkout.tsx';

/**
 * Issue 23 §4 at checkout, as a shopper reads it: gifts alone show as gifts (not 'Grocery box · $0.00') with no
 * address or delivery date to give, and an order the store's credit covers asks for no card.
 */

const gift = {
  id: 7,
  product_id: 90,
  type: 'credit' as const,
  amount: 10,
  price: 10,
  gc_recipient_full_name: 'Rita Friend',
  gc_recipient_email: 'rita@example.com',
  gc_message: '',
  sender_fullname: 'Sam Sender',
  gc_sender_email: 'sam@example.com',
};
const giftsOnly = cart([], {
  subtotal: 10,
  grand_total: 10,
  totals: [],
  total_items_in_cart: 1,
  gifts: [gift],
  gift,
});
const placed = order({ increment_id: '100000031' });

function api(theCart: unknown, cards = [method()], addresses = [address()]) {
  return mockNetwork({
    'GET /api/v1/carts': () => [200, theCart],
    'GET /api/v1/account/address': () => [200, { success: true, addresses }],
    'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards }],
    'GET /api/v1/account/promiseddate': () => [
      200,
      { success: true, promised_date: '2026-11-23', delivery_text: 'Arrives by Monday, Nov 23' },
    ],
    'POST /api/v1/checkout': () => [201, { success: true, order: placed }],
  });
}

const checkoutPosts = (calls: Call[]) => calls.filter((call) => call.url === '/api/v1/checkout');
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

describe('checkout of gifts and store credit (issue 23)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    forgetCheckoutAttempt();
    sessionStorage.clear();
  });

  it('shows a gift alone as the gift, with no address or delivery step, and places it without an address', async () => {
    const { calls } = api(giftsOnly, [method()], []);
    const { where } = renderRoute(Checkout, '/checkout', '/checkout');

    expect(await screen.findByText('Gift card credit · $10.00')).toBeTruthy();
    expect(screen.getByText('For Rita Friend (rita@example.com)')).toBeTruthy();
    expect(screen.queryByText(/Grocery box/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Shipping address/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Delivery/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Step 1: Payment' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 2: Review your order' })).toBeTruthy();

    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000031'));
    expect(Object.fromEntries(checkoutPosts(calls)[0]!.body)).toEqual({
      payment_token: 'tok_visa',
      total: '10.00',
    });
  });

  it('asks no card when the gift card balance and Thrive Cash pay it all', async () => {
    const covered = cart([line()], {
      grand_total: 0,
      totals: [
        { type: 'shipping', value: 5.95 },
        { type: 'awraf', value: -5 },
        { type: 'aw_giftcard', value: -10.5 },
      ],
    });
    const { calls } = api(covered, []);
    const { where } = renderRoute(Checkout, '/checkout', '/checkout');

    expect(
      await screen.findByText(
        'Your Thrive Cash and gift card balance cover this order, so no card is needed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    await screen.findByRole('radio', { name: /102 Market St/ });
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000031'));
    expect(Object.fromEntries(checkoutPosts(calls)[0]!.body)).toEqual({ address_id: '3', total: '0.00' });
  });
});
