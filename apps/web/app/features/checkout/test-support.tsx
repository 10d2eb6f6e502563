import type { Account, CartLineItem, CartWire, OrderWire, SavedPaymentMethod } from '@pantry/domain';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import type { SavedAddress } from '../addresses/index.ts';
import { makeAccount } from '../membership/test-support.tsx';

/** Test helpers of checkout and the order pages (not part of the app). */

export const member = (overrides: Partial<Account> = {}) =>
  makeAccount({ user_status: 'member', is_active: true, firstname: 'Maya', ...overrides });

export function line(overrides: Partial<CartLineItem> = {}): CartLineItem {
  return {
    id: 3,
    product_id: 3,
    sku: 'PT-000003',
    line_item_id: 31,
    line_item_qty: 2,
    min_order_qty: 1,
    max_order_qty: 50,
    product_type: 'simple',
    price: 3.99,
    msrp: 4.99,
    row_total: 7.98,
    title: 'Organic Creamy Peanut Butter, 16 oz',
    image: '/media/products/3-0.svg',
    url_key: 'organic-creamy-peanut-butter-16-oz',
    manufacturer: 'Good Acre',
    sold_as_fresh: null,
    box_type: 'grocery',
    save_for_later: false,
    is_cart_prefilled_item: false,
    gwp_id: null,
    tc_product_type: null,
    free_label: null,
    ebt_eligibility: 1,
    in_stock: true,
    is_alcohol: false,
    restriction_tag: null,
    bundle_options: null,
    ...overrides,
  };
}

export function cart(lines: CartLineItem[] = [line()], overrides: Partial<CartWire> = {}): CartWire {
  const boxTypes = [...new Set(lines.map((l) => l.box_type))];
  return {
    cart_id: 9,
    subtotal: 7.98,
    grand_total: 15.5,
    cart_savings: 2,
    gwp_eligible_subtotal: 7.98,
    fresh_subtotal: 0,
    coupons: [],
    coupon_labels: [],
    totals: [
      { type: 'shipping', value: 5.95 },
      { type: 'tax', value: 0.58 },
      { type: 'ppe_fee', value: 0.99 },
    ],
    boxes: boxTypes.map((box_type) => {
      const items = lines.filter((l) => l.box_type === box_type);
      return {
        box_type,
        items,
        number_of_items: items.reduce((n, l) => n + l.line_item_qty, 0),
        subtotal: items.reduce((n, l) => n + l.row_total, 0),
        gwp_eligible_subtotal: 0,
        free_ship_amt_needed: 0,
        min_amt: 150,
        cart_message: '',
        fresh_message: null,
        cutoff: null,
        scheduled_items: [],
        one_time_items: [],
      };
    }),
    total_items_in_cart: lines.reduce((n, l) => n + l.line_item_qty, 0),
    notification: null,
    giftcards: [],
    is_gift: false,
    gifts: [],
    gift_recipient: null,
    gift_message: null,
    is_autoship: false,
    payment_type: null,
    savings: { coupon: 0, gwp: 0, products: 2, thrive_cash: 0, tpr: 0 },
    ...overrides,
  };
}

export function method(overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod {
  return {
    id: 1,
    token: 'tok_visa',
    cc_type: 'visa',
    cc_label: 'Visa ending in 4242',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    is_default: true,
    expired: false,
    billing_address: null,
    payment_verification: { status: 'verified', verified_at: null },
    payment_type: 'card',
    ...overrides,
  };
}

export function address(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 3,
    firstname: 'Maya',
    lastname: 'Patel',
    street1: '102 Market St',
    street2: '',
    city: 'San Francisco',
    postcode: '94105',
    region_id: 12,
    region_code: 'CA',
    region: 'California',
    telephone: '415-555-0102',
    is_default: true,
    default_shipping: true,
    ...overrides,
  };
}

export function order(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 12,
    order_id: 12,
    increment_id: '100000012',
    created_at: '2026-11-22T01:16:08.543Z',
    status: 'processing',
    status_label: 'Placed',
    progress_percent: 11.5,
    items: [
      {
        id: 28,
        product_id: 3,
        sku: 'PT-000003',
        title: 'Organic Creamy Peanut Butter, 16 oz',
        image: '/media/products/3-0.svg',
        url_key: 'organic-creamy-peanut-butter-16-oz',
        qty: 2,
        price: 3.99,
        row_total: 7.98,
        discount_amount: 0,
        box_type: 'grocery',
        product_type: 'simple',
        tc_product_type: null,
        product_badges: [
          { badge_text: 'Sale', badge_category: { id: 1, name: 'Promotion' }, isPreferenceBadge: false },
          { badge_text: 'Vegan', badge_category: { id: 6, name: 'Preference' }, isPreferenceBadge: true },
        ],
      },
    ],
    item_count: 2,
    tenders: [{ kind: 'charge', label: 'Visa ending in 4242', amount: 15.5, refunded_amount: 0 }],
    gifts: [],
    payments: [
      {
        payment_type: 'card',
        cc_type: 'visa',
        cc_label: 'Visa ending in 4242',
        last4: '4242',
        amount: 15.5,
        refunded_amount: 0,
      },
    ],
    shipment: {
      delivery_status: 'processing',
      estimated_delivery: '2026-11-24',
      delivered_date: null,
      shipped_at: null,
      tracking_number: null,
      carrier: null,
      tracking_url: null,
    },
    totals: [
      { type: 'shipping', value: 5.95 },
      { type: 'tax', value: 0.58 },
      { type: 'ppe_fee', value: 0.99 },
    ],
    shipping_amount: 5.95,
    tax_amount: 0.58,
    subtotal: 7.98,
    grand_total: 15.5,
    coupon_code: null,
    coupon_label: null,
    discount_amount: 0,
    order_count: 1,
    details: {
      delivery_status_label: 'Placed',
      progress_percent: 11.5,
      displayed_date: { kind: 'estimated', date: '2026-11-24' },
    },
    fresh_min_shipping_delay_key: null,
    signature_required: false,
    order_type: 'main cart',
    canceled_at: null,
    shipping_address: {
      firstname: 'Maya',
      lastname: 'Patel',
      street1: '102 Market St',
      street2: '',
      city: 'San Francisco',
      postcode: '94105',
      region_code: 'CA',
      telephone: '+14155550102',
    },
    ...overrides,
  };
}

export type Call = { url: string; method: string; body: URLSearchParams; headers: Record<string, string> };
type Answer = [number, unknown] | 'network-error';

/**
 * fetch mocked at the network edge: `routes` maps 'METHOD /api/v1/path' (query left out) to an answer, or to
 * 'network-error' (the request never got an answer). Every call is recorded with its body and headers.
 */
export function mockNetwork(routes: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.split('?')[0]}`];
    const answer: Answer = handler ? handler(call) : [404, { success: false, errors: 'Not found' }];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const [status, body] = answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a route's page at `path` (a catch-all shows where navigation went), the account in its query. */
export function renderRoute(Page: ComponentType, path: string, url: string, account: Account = member()) {
  return renderAt(Page, path, url, account);
}
