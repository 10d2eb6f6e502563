import { messages, visitorAccount } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { accountKeys } from '../account/index.ts';
import { cartKeys } from '../cart/index.ts';
import { makeCart, makeLine } from '../cart/test-support.ts';
import { order } from '../checkout/test-support.tsx';
import type { Order } from './api.ts';
import { OrderDetail } from './order-detail.tsx';

function show(value: Order) {
  const client = makeQueryClient();
  // The shell's account, as the root loader gives it (the order page reads it for 'Subscribe all').
  client.setQueryData(accountKeys.account, visitorAccount());
  const Stub = createRoutesStub([{ path: '/', Component: () => <OrderDetail order={value} /> }]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const shipped = order({
  status: 'shipped',
  status_label: 'Shipped',
  progress_percent: 36.5,
  details: {
    delivery_status_label: 'Shipped',
    progress_percent: 36.5,
    displayed_date: { kind: 'estimated', date: '2026-11-24' },
  },
});

describe('the order page', () => {
  afterEach(cleanup);

  it('shows the status label with a progress bar at the table’s percent and the estimated date', () => {
    show(shipped);
    expect(screen.getByText('Shipped')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('36.5');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Estimated delivery: Tuesday, November 24, 2026')).toBeTruthy();
  });

  it('says when the autoship placed the order, and nothing for a checkout order', () => {
    show(order({ order_type: 'next shipment ship now' }));
    expect(screen.getByText(/^Placed on /).textContent).toBe('Placed on Nov 21, 2026 Autoship, shipped now');
    cleanup();
    show(order({ order_type: 'cron' }));
    expect(screen.getByText(/^Placed on /).textContent).toBe('Placed on Nov 21, 2026 Autoship');
    cleanup();
    show(order({ order_type: 'main cart' }));
    expect(screen.getByText(/^Placed on /).textContent).toBe('Placed on Nov 21, 2026');
    expect(screen.queryByText(/Autoship/)).toBeNull();
  });

  it('hides the progress bar where the spec says not shown (On Its Way, Closed, Canceled)', () => {
    show(
      order({
        status: 'on_its_way',
        status_label: 'On Its Way',
        progress_percent: null,
        details: {
          delivery_status_label: 'On Its Way',
          progress_percent: null,
          displayed_date: { kind: 'estimated', date: '2026-11-21' },
        },
      }),
    );
    expect(screen.getByText('On Its Way')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the delivered date once delivered, and the cancel date for a canceled order', () => {
    show(
      order({
        status: 'delivered',
        status_label: 'Delivered',
        progress_percent: 97.5,
        details: {
          delivery_status_label: 'Delivered',
          progress_percent: 97.5,
          displayed_date: { kind: 'delivered', date: '2026-11-14' },
        },
      }),
    );
    expect(screen.getByText('Delivered on Saturday, November 14, 2026')).toBeTruthy();
    cleanup();
    show(
      order({
        status: 'canceled',
        status_label: 'Canceled',
        progress_percent: null,
        canceled_at: '2026-11-18T20:00:00Z',
      }),
    );
    expect(screen.getByText('Canceled on Nov 18, 2026')).toBeTruthy();
  });

  it('lists items with their badges (never Out of Stock), totals, payments, the address and the signature notice', () => {
    const base = order({ signature_required: true });
    const item = base.items[0]!;
    const outOfStock = {
      badge_text: 'Out of Stock',
      badge_category: { id: 1, name: 'Status' },
      isPreferenceBadge: false,
    };
    show({
      ...base,
      items: [{ ...item, product_badges: [...item.product_badges, outOfStock] }],
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
    });
    expect(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter, 16 oz' })).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('Vegan')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$15.50');
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText(/102 Market St/)).toBeTruthy();
    expect(screen.getByText(messages.alcoholSignature)).toBeTruthy();
  });

  it('reorders: the cart answer goes into the cart, and the page names what could not be added (issue 12)', async () => {
    const cart = makeCart([
      makeLine({ product_id: 3, title: 'Organic Creamy Peanut Butter, 16 oz', line_item_qty: 2 }),
    ]);
    const fetchMock = vi.fn(async () =>
      Response.json({
        ...cart,
        errors: [],
        cart_errors: ['The cart contains items that are out of stock'],
        added: [{ product_id: 3, title: 'Organic Creamy Peanut Butter, 16 oz', qty: 2 }],
        not_added: [{ product_id: 9, title: 'Gone Granola', qty: 1 }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client } = show(shipped);
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    const status = await screen.findByText(/Not added/);
    expect(status.textContent).toBe(
      'The rest of this order is in your cart. Not added (no longer available or at its limit): Gone Granola. View your cart',
    );
    expect(screen.getByRole('link', { name: 'View your cart' }).getAttribute('href')).toBe('/cart');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/account/order/100000012/reorder');
    expect(init.method).toBe('POST');
    expect(client.getQueryData(cartKeys.cart)).toEqual(cart);
    vi.unstubAllGlobals();
  });

  it("links the tracking number to the carrier's page, and leaves it text without a carrier (issue 12)", () => {
    const link = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    show(
      order({
        ...shipped,
        shipment: {
          ...shipped.shipment,
          tracking_number: '1Z999AA10123456784',
          carrier: 'ups',
          tracking_url: link,
        },
      }),
    );
    const tracking = screen.getByRole('link', { name: /1Z999AA10123456784/ });
    expect(tracking.getAttribute('href')).toBe(link);
    expect(tracking.textContent).toContain('track on UPS');
    cleanup();
    show(order({ ...shipped, shipment: { ...shipped.shipment, tracking_number: '1Z999' } }));
    expect(screen.getByText('Tracking number 1Z999')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /1Z999/ })).toBeNull();
  });

  it('lists every tender with its amount, and says a canceled order’s redeemed gift was spent (issue 23)', () => {
    show(
      order({
        status: 'canceled',
        status_label: 'Canceled',
        canceled_at: '2026-11-23T10:00:00.000Z',
        payments: [],
        tenders: [
          { kind: 'thrive_cash', label: 'Thrive Cash', amount: 5, refunded_amount: 0 },
          { kind: 'gift_card', label: 'Gift card balance', amount: 10.5, refunded_amount: 10.5 },
        ],
        gifts: [
          {
            type: 'credit',
            what: 'Gift card credit · $10.00',
            recipient_name: 'Rita Friend',
            amount: 10,
            price: 10,
            status: 'redeemed',
            note: 'Rita Friend had already redeemed it: a redeemed gift is spent, so it was not refunded.',
          },
        ],
        totals: [
          { type: 'shipping', value: 5.95 },
          { type: 'thrive_cash_earn', value: 1.8 },
        ],
      }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('Thrive Cash$5.00');
    expect(payment.textContent).toContain('Gift card balance$10.50Refunded $10.50');
    const gift = screen.getByRole('region', { name: 'Gift' });
    expect(gift.textContent).toContain('Gift card credit · $10.00 for Rita Friend');
    expect(gift.textContent).toContain('a redeemed gift is spent, so it was not refunded.');
    // What the order earns is said apart from what it cost, not as a charge among the totals.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.querySelector('dl')?.textContent).not.toContain('Thrive Cash earned');
    expect(summary.textContent).toContain('This order earns $1.80 in Thrive Cash');
  });
});
