import { checkoutMembersOnly, messages, type SavedPaymentMethod } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_CARD_TEXT, forgetCheckoutAttempt, NO_ANSWER_TEXT } from '../features/checkout/index.ts';
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

const CheckoutPage = Checkout;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const visa = method();
const mastercard = method({
  id: 2,
  token: 'tok_mc',
  cc_label: 'Mastercard ending in 4444',
  is_default: false,
});
const paypal = method({
  id: 3,
  token: 'tok_pp',
  cc_type: 'paypal',
  cc_label: 'PayPal',
  payment_type: 'paypal',
  is_default: false,
  exp_month: null,
  exp_year: null,
});
const ebt = method({
  id: 4,
  token: 'tok_ebt',
  cc_type: 'ebt',
  cc_label: 'EBT ending in 0007',
  payment_type: 'ebt',
});
const placed = order({ increment_id: '100000020' });

type Handler = (call: Call) => [number, unknown] | 'network-error';

function api(overrides: Record<string, Handler> = {}, cards = [visa, mastercard, paypal]) {
  return mockNetwork({
    'GET /api/v1/carts': () => [200, cart()],
    'GET /api/v1/account/address': () => [
      200,
      { success: true, addresses: [address(), address({ id: 4, is_default: false, street1: '9 Elm St' })] },
    ],
    'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards }],
    'GET /api/v1/account/promiseddate': () => [
      200,
      { success: true, promised_date: '2026-11-23', delivery_text: 'Arrives by Monday, Nov 23' },
    ],
    'POST /api/v1/checkout': () => [201, { success: true, order: placed }],
    ...overrides,
  });
}

const checkoutPosts = (calls: Call[]) => calls.filter((call) => call.url === '/api/v1/checkout');
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
const renderCheckout = () => renderRoute(Checkout, '/checkout', '/checkout');

