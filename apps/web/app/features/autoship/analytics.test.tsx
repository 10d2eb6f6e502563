import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAnalytics } from '../../lib/analytics.ts';
import { makeQueryClient } from '../../lib/query-client.ts';
import { mockApi } from '../membership/test-support.tsx';
import { useAutoshipStatus, useCartItemToShipment, useChangeItem, useSubscribe } from './api.ts';
import { autoshipItem, memberOnAutoship } from './test-support.ts';

const item = autoshipItem(7, { name: 'Organic Kale Chips', product_sku: 'KALE-7', qty: 2, frequency: 2 });
const answer = (status: 'active' | 'cancelled' = 'active'): [number, unknown] => [
  200,
  { success: true, data: { autoship_item: { ...item, status } } },
];

function hook<T>(use: () => T): T {
  const client = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(use, { wrapper }).result.current;
}

let analytics: ReturnType<typeof captureAnalytics>;

describe('autoship analytics (spec §3 "Autoship changes")', () => {
  beforeEach(() => {
    analytics = captureAnalytics();
    mockApi({
      'GET /api/v1/account': () => [200, memberOnAutoship()],
      'POST /api/v1/autoship/items': (body) =>
        body.get('product_id') === '9' ? [409, { success: false, errors: 'Already on autoship.' }] : answer(),
      'PUT /api/v1/autoship/item/70': (body) =>
        answer(body.get('status') === 'cancelled' ? 'cancelled' : 'active'),
      'POST /api/v1/autoship/items/from-cart': () => answer(),
      'PUT /api/v1/account': () => [200, memberOnAutoship()],
    });
  });
  afterEach(() => {
    analytics.restore();
    vi.unstubAllGlobals();
  });

  it('records a subscription with the item as the server answers it, lowercased', async () => {
    await hook(useSubscribe).mutateAsync({ product_id: 7, qty: 2, frequency: 2 });
    expect(analytics.events).toEqual([
      {
        event: 'Autoship Subscribed',
        properties: {
          product_id: 7,
          sku: 'kale-7',
          name: 'organic kale chips',
          price: 4.94,
          quantity: 2,
          frequency: 2,
          status: 'active',
          box_type: 'grocery',
          url: '/p/product-7',
        },
      },
    ]);
  });

  it('records managing an item, removing it, moving a cart line and cancelling the autoship', async () => {
    await hook(useChangeItem).mutateAsync({ itemId: 70, frequency: 4 });
    await hook(useChangeItem).mutateAsync({ itemId: 70, status: 'cancelled' });
    await hook(useCartItemToShipment).mutateAsync({ productId: 7, frequency: 2 });
    await hook(useAutoshipStatus).mutateAsync('paused');
    await hook(useAutoshipStatus).mutateAsync('canceled');
    expect(analytics.events.map((e) => [e.event, e.properties.product_id, e.properties.status])).toEqual([
      ['Autoship Updated', 7, 'active'],
      ['Autoship Item Removed', 7, 'cancelled'],
      ['Autoship Moved To Next Shipment', 7, 'active'],
      ['Autoship Updated', undefined, 'paused'],
      ['Autoship Cancelled', undefined, 'canceled'],
    ]);
  });

  it('records nothing the server refused', async () => {
    await expect(hook(useSubscribe).mutateAsync({ product_id: 9, qty: 1, frequency: 2 })).rejects.toThrow();
    expect(analytics.events).toEqual([]);
  });
});
