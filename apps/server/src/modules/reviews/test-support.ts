import { accounts, eq, events, products, sql } from '@pantry/db';
import type { CartLineInput } from '@pantry/domain';
import type { TestApp } from '../../test/helper.ts';
import { orderableProducts, placeTestOrder } from '../orders/test-support.ts';
import { signIn } from '../payments/test-support.ts';

/** Helpers for the review tests: shoppers who bought a product (real orders), and the operator's calls. */

export const operator = { authorization: 'Bearer test-admin-token' };

export type Buyer = { accountId: number; email: string; headers: { cookie: string } };

/** Plain, in-stock products to buy; each test takes its own so ratings do not mix. */
export async function reviewableLines(t: TestApp, count = 12): Promise<CartLineInput[]> {
  return orderableProducts(t.app, count);
}

/** A signed-in shopper named `firstname lastname` with an order holding `line` (status processing). */
export async function buyer(
  t: TestApp,
  line: CartLineInput | null,
  name = ['Ada', 'Lovelace'],
): Promise<Buyer> {
  const { accountId, cookie } = await signIn(t);
  const [row] = await t.db
    .update(accounts)
    .set({ firstname: name[0] ?? '', lastname: name[1] ?? '' })
    .where(eq(accounts.id, accountId))
    .returning({ email: accounts.email });
  if (line) await placeTestOrder(t.app, accountId, { lines: [{ ...line, qty: 1 }] });
  return { accountId, email: row!.email, headers: { cookie } };
}

export function submit(t: TestApp, who: Buyer | null, productId: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${productId}/reviews`,
    headers: who?.headers ?? {},
    payload: body,
  });
}

export function moderate(t: TestApp, reviewId: number, action: 'approve' | 'reject', headers = operator) {
  return t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/${action}`, headers });
}

export async function ratingOf(t: TestApp, productId: number) {
  const [row] = await t.db
    .select({
      rating_average: products.ratingAverage,
      rating_count: products.ratingCount,
      review_count: products.reviewCount,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export async function reviewEvents(t: TestApp, reviewId: number) {
  return t.db
    .select()
    .from(events)
    .where(sql`${events.type} = 'review.approved' AND ${events.subjectId} = ${reviewId}`);
}