describe('checkout', () => {
  beforeEach(() => {
    // Friday, Nov 20 2026 in San Francisco; only the clock is fake.
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

  it('starts on the default address and card, says when each box comes, and places the order', async () => {
    const { calls } = api();
    const { where } = renderCheckout();

    expect(((await screen.findByRole('radio', { name: /102 Market St/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      ((await screen.findByRole('radio', { name: /Visa ending in 4242/ })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await screen.findByText('Grocery shipping: arrives by Monday, Nov 23')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$15.50');

    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    const [post] = checkoutPosts(calls);
    // The total the shopper saw goes with the order: the server charges no more than that.
    expect(Object.fromEntries(post!.body)).toEqual({
      address_id: '3',
      payment_token: 'tok_visa',
      total: '15.50',
    });
    expect(post!.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('sends the same Idempotency-Key again when the first try got no answer', async () => {
    let tries = 0;
    const { calls } = api({
      'POST /api/v1/checkout': () =>
        ++tries === 1 ? 'network-error' : [201, { success: true, order: placed }],
    });
    const { where } = renderCheckout();
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });

    placeOrder();
    expect((await screen.findByText(NO_ANSWER_TEXT)).getAttribute('role')).toBe('alert');
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    const [first, second] = checkoutPosts(calls);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('shows the server’s words for a refusal; the next order is a new attempt with a new key', async () => {
    let tries = 0;
    const { calls } = api({
      'POST /api/v1/checkout': () =>
        ++tries === 1
          ? [402, { success: false, errors: 'Your card was declined.', code: 'payment_required' }]
          : [201, { success: true, order: placed }],
    });
    const { where } = renderCheckout();
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });

    placeOrder();
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Mastercard/ }));
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    const [first, second] = checkoutPosts(calls);
    expect(second!.body.get('payment_token')).toBe('tok_mc');
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('reads the cart again when items ran out of stock', async () => {
    const { calls } = api({
      'POST /api/v1/checkout': () => [
        409,
        { success: false, errors: 'The cart contains items that are out of stock', code: 'conflict' },
      ],
    });
    renderCheckout();
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    const cartReads = () => calls.filter((call) => call.url.startsWith('/api/v1/carts')).length;
    const before = cartReads();

    placeOrder();
    expect(await screen.findByText('The cart contains items that are out of stock')).toBeTruthy();
    await waitFor(() => expect(cartReads()).toBe(before + 1));
  });

  it('pays with a wallet by its type, another address by its id', async () => {
    const { calls } = api();
    const { where } = renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /PayPal/ }));
    fireEvent.click(screen.getByRole('radio', { name: /9 Elm St/ }));
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    expect(Object.fromEntries(checkoutPosts(calls)[0]!.body)).toEqual({
      address_id: '4',
      payment_type: 'paypal',
      total: '15.50',
    });
  });

  it('adds a new address in place and ships there', async () => {
    const added = address({
      id: 5,
      is_default: false,
      street1: '77 Pine St',
      region_code: 'NY',
      region: 'New York',
    });
    const { calls } = api({
      'POST /api/v1/account/address': () => [
        200,
        {
          success: true,
          address: added,
          addresses: [address(), address({ id: 4, is_default: false }), added],
        },
      ],
      'POST /api/v1/search/address': () => [200, { success: false, address: {}, errors: 'unknown' }],
    });
    const { where } = renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const type = (label: string, text: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    type('First name', 'Maya');
    type('Last name', 'Patel');
    type('Street address', '77 Pine St');
    type('ZIP code', '10001');
    type('City', 'New York');
    type('State', 'NY');
    type('Mobile number', '212-555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Save and use this address' }));

    const radio = await screen.findByRole('radio', { name: /77 Pine St/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Tax is worked out for New York when you place your order.')).toBeTruthy();
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    expect(checkoutPosts(calls)[0]!.body.get('address_id')).toBe('5');
  });

  it('pays eligible items with EBT and the rest with the chosen card', async () => {
    const { calls } = api({}, [visa, ebt]);
    const { where } = renderCheckout();
    fireEvent.click(await screen.findByRole('checkbox', { name: /SNAP-eligible items with EBT/ }));
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    expect(Object.fromEntries(checkoutPosts(calls)[0]!.body)).toEqual({
      address_id: '3',
      payment_type: 'ebt',
      payment_token: 'tok_visa',
      total: '15.50',
    });
  });

  it('says EBT cannot pay alone (spec §8) and opens the card form', async () => {
    const { calls } = api({}, [ebt]);
    renderCheckout();
    const box = await screen.findByRole('checkbox', { name: /SNAP-eligible items with EBT/ });
    expect(screen.getByText(messages.ebtNeedsAlternativePayment)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a card' })).toBeTruthy();
    // The card being typed is the alternative once Place order saves it, so EBT can be ticked with it.
    expect((box as HTMLInputElement).disabled).toBe(false);
    placeOrder();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByRole('alert').textContent).toBe(messages.ebtNeedsAlternativePayment),
    );
    expect(checkoutPosts(calls)).toHaveLength(0);
  });

  it('Place order (or Enter) saves the card typed under Add a new card and pays with it (no separate Save card)', async () => {
    const saved = method({ id: 9, token: 'tok_new', cc_label: 'Visa ending in 1881' });
    let cards: SavedPaymentMethod[] = [];
    const { calls } = api({
      'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards }],
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_new', cc_type: 'visa', last4: '1881', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/cc': () => {
        cards = [saved];
        return [200, { success: true, card: saved }];
      },
    });
    const { where } = renderCheckout();
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(within(form).queryByRole('button', { name: 'Save card' })).toBeNull();
    const type = (label: string, text: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value: text } });
    type('Card number', '4012 8888 8888 1881');
    type('Expiration (MM/YY)', '12/30');
    type('Security code', '123');
    // Enter in the card form presses Place order, the page's one button.
    fireEvent.keyDown(within(form).getByLabelText('Security code'), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    const urls = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(urls).toEqual(['/api/v1/payment-gateway/test/tokens', '/api/v1/account/cc', '/api/v1/checkout']);
    expect(checkoutPosts(calls)[0]!.body.get('payment_token')).toBe('tok_new');
  });

  it('Place order with an unfinished new card says so and charges nothing', async () => {
    const { calls } = api({}, []);
    renderCheckout();
    await screen.findByRole('form', { name: 'Add a card' });
    placeOrder();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByRole('alert').textContent).toBe(CHECK_CARD_TEXT));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('with only EBT on file, pays the eligible items with EBT and the rest with the card typed at checkout', async () => {
    const saved = method({ id: 9, token: 'tok_new', cc_label: 'Visa ending in 1881' });
    let cards = [ebt];
    const { calls } = api({
      'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards }],
      'POST /api/v1/payment-gateway/test/tokens': () => [
        200,
        { success: true, token: 'tok_new', cc_type: 'visa', last4: '1881', exp_month: 12, exp_year: 2030 },
      ],
      'POST /api/v1/account/cc': () => {
        cards = [ebt, saved];
        return [200, { success: true, card: saved }];
      },
    });
    const { where } = renderCheckout();
    const form = await screen.findByRole('form', { name: 'Add a card' });
    const type = (label: string, text: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value: text } });
    type('Card number', '4012 8888 8888 1881');
    type('Expiration (MM/YY)', '12/30');
    type('Security code', '123');
    const box = screen.getByRole('checkbox', { name: /SNAP-eligible items with EBT/ }) as HTMLInputElement;
    if (!box.checked) fireEvent.click(box);
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000020'));
    expect(Object.fromEntries(checkoutPosts(calls)[0]!.body)).toMatchObject({
      payment_type: 'ebt',
      payment_token: 'tok_new',
    });
  });

  it('tells a signed-in lead that checkout is for members, with the way to join', async () => {
    api();
    renderRoute(
      () => <CheckoutPage loaderData={{ membersOnly: 'join' } as never} />,
      '/checkout',
      '/checkout',
    );
    expect(screen.getByRole('heading', { name: checkoutMembersOnly.title })).toBeTruthy();
    expect(screen.getByText(checkoutMembersOnly.join)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe(
      '/membership/payment/plans',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('shows the signature notice when the cart has alcohol', async () => {
    const wine = line({ line_item_id: 40, title: 'Orange Wine, 750 ml', box_type: 'wine', is_alcohol: true });
    api({ 'GET /api/v1/carts': () => [200, cart([line(), wine])] });
    renderCheckout();
    expect(await screen.findByText(messages.alcoholSignature)).toBeTruthy();
    expect(await screen.findByText('Wine shipping: arrives by Monday, Nov 23')).toBeTruthy();
  });

  it('has nothing to check out with an empty cart', async () => {
    api({ 'GET /api/v1/carts': () => [200, cart([], { total_items_in_cart: 0 })] });
    renderCheckout();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });
});
