import { messages } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, order, renderRoute } from '../components/checkout/test-support.tsx';
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
});
