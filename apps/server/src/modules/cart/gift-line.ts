import { type Database, sql } from '@pantry/db';
import { GIFTS_PER_CART_MAX, giftMessages } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { claimCart } from './cart-owner.ts';
import type { CartGift } from './cart-state.ts';

/**
 * The cart's gift lines (issues 13 and 23): gift cards and gift memberships, kept in `cart_gifts` beside the lines,
 * several to a cart (a second gift no longer replaces the first). The giftcards module checks and prices the gift
 * form; the cart only stores it under its own lock (claimCart moves the cart's version, so the count below is
 * read by one writer at a time).
 */
export async function addCartGift(
  db: Database,
  accountId: number,
  gift: Omit<CartGift, 'id'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await claimCart(tx, { accountId });
    const [held] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM cart_gifts WHERE cart_id = ${cartId}::int`,
    );
    if ((held?.n ?? 0) >= GIFTS_PER_CART_MAX) throw new AppError('bad_request', giftMessages.tooMany);
    await tx.execute(sql`
      INSERT INTO cart_gifts (cart_id, product_id, type, credit_cents, price_cents, recipient_name, recipient_email,
                              message, sender_name, sender_email)
      VALUES (${cartId}::int, ${gift.product_id}::int, ${gift.type}, ${gift.credit_cents}::int, ${gift.price_cents}::int,
              ${gift.recipient_name}, ${gift.recipient_email}, ${gift.message}, ${gift.sender_name}, ${gift.sender_email})`);
  });
}

/** Takes one gift off the cart (`giftId`, a cart_gifts id), or every gift when it is undefined. */
export async function removeCartGift(db: Database, accountId: number, giftId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await claimCart(tx, { accountId });
    await tx.execute(sql`DELETE FROM cart_gifts WHERE cart_id = ${cartId}::int
                            AND (${giftId ?? null}::int IS NULL OR id = ${giftId ?? null}::int)`);
  });
}
