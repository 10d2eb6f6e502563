import { messages } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, order, renderRoute } from '../features/checkout/test-support.tsx';
import CheckoutSuccess from './checkout-success.tsx';

describe('the checkout receipt', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('thanks the shopper with the order number, total and estimated date, and links onwards', async () => {
    const { calls } = mockNetwork({
      'GET /api/v1/account/order/100000020': () => [
        200,
        order({ increment_id: '100000020', signature_required: true }),
      ],
    });
    renderRoute(CheckoutSuccess, '/checkout/success', '/checkout/success?order=100000020');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you, Maya! Your order is placed.',
    );
    expect(screen.getByRole('heading', { name: 'Order #100000020' })).toBeTruthy();
    expect(await screen.findByText('Tuesday, November 24, 2026')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$15.50');
    expect(screen.getByText(messages.alcoholSignature)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/account/order/100000020',
    );
    expect(screen.getByRole('link', { name: 'Keep shopping' }).getAttribute('href')).toBe('/');
    expect(calls[0]!.url).toBe('/api/v1/account/order/100000020');
  });

  it('says what paid an order no card paid: every tender with its amount (issue 23)', async () => {
    mockNetwork({
      'GET /api/v1/account/order/100000021': () => [
        200,
        order({
          increment_id: '100000021',
          payments: [],
          tenders: [
            { kind: 'thrive_cash', label: 'Thrive Cash', amount: 5, refunded_amount: 0 },
            { kind: 'gift_card', label: 'Gift card balance', amount: 10.5, refunded_amount: 0 },
          ],
        }),
      ],
    });
    renderRoute(CheckoutSuccess, '/checkout/success', '/checkout/success?order=100000021');
    const paidWith = await screen.findByText('Paid with');
    expect(paidWith.nextElementSibling?.textContent).toBe('Thrive Cash $5.00 and Gift card balance $10.50');
  });

  it('shows the delivery date once, the items by box and the address (issue 12)', async () => {
    const placed = order({ increment_id: '100000021' });
    const frozen = {
      ...placed.items[0]!,
      id: 29,
      title: 'Frozen Wild Blueberries',
      box_type: 'frozen' as const,
    };
    mockNetwork({
      'GET /api/v1/account/order/100000021': () => [
        200,
        { ...placed, items: [...placed.items, frozen], item_count: 4 },
      ],
    });
    renderRoute(CheckoutSuccess, '/checkout/success', '/checkout/success?order=100000021');
    expect(await screen.findByRole('heading', { name: '4 items' })).toBeTruthy();
    expect(screen.getAllByText(/November 24|Nov 24/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Grocery box' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Frozen box' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter, 16 oz' })).toBeTruthy();
    expect(screen.getByText('Frozen Wild Blueberries')).toBeTruthy();
    const address = screen.getByRole('heading', { name: 'Shipping address' }).nextElementSibling;
    expect(address?.textContent).toContain('102 Market St');
  });
});
