import { type Database, sql } from '@pantry/db';
import { claimCart } from './cart-owner.ts';
import type { CartGift } from './cart-state.ts';

/**
 * The cart's gift line (issue 13): one gift card or gift membership per cart, kept in `cart_gifts` beside the
 * lines. The giftcards module checks and prices the gift form; the cart only stores it under its own lock. Adding
 * a gift replaces the one there.
 */
export async function setCartGift(db: Database, accountId: number, gift: CartGift | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await claimCart(tx, { accountId });
    if (!gift) {
      await tx.execute(sql`DELETE FROM cart_gifts WHERE cart_id = ${cartId}::int`);
      return;
    }
    await tx.execute(sql`
      INSERT INTO cart_gifts (cart_id, product_id, type, credit_cents, price_cents, recipient_name, recipient_email,
                              message, sender_name, sender_email)
      VALUES (${cartId}::int, ${gift.product_id}::int, ${gift.type}, ${gift.credit_cents}::int, ${gift.price_cents}::int,
              ${gift.recipient_name}, ${gift.recipient_email}, ${gift.message}, ${gift.sender_name}, ${gift.sender_email})
      ON CONFLICT (cart_id) DO UPDATE SET product_id = excluded.product_id, type = excluded.type,
        credit_cents = excluded.credit_cents, price_cents = excluded.price_cents,
        recipient_name = excluded.recipient_name, recipient_email = excluded.recipient_email,
        message = excluded.message, sender_name = excluded.sender_name, sender_email = excluded.sender_email,
        added_at = now()`);
  });
}
