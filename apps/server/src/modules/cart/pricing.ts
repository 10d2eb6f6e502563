import { and, cartCoupons, cartItems, type DbOrTx, eq, inArray, sql } from '@pantry/db';
import {
  type CartWire,
  type Coupon,
  cartToWire,
  centsToDollars,
  planCartGifts,
  runningGwpOffers,
} from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import type { StoredCoupon } from './cart-rows.ts';
import {
  type CartGift,
  type CartState,
  emptyCartState,
  loadCartState,
  type PricedCartState,
  type Pricing,
  priceState,
} from './cart-state.ts';
import { metaEventData } from './meta-event-data.ts';

/**
 * Compute, then apply: the cart is priced by the domain, which also says which free gifts it has earned and which
 * coupons no longer qualify; the service writes those few changes (rarely any) and prices the result.
 */

export type LoadedCart = PricedCartState & {
  /** Why coupons were dropped on this pricing (shown once, in `notification`). */
  dropped: string[];
};

/**
 * Gift lines to add or remove (the domain's planCartGifts, from the offers running at `now`) and refused coupons to
 * drop.
 */
function syncPlan(state: CartState, first: PricedCartState, now: Date) {
  const offers = runningGwpOffers(state.offers, now);
  const gifts = planCartGifts(offers, state.lines, first.priced.gwp_eligible_subtotal);
  const refusedIds = first.refused.map((r) => r.coupon.id);
  const empty = gifts.add.length === 0 && gifts.removeLineItemIds.length === 0 && refusedIds.length === 0;
  return { gifts, refusedIds, empty };
}

/**
 * Prices the cart; when it has earned or lost a free gift, or holds a coupon that no longer qualifies, writes that
 * (under the cart's lock, from a fresh read) and prices the result. Most calls write nothing.
 */
export async function syncAndPrice(db: DbOrTx, state: CartState, pricing: Pricing = {}): Promise<LoadedCart> {
  // One clock for both pricings below.
  const at = { ...pricing, now: pricing.now ?? new Date() };
  const first = priceState(state, at);
  if (syncPlan(state, first, at.now).empty) return { ...first, dropped: [] };
  return db.transaction(async (tx) => {
    if (!(await lockCart(tx, state.cartId))) return { ...first, dropped: [] };
    const current = (await loadCartState(tx, { cartId: state.cartId })) ?? state;
    const priced = priceState(current, at);
    const { gifts, refusedIds, empty } = syncPlan(current, priced, at.now);
    if (empty) return { ...priced, dropped: [] };
    const cartId = current.cartId;
    if (gifts.removeLineItemIds.length) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, gifts.removeLineItemIds)));
    }
    if (gifts.add.length) {
      await tx
        .insert(cartItems)
        .values(gifts.add.map((o) => ({ cartId, productId: o.product_id, qty: 1, gwpId: o.gwp_id })))
        .onConflictDoNothing();
    }
    if (refusedIds.length) {
      await tx
        .delete(cartCoupons)
        .where(and(eq(cartCoupons.cartId, cartId), inArray(cartCoupons.couponId, refusedIds)));
    }
    const dropped = priced.refused.map((r) => r.refusal.message);
    const reloaded = await loadCartState(tx, { cartId });
    return reloaded ? { ...priceState(reloaded, at), dropped } : { ...priced, dropped };
  });
}

/** The answer for a shopper without a cart yet: empty, cart_id 0. */
export function emptyLoadedCart(pricing: Pricing = {}): LoadedCart {
  return { ...priceState(emptyCartState(pricing.shopper), pricing), dropped: [] };
}

/** The coupons row id of a coupon on a loaded cart (orders.coupon_id, coupon_uses). */
export function couponRowId(coupon: Coupon): number {
  return (coupon as StoredCoupon).id;
}

/**
 * Takes the cart's row lock for the rest of the transaction (concurrent changes to one cart queue up) and raises its
 * version: the caller is about to change it.
 */
export async function lockCart(tx: DbOrTx, cartId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE carts SET updated_at = now(), version = version + 1 WHERE id = ${cartId} RETURNING id`,
  );
  return rows.length > 0;
}

/** The gift line as the cart answers it (dollars, the Gift form's field names). */
function giftWire(gift: CartGift): NonNullable<CartWire['gift']> {
  return {
    id: gift.id,
    product_id: gift.product_id,
    type: gift.type,
    amount: centsToDollars(gift.credit_cents),
    price: centsToDollars(gift.price_cents),
    gc_recipient_full_name: gift.recipient_name,
    gc_recipient_email: gift.recipient_email,
    gc_message: gift.message,
    sender_fullname: gift.sender_name,
    gc_sender_email: gift.sender_email,
  };
}

/** The wire cart (dollars); `notices` join the cart's own notification (out of stock first). */
export function cartWire(loaded: LoadedCart, notices: readonly string[] = []): CartWire {
  const { state, priced } = loaded;
  const wire = cartToWire(priced, {
    cart_id: state.cartId,
    is_gift: state.isGift,
    gift_recipient: state.giftRecipient,
    gift_message: state.giftMessage,
    gifts: state.gifts.map(giftWire),
    payment_type: state.paymentType,
  });
  const messages = [priced.notification, ...loaded.dropped, ...notices].filter((m): m is string => !!m);
  return {
    ...wire,
    notification: messages.length ? [...new Set(messages)].join(' ') : null,
    meta_event_data: metaEventData(state.cartId, priced),
  };
}
