import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, mockNetwork, order, renderRoute } from '../features/checkout/test-support.tsx';
import AccountOrders from './account-orders.tsx';

const page = (n: number, count: number) =>
  Array.from({ length: Math.min(10, count - (n - 1) * 10) }, (_, i) => {
    const number = count - (n - 1) * 10 - i;
    return order({ id: number, increment_id: String(100000000 + number), item_count: i + 1 });
  });

function api(count: number) {
  return mockNetwork({
    'GET /api/v1/account/orders': (call: Call) => {
      const n = Number(new URL(call.url, 'http://x').searchParams.get('cur_page'));
      return [200, { orders: page(n, count), count, cur_page: n, page_size: 10 }];
    },
  });
}

describe('the orders page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the spec’s columns, one row per order, linking to each order', async () => {
    api(3);
    renderRoute(AccountOrders, '/account/orders', '/account/orders');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ORDER', 'DATE', 'ITEM(S)', 'TOTAL', 'STATUS']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toBe('Order #100000003Nov 21, 20261$15.50Placed');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/account/order/100000003');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('labels the orders the autoship placed, in the table and on the phone cards, and no checkout order', async () => {
    mockNetwork({
      'GET /api/v1/account/orders': () => [
        200,
        {
          orders: [
            order({ id: 3, increment_id: '100000003', order_type: 'next shipment ship now' }),
            order({ id: 2, increment_id: '100000002', order_type: 'cron' }),
            order({ id: 1, increment_id: '100000001', order_type: 'main cart' }),
          ],
          count: 3,
          cur_page: 1,
          page_size: 10,
        },
      ],
    });
    renderRoute(AccountOrders, '/account/orders', '/account/orders');
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(heads).toEqual([
      'Order #100000003 Autoship, shipped now',
      'Order #100000002 Autoship',
      'Order #100000001',
    ]);
    const cards = within(screen.getByRole('list', { name: 'Your orders, newest first' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.querySelector('.orders-card-title')?.textContent)).toEqual([
      'Order #100000003 Autoship, shipped now',
      'Order #100000002 Autoship',
      'Order #100000001',
    ]);
  });

  it('pages by 10 with the page in the URL', async () => {
    const { calls } = api(23);
    renderRoute(AccountOrders, '/account/orders', '/account/orders?cur_page=2');
    await screen.findByRole('table');
    expect(calls[0]!.url).toBe('/api/v1/account/orders?cur_page=2');
    expect(screen.getByText('23 orders · page 2 of 3')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pager).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/account/orders?cur_page=3',
    );
    expect(within(pager).getByText('2').closest('[aria-current="page"]')).toBeTruthy();
  });

  it('reads an unreadable page as page 1', async () => {
    const { calls } = api(3);
    renderRoute(AccountOrders, '/account/orders', '/account/orders?cur_page=abc');
    await screen.findByRole('table');
    expect(calls[0]!.url).toBe('/api/v1/account/orders?cur_page=1');
  });

  it('says so when there are no orders yet', async () => {
    api(0);
    renderRoute(AccountOrders, '/account/orders', '/account/orders');
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});
