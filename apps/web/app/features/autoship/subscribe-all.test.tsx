import type { AutoshipItemWire, Product } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { renderAt } from '../account/test-support.tsx';
import { order } from '../checkout/test-support.tsx';
import { makeAccount, mockApi, visitorAccount } from '../membership/test-support.tsx';
import { autoshipKeys } from './api.ts';
import { OrderSubscribeAll } from './order-subscribe-all.tsx';
import { SubscribeAll } from './subscribe-all.tsx';
import { autoshipItem, autoshipSchedule, memberOnAutoship } from './test-support.ts';

const member = memberOnAutoship();

const schedule = autoshipSchedule();

const subscribed = (productId: number) => autoshipItem(productId);

const product = (id: number, overrides: Partial<Product> = {}) =>
  makeProduct({ id, product_id: id, title: `Product ${id}`, autoship_enabled: true, ...overrides });

function api(items: AutoshipItemWire[] = [], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    // Every autoship change refreshes the account.
    'GET /api/v1/account': () => [200, member],
    'GET /api/v1/autoship/items': () => [200, { success: true, items }],
    'GET /api/v1/autoship/schedule/first': () => [200, { success: true, schedule }],
    'POST /api/v1/autoship/items': (body) =>
      body.get('product_id') === '5'
        ? [409, { success: false, errors: 'This product is already on your autoship.' }]
        : [200, { success: true, data: { autoship_item: subscribed(Number(body.get('product_id'))) } }],
    ...extra,
  });
}

const posted = (calls: { url: string; method: string; body: string }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe("'Subscribe all' on a list (account spec §4)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('subscribes every eligible product at the chosen frequency, skipping subscribed, bundles and sold-out ones', async () => {
    const { calls } = api([subscribed(2)]);
    const lines = [
      { product: product(1), qty: 1 },
      { product: product(2), qty: 1 },
      { product: product(3, { product_type: 'bundle' }), qty: 1 },
      { product: product(4, { in_stock: false }), qty: 1 },
      { product: product(6), qty: 3 },
      { product: product(7, { autoship_enabled: false }), qty: 1 },
    ];
    renderAt(
      () => <SubscribeAll lines={lines} />,
      '/autoship/personalized',
      '/autoship/personalized',
      member,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe all' }));
    const form = screen.getByRole('form', { name: 'Subscribe all' });
    expect(form.textContent).toContain('Put 2 products on autoship at one frequency.');
    // The schedule's frequency for new items comes first.
    expect((screen.getByLabelText('Every') as HTMLSelectElement).value).toBe('4');
    fireEvent.change(screen.getByLabelText('Every'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Subscribed 2 products, every 2 weeks.',
    );
    expect(posted(calls)).toEqual(['product_id=1&qty=1&frequency=2', 'product_id=6&qty=3&frequency=2']);
  });

  it('reports a product the server refuses and subscribes the rest', async () => {
    const { calls } = api();
    renderAt(
      () => <SubscribeAll lines={[5, 8].map((id) => ({ product: product(id), qty: 1 }))} />,
      '/autoship/personalized',
      '/autoship/personalized',
      member,
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This product is already on your autoship.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Subscribed 1 product, every 4 weeks.');
  });

  it('is hidden when no product on the list is eligible, and for visitors', async () => {
    api([subscribed(1)]);
    const lines = [
      { product: product(1), qty: 1 },
      { product: product(4, { in_stock: false }), qty: 1 },
    ];
    const { client } = renderAt(
      () => <SubscribeAll lines={lines} />,
      '/autoship/personalized',
      '/autoship/personalized',
      member,
    );
    // Once the shopper's items are known, product 1 is subscribed and product 4 sold out.
    await waitFor(() => expect(client.getQueryData(autoshipKeys.items)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Subscribe all' })).toBeNull();
    cleanup();
    renderAt(
      () => <SubscribeAll lines={[{ product: product(9), qty: 1 }]} />,
      '/autoship/personalized',
      '/autoship/personalized',
      visitorAccount(),
    );
    expect(screen.queryByRole('button', { name: 'Subscribe all' })).toBeNull();
  });
});

describe("'Subscribe all' on an order's items", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the bought products and subscribes them at the quantity ordered, leaving free gifts out', async () => {
    const base = order();
    const line = base.items[0]!;
    const items = [
      { ...line, id: 1, product_id: 11, url_key: 'kale-chips', qty: 2 },
      {
        ...line,
        id: 2,
        product_id: 12,
        url_key: 'free-sample',
        tc_product_type: 'SAMPLE' as const,
        price: 0,
      },
    ];
    const { calls } = api([], {
      'GET /api/v1/products/url/kale-chips': () => [200, product(11, { title: 'Kale Chips' })],
      'GET /api/v1/products/url/free-sample': () => [200, product(12)],
    });
    renderAt(() => <OrderSubscribeAll items={items} />, '/account/order/:id', '/account/order/1', member);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status');
    expect(calls.some((call) => call.url.includes('free-sample'))).toBe(false);
    expect(posted(calls)).toEqual(['product_id=11&qty=2&frequency=4']);
  });

  it('reads nothing for a lead, who cannot subscribe', async () => {
    const { calls } = api();
    const items = [{ ...order().items[0]!, url_key: 'kale-chips' }];
    renderAt(
      () => <OrderSubscribeAll items={items} />,
      '/account/order/:id',
      '/account/order/1',
      makeAccount({ user_status: 'lead' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.url.includes('/products/'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Subscribe all' })).toBeNull();
  });
});
