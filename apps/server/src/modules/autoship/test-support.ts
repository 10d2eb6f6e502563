import { randomUUID } from 'node:crypto';
import { eq, products } from '@pantry/db';
import type { AutoshipItemWire } from '@pantry/domain';
import type { Given, GivenShopper } from '../../test/given.ts';
import type { TestApp } from '../../test/helper.ts';

/** Test-only helpers of the autoship tests: an autoship-enabled product, and calls as a shopper. */

export async function autoshipProduct(t: TestApp, given: Given, options: { box?: 'grocery' | 'wine' } = {}) {
  const product = await given.product(options);
  // The generated catalog switches autoship off for some products; these tests need one with it on.
  await t.db.update(products).set({ autoshipEnabled: true }).where(eq(products.id, product.id));
  return product;
}

type Who = Pick<GivenShopper, 'headers'> | null;

export async function autoshipCall(
  t: TestApp,
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

export async function subscribeTo(
  t: TestApp,
  who: Who,
  productId: number,
  extra: { qty?: number; frequency?: number } = {},
): Promise<AutoshipItemWire> {
  const answer = await autoshipCall(t, who, 'POST', '/autoship/items', { product_id: productId, ...extra });
  if (answer.status !== 200) throw new Error(`subscribe ${productId}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.autoship_item;
}

/** Presses Ship now with the press's Idempotency-Key (a new one unless given: a new press). */
export async function pressShipNow(t: TestApp, who: Who, key: string | null = randomUUID()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/autoship/schedule/ship-now',
    headers: { ...(who?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
  return { status: response.statusCode, body: response.json() };
}
