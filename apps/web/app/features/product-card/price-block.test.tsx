import type { Account } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { json, renderAt, signedIn, visitor } from '../account/test-support.tsx';
import { PriceBlock } from './price-block.tsx';

/** Olive oil with a gesture MAP: the cart charges $12.99, the manufacturer lets us advertise $14.99. */
const gestureOil = makeProduct({
  title: 'California Extra Virgin Olive Oil',
  price: 12.99,
  msrp: 17.99,
  map_price: 14.99,
  is_map_enabled: true,
  msrp_display_actual_price_type: 'gesture',
  unit: { price_text: '16.9 fl oz', size: { amount: 16.9, unit: 'fl oz' } },
});

function renderPrice(product: ReturnType<typeof makeProduct>, account: Account) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(account)),
  );
  return renderAt(() => <PriceBlock product={product} size="page" />, '/p/:key', '/p/oil', account);
}

describe('PriceBlock', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the unit price of the sale price: $3.99 for 16 oz is $0.25/oz (issue 12)', () => {
    const peanutButter = makeProduct({
      price: 4.99,
      temporary_price_reduction: [{ type: 'by_percent', amount: 20 }],
      unit: { price_text: '16 oz · $0.25/oz', size: { amount: 16, unit: 'oz' } },
    });
    renderPrice(peanutButter, visitor());
    expect(screen.getByText('$3.99')).toBeTruthy();
    expect(screen.getByText('16 oz · $0.25/oz')).toBeTruthy();
  });

  it('hides the unit price with a hidden MAP price, and asks a visitor to register', () => {
    const { container } = renderPrice(gestureOil, visitor());
    expect(screen.getByText('Advertised price: $14.99')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register for best price' })).toBeTruthy();
    expect(screen.getByText('16.9 fl oz')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\/fl oz|\$12\.99/);
  });

  for (const status of ['lead', 'canceled', 'member'] as const) {
    it(`shows a signed-in ${status} the regular price and its unit price, never 'Register for best price'`, () => {
      const { container } = renderPrice(gestureOil, signedIn({ user_status: status }));
      expect(screen.getByText('$12.99')).toBeTruthy();
      expect(screen.getByText('16.9 fl oz · $0.77/fl oz')).toBeTruthy();
      expect(container.textContent).not.toContain('Register for best price');
    });
  }

  it('keeps an in_cart MAP price hidden from everyone, unit price included', () => {
    const inCart = { ...gestureOil, msrp_display_actual_price_type: 'in_cart' as const };
    const { container } = renderPrice(inCart, signedIn({ user_status: 'member' }));
    expect(screen.getByText('See best price in cart')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\/fl oz|\$12\.99/);
  });
});
