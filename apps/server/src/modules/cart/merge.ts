import { cartCoupons, cartItems, carts, type Database, eq, sql } from '@pantry/db';
import { cartLineQuantity } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { claimCart } from './cart-owner.ts';
import type { CartLine } from './cart-rows.ts';
import { loadCartState } from './cart-state.ts';

/**
 * At sign-in the visitor's cart joins the account's (architecture: the cart lives on the session until then). In
 * one transaction: quantities of the same product are added and held by the quantity rules, a line bought in
 * either cart stays bought (saved only when saved in both), the visitor's coupon — the one just typed — replaces
 * the account's, and the visitor cart is deleted. Free gifts are not copied: the next pricing gives what is earned.
 */

type Merged = { product_id: number; qty: number; save_for_later: boolean };

export function mergeLines(account: readonly CartLine[], visitor: readonly CartLine[]): Merged[] {
  const merged: Merged[] = [];
  const own = new Map(account.filter((l) => l.gwp_id == null).map((l) => [l.product_id, l]));
  for (const line of visitor) {
    if (line.gwp_id != null) continue;
    const mine = own.get(line.product_id);
    if (!mine) {
      merged.push({
        product_id: line.product_id,
        qty: line.qty,
        save_for_later: Boolean(line.save_for_later),
      });
      continue;
    }
    const bought = [mine, line].filter((l) => !l.save_for_later);
    if (bought.length === 0) {
      merged.push({ product_id: line.product_id, qty: Math.max(mine.qty, line.qty), save_for_later: true });
      continue;
    }
    const qty = cartLineQuantity(
      bought.reduce((sum, l) => sum + l.qty, 0),
      line,
    ).qty;
    merged.push({ product_id: line.product_id, qty, save_for_later: false });
  }
  return merged;
}

/** Merges the visitor cart `visitorCartId` into the account's cart; nothing happens when it is gone. */
export async function mergeVisitorCart(
  db: Database,
  visitorCartId: number,
  accountId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM carts WHERE id = ${visitorCartId} AND account_id IS NULL FOR UPDATE`,
    );
    if (!locked) return;
    const visitor = await loadCartState(tx, { cartId: visitorCartId, visitor: true });
    const accountCartId = await claimCart(tx, { accountId });
    const account = await loadCartState(tx, { cartId: accountCartId });
    if (visitor && account) {
      const merged = mergeLines(account.lines, visitor.lines);
      if (merged.length) {
        await tx
          .insert(cartItems)
          .values(
            merged.map((m) => ({
              cartId: accountCartId,
              productId: m.product_id,
              qty: m.qty,
              saveForLater: m.save_for_later,
            })),
          )
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId],
            set: { qty: sql`excluded.qty`, saveForLater: sql`excluded.save_for_later`, gwpId: null },
          });
      }
      if (visitor.coupons.length) {
        await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, accountCartId));
        await tx
          .insert(cartCoupons)
          .values(visitor.coupons.map((c) => ({ cartId: accountCartId, couponId: c.coupon.id })))
          .onConflictDoNothing();
      }
    }
    await tx.delete(carts).where(eq(carts.id, visitorCartId));
  });
}
