import { ageMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCheckoutAttempt } from '../features/checkout/index.ts';
import {
  address,
  type Call,
  cart,
  line,
  member,
  method,
  mockNetwork,
  order,
  renderRoute,
} from '../features/checkout/test-support.tsx';
import Checkout from './checkout.tsx';

/**
 * Issue 23's new member at checkout: a cart holding wine asks for a date of birth before the order can be placed,
 * and the first address, saved at checkout, prices the cart again for its state.
 */

const wine = line({ line_item_id: 40, title: 'Orange Wine, 750 ml', box_type: 'wine', is_alcohol: true });

function api(routes: Record<string, (call: Call) => [number, unknown]> = {}) {
  return mockNetwork({
    'GET /api/v1/carts': () => [200, cart([line(), wine])],
    'GET /api/v1/account/address': () => [200, { success: true, addresses: [address()] }],
    'GET /api/v1/account/cc': () => [200, { success: true, errors: [], cards: [method()] }],
    'GET /api/v1/account/promiseddate': () => [
      200,
      { success: true, promised_date: '2026-11-23', delivery_text: 'Arrives by Monday, Nov 23' },
    ],
    'POST /api/v1/checkout': () => [201, { success: true, order: order({ increment_id: '100000030' }) }],
    ...routes,
  });
}

const posts = (calls: Call[], url: string) =>
  calls.filter((call) => call.url === url && call.method !== 'GET');
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

describe('a new member at checkout', () => {
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

  it('asks a new member for a date of birth, sends nothing until it is confirmed, then places the order', async () => {
    const confirmed = member({ date_of_birth: '1990-07-04', is_over_21: true });
    const { calls } = api({ 'PUT /api/v1/account': () => [200, confirmed] });
    const { where } = renderRoute(Checkout, '/checkout', '/checkout', member());

    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    placeOrder();
    expect(await screen.findByText(ageMessages.unconfirmed)).toBeTruthy();
    expect(posts(calls, '/api/v1/checkout')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-07-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm date of birth' }));
    expect(await screen.findByText('Date of birth: July 4, 1990 (confirmed, 21 or older)')).toBeTruthy();
    expect(Object.fromEntries(posts(calls, '/api/v1/account')[0]!.body)).toEqual({
      date_of_birth: '1990-07-04',
    });
    expect(screen.queryByText(ageMessages.unconfirmed)).toBeNull();

    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000030'));
    expect(posts(calls, '/api/v1/checkout')).toHaveLength(1);
  });

  it('refuses a date under 21 on the page, with the domain’s words', async () => {
    const { calls } = api();
    renderRoute(Checkout, '/checkout', '/checkout', member());
    fireEvent.change(await screen.findByLabelText('Date of birth'), { target: { value: '2010-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm date of birth' }));
    expect(await screen.findByText(ageMessages.underAge)).toBeTruthy();
    expect(posts(calls, '/api/v1/account')).toHaveLength(0);
  });

  it('asks nothing of a member whose date of birth is confirmed, nor of a cart without wine', async () => {
    const { calls } = api();
    const adult = member({ date_of_birth: '1988-04-12', is_over_21: true });
    const { where } = renderRoute(Checkout, '/checkout', '/checkout', adult);
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000030'));
    expect(posts(calls, '/api/v1/checkout')).toHaveLength(1);
    cleanup();

    api({ 'GET /api/v1/carts': () => [200, cart([line()])] });
    renderRoute(Checkout, '/checkout', '/checkout', member());
    await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it("prices the cart again once the first address is saved, so Place order confirms the total with that state's tax", async () => {
    let saved = false;
    const home = address({ id: 8, street1: '500 Howard St' });
    const { calls } = api({
      'GET /api/v1/carts': () => [200, cart([line()], { grand_total: saved ? 16.58 : 15.5 })],
      'GET /api/v1/account/address': () => [200, { success: true, addresses: saved ? [home] : [] }],
      'POST /api/v1/account/address': () => {
        saved = true;
        return [200, { success: true, address: home, addresses: [home] }];
      },
      'POST /api/v1/search/address': () => [200, { success: false, address: {}, errors: 'unknown' }],
    });
    const { where } = renderRoute(Checkout, '/checkout', '/checkout', member());
    const type = (label: string, text: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    await screen.findByLabelText('Street address');
    type('First name', 'Vin');
    type('Last name', 'Newman');
    type('Street address', '500 Howard St');
    type('ZIP code', '94105');
    type('City', 'San Francisco');
    type('State', 'CA');
    type('Mobile number', '415-555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save and use this address' }));
    await screen.findByRole('radio', { name: /500 Howard St/ });
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$16.58'));

    placeOrder();
    await waitFor(() => expect(where()).toBe('/checkout/success?order=100000030'));
    expect(posts(calls, '/api/v1/checkout')[0]!.body.get('total')).toBe('16.58');
  });
});
