import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { getJson, useTestApp } from '../../test/helper.ts';

/** Issue 11: 'A number a shopper sees that the store configures comes from the API.' */

const cart = readConfig({
  FREE_SHIPPING_GROCERY: '99',
  FREE_SHIPPING_FROZEN: '120.5',
  SHIPPING_FEE_PERISHABLES: '12.49',
  PPE_FEE: '0.5',
}).cart;
const t = useTestApp({ cart });

describe('GET /api/v1/store/config', () => {
  it('answers the configured thresholds and fees in dollars', async () => {
    const { status, body } = await getJson(t.app, '/api/v1/store/config');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      free_shipping: { grocery: 99, fresh: 150, frozen: 120.5, wine: 150 },
      shipping_fee: { grocery: 5.95, fresh: 12.49, frozen: 12.49, wine: 9.95 },
      ppe_fee: 0.5,
    });
  });

  it('lets browsers and shared caches keep it for five minutes', async () => {
    const { headers } = await getJson(t.app, '/api/v1/store/config');
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await getJson<{ paths: Record<string, { get?: { tags?: string[] } }> }>(
      t.app,
      '/api/docs/json',
    );
    expect(body.paths['/api/v1/store/config']?.get?.tags).toEqual(['store']);
  });
});
