import { Agent } from 'node:http';
import {
  call,
  drive,
  makeShopper,
  restock,
  type Shopper,
  type ShopperFigures,
  stockedProducts,
  tenOf,
  timed,
} from './cart.ts';

/**
 * Issue 24: 'the p95 of /account/purchased for a shopper with 200 orders (goal ≤ 30 ms on PostgreSQL)'. One member
 * places 200 real orders through POST /checkout, ten lines each drawn from 60 products (so products repeat, as a
 * weekly shop does), then 1 and then 10 clients read the first page of Buy It Again (and the purchased ids) as that
 * shopper for 10 s after 2 s of warm-up, each over its own keep-alive connection.
 */

export const HISTORY_ORDERS = 200;
const POOL = 60;
/** One shopper's own requests, one at a time; then many at once, as when the store is busy. */
const CONNECTIONS = [1, 10] as const;

async function placeOrders(base: string, shopper: Shopper, pool: number[]): Promise<void> {
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    const products = tenOf(pool, 1, i).map((id) => ({ product_id: id, qty: 1 + (i % 2) }));
    await call(shopper.agent, base, 'POST', '/api/v1/carts/bulk_product', shopper.cookie, { products });
    const placed = await call(
      shopper.agent,
      base,
      'POST',
      '/api/v1/checkout',
      shopper.cookie,
      { payment_token: shopper.cardToken },
      { 'idempotency-key': `bench-history-${shopper.cardToken}-${i}` },
    );
    if (placed.status !== 201)
      throw new Error(`history order ${i}: ${placed.status} ${JSON.stringify(placed.json)}`);
    // Every tenth round, the units taken go back, so no order meets an empty shelf.
    if (i % 10 === 9) await restock(base, pool);
  }
}

export async function benchHistory(
  base: string,
  settleFirst?: () => Promise<void>,
): Promise<ShopperFigures[]> {
  const pool = await stockedProducts(base, POOL);
  await restock(base, pool);
  const shopper = await makeShopper(base, 9_000, pool.slice(0, 1));
  const started = performance.now();
  await placeOrders(base, shopper, pool);
  console.log(`history: ${HISTORY_ORDERS} orders placed in ${Math.round(performance.now() - started)} ms`);
  const first = await call(shopper.agent, base, 'GET', '/api/v1/account/purchased', shopper.cookie);
  if (first.status !== 200) throw new Error(`/account/purchased answered ${first.status}`);
  console.log(`history: Buy It Again lists ${first.json.count} products`);
  await settleFirst?.();
  const figures: ShopperFigures[] = [];
  for (const connections of CONNECTIONS) {
    // The same shopper on connections of their own.
    const clients = Array.from({ length: connections }, () => ({
      ...shopper,
      agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    }));
    const on = `one shopper with ${HISTORY_ORDERS} orders, ${connections} connection${connections === 1 ? '' : 's'}`;
    for (const [name, path] of [
      ['Buy It Again (GET /account/purchased)', '/api/v1/account/purchased'],
      ['purchased ids (GET /account/purchased/ids)', '/api/v1/account/purchased/ids'],
    ] as const) {
      await settleFirst?.();
      figures.push(
        await drive(`${name}, ${on}`, clients, (s) =>
          timed(() => call(s.agent, base, 'GET', path, s.cookie), 200),
        ),
      );
    }
  }
  return figures;
}
