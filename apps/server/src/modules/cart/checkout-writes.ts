import { sql, type Writer } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

/**
 * The cart's writers for checkout. The cart is held (its version moved on) before the charge, so a second checkout
 * of the same cart, or a change from another tab, is refused before any money moves; it is emptied with the order,
 * only if nothing changed it since the hold.
 */

/**
 * Moves the cart from the priced `version` to the next, only when `when` holds; `held_cart` has a row only if it
 * was still that version.
 */
export function holdCart(cartId: number, version: number, when: SQL): Writer {
  return {
    name: 'hold cart',
    ctes: sql`held_cart AS (
      UPDATE carts SET version = version + 1, updated_at = now()
       WHERE id = ${cartId}::int AND version = ${version}::int AND ${when} RETURNING id)`,
    answer: sql`(SELECT id FROM held_cart) AS cart_id`,
  };
}

/**
 * Guards the held cart (`cart` has a row only while it is still the held version) and remembers the payment type;
 * nothing else of the order is written without it.
 */
export function guardHeldCart(cartId: number, heldVersion: number, paymentType: string | null): Writer {
  return {
    name: 'guard cart',
    ctes: sql`cart AS (
      UPDATE carts SET version = version + 1, updated_at = now(), payment_type = ${paymentType}::text
       WHERE id = ${cartId}::int AND version = ${heldVersion}::int RETURNING id)`,
    answer: sql`(SELECT id FROM cart) AS cart_id`,
  };
}

/** Empties what was bought (saved-for-later lines stay) and takes the coupons off, once `new_order` has a row. */
export function emptyBoughtCart(cartId: number): Writer {
  return {
    name: 'empty cart',
    ctes: sql`bought AS (
          DELETE FROM cart_items
           WHERE cart_id = ${cartId}::int AND NOT save_for_later AND EXISTS (SELECT 1 FROM new_order)
          RETURNING 1),
        coupons_gone AS (
          DELETE FROM cart_coupons WHERE cart_id = ${cartId}::int AND EXISTS (SELECT 1 FROM new_order)
          RETURNING 1)`,
    answer: sql`((SELECT count(*) FROM bought) + (SELECT count(*) FROM coupons_gone))::int AS emptied`,
  };
}
