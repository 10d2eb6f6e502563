import { type carts, type DbOrTx, type SqlRow, sql } from '@pantry/db';
import {
  type CartConfig,
  type CartShopper,
  type CouponRefusal,
  couponMessages,
  type GiftType,
  type GwpOfferOnShelf,
  type NextShipment,
  type PricedCart,
  priceCart,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { preparedStatement } from '../../lib/sql.ts';
import { type NextShipmentJson, nextShipmentJson, toNextShipment } from '../autoship/index.ts';
import type { SessionRow } from '../sessions/index.ts';
import { appliedThriveCashSql } from '../thrivecash/index.ts';
import {
  type CartLine,
  type CouponJson,
  couponJson,
  type LineJson,
  type OfferJson,
  productJoins,
  productJson,
  type StoredCoupon,
  toCartLine,
  toCoupon,
  toGwpOffer,
} from './cart-rows.ts';

/**
 * A cart as stored, loaded in one statement (the cart row, its lines joined with their products, its coupons
 * with their use counts, the gift offers and what pricing needs of the shopper), and priced by the domain's
 * one pricing function.
 */

/** A gift line as the cart prices and shows it (cents); `id` is its cart_gifts row. */
export type CartGift = {
  id: number;
  product_id: number;
  type: GiftType;
  credit_cents: number;
  price_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  sender_name: string;
  sender_email: string;
};

export type CartCouponState = {
  coupon: StoredCoupon;
  active: boolean;
  customerUses: number;
  totalUses: number;
};

export type CartState = {
  cartId: number;
  /** carts.version when read: checkout writes the order only while it is unchanged. */
  version: number;
  accountId: number | null;
  isGift: boolean;
  giftRecipient: string | null;
  giftMessage: string | null;
  /** How the cart was last paid when not by card (checkout's payment choice order). */
  paymentType: string | null;
  /** The gift cards and gift memberships being bought on this cart (cart_gifts rows, in the order added). */
  gifts: CartGift[];
  /** Every line in the order added, saved-for-later lines included. */
  lines: CartLine[];
  coupons: CartCouponState[];
  /**
   * The store's active gift offers with their gift's shelf stock and dates (which ones run now and which the cart
   * gets is the domain's).
   */
  offers: GwpOfferOnShelf[];
  shopper: CartShopper;
};

type StateRow = SqlRow<
  typeof carts,
  'id' | 'version' | 'accountId' | 'isGift' | 'giftRecipient' | 'giftMessage' | 'paymentType'
> & {
  lines: LineJson[];
  coupons: CouponJson[];
  offers: OfferJson[];
  region_code: string | null;
  gifts: CartGift[];
  gift_card_cents: number;
  ppe_opted_out: boolean;
  first_order: boolean;
  /** The Thrive Cash the shopper applies (their spendable balance when they chose to), in cents. */
  thrive_cash_applied: number;
};

/** Which cart: by id (visitor carts also require no account), or the account's own. */
export type CartKey = { cartId: number; visitor?: boolean } | { accountId: number };

export function cartWhere(key: CartKey): SQL {
  if ('accountId' in key) return sql`c.account_id = ${key.accountId}`;
  return key.visitor ? sql`c.id = ${key.cartId} AND c.account_id IS NULL` : sql`c.id = ${key.cartId}`;
}

/** The cart's columns for a `carts c` row: the lines with their products, coupons, offers, the shopper's facts. */
const cartColumns = sql`c.id, c.version, c.account_id, c.is_gift, c.gift_recipient, c.gift_message, c.payment_type,
      (SELECT coalesce(json_agg(json_build_object('line_item_id', ci.id, 'qty', ci.qty,
                'save_for_later', ci.save_for_later, 'gwp_id', ci.gwp_id,
                'is_cart_prefilled_item', ci.is_cart_prefilled_item, 'product', ${productJson}) ORDER BY ci.id), '[]')
         FROM cart_items ci JOIN products p ON p.id = ci.product_id ${productJoins}
        WHERE ci.cart_id = c.id) AS lines,
      (SELECT coalesce(json_agg(${couponJson(sql`c.account_id`)} ORDER BY cc.applied_at, co.id), '[]')
         FROM cart_coupons cc JOIN coupons co ON co.id = cc.coupon_id WHERE cc.cart_id = c.id) AS coupons,
      (SELECT coalesce(json_agg(json_build_object('gwp_id', o.id, 'threshold_cents', o.threshold_cents,
                'starts_on', o.starts_on, 'ends_on', o.ends_on,
                'product', ${productJson}) ORDER BY o.sort_order, o.id), '[]')
         FROM gwp_offers o JOIN products p ON p.id = o.product_id ${productJoins} WHERE o.active) AS offers,
      (SELECT a.region_code FROM addresses a WHERE a.account_id = c.account_id AND a.is_default LIMIT 1) AS region_code,
      (SELECT coalesce(json_agg(json_build_object('id', g.id, 'product_id', g.product_id, 'type', g.type,
                'credit_cents', g.credit_cents, 'price_cents', g.price_cents, 'recipient_name', g.recipient_name,
                'recipient_email', g.recipient_email, 'message', g.message, 'sender_name', g.sender_name,
                'sender_email', g.sender_email) ORDER BY g.id), '[]')
         FROM cart_gifts g WHERE g.cart_id = c.id) AS gifts,
      coalesce((SELECT b.balance_cents FROM gift_card_balances b WHERE b.account_id = c.account_id), 0) AS gift_card_cents,
      coalesce((SELECT ac.ppe_fee_opted_out FROM accounts ac WHERE ac.id = c.account_id), false) AS ppe_opted_out,
      NOT EXISTS (SELECT 1 FROM orders od WHERE od.account_id = c.account_id) AS first_order,
      ${appliedThriveCashSql(sql`c.account_id`)} AS thrive_cash_applied`;

/** The cart by each kind of key: the statement's text is fixed for each, so each is prepared once. */
const cartBy = {
  account: preparedStatement<StateRow, { accountId: number }>(
    () => sql`SELECT ${cartColumns} FROM carts c WHERE c.account_id = ${sql.placeholder('accountId')}`,
  ),
  visitor: preparedStatement<StateRow, { cartId: number }>(
    () =>
      sql`SELECT ${cartColumns} FROM carts c WHERE c.id = ${sql.placeholder('cartId')} AND c.account_id IS NULL`,
  ),
  id: preparedStatement<StateRow, { cartId: number }>(
    () => sql`SELECT ${cartColumns} FROM carts c WHERE c.id = ${sql.placeholder('cartId')}`,
  ),
};

/**
 * One statement. To change the cart, take its row lock in an earlier statement (claimCart, lockCart): a lock taken
 * by this statement would let its subqueries read lines from before the wait (READ COMMITTED snapshot).
 */
export async function loadCartState(db: DbOrTx, key: CartKey): Promise<CartState | null> {
  const [row] =
    'accountId' in key
      ? await cartBy.account(db, { accountId: key.accountId })
      : await (key.visitor ? cartBy.visitor : cartBy.id)(db, { cartId: key.cartId });
  return row ? toState(row) : null;
}

type SessionCartRow = StateRow & { session: SessionRow; next_shipment: NextShipmentJson };

const sessionCart = preparedStatement<SessionCartRow, { idHash: string; now: string }>(
  () => sql`SELECT json_build_object('id_hash', s.id_hash, 'account_id', s.account_id,
                 'verified_until', s.verified_until, 'data', s.data, 'last_seen_at', s.last_seen_at) AS session,
               ${nextShipmentJson(sql`s.account_id`)} AS next_shipment,
               ${cartColumns}
          FROM sessions s
          LEFT JOIN carts c ON c.id = CASE
               WHEN s.account_id IS NOT NULL THEN (SELECT c2.id FROM carts c2 WHERE c2.account_id = s.account_id)
               WHEN s.data->>'cartId' ~ '^[0-9]{1,9}$' THEN
                 (SELECT c3.id FROM carts c3 WHERE c3.id = (s.data->>'cartId')::int AND c3.account_id IS NULL)
             END
         WHERE s.id_hash = ${sql.placeholder('idHash')}::text AND s.expires_at > ${sql.placeholder('now')}::timestamptz`,
);

/**
 * The live session of a cookie's hashed id and its cart (the account's, or the visitor's named in the session's
 * data), in one statement: most cart calls need both, and one round trip less is felt on every cart call. The
 * signed-in shopper's next autoship shipment comes along (autoship's own fragment; issue 23 §6), since every cart
 * answer shows it. Answers null for no live session; `state` null for a session without a cart yet.
 */
export async function loadSessionCart(
  db: DbOrTx,
  idHash: string,
  now: Date,
): Promise<{ session: SessionRow; state: CartState | null; nextShipment: NextShipment | null } | null> {
  const [row] = await sessionCart(db, { idHash, now: now.toISOString() });
  if (!row) return null;
  return {
    session: row.session,
    state: row.id == null ? null : toState(row),
    nextShipment: toNextShipment(row.next_shipment),
  };
}

function toState(row: StateRow): CartState {
  return {
    cartId: row.id,
    version: row.version,
    accountId: row.account_id,
    // The gift line says whether this cart is a gift and for whom (cart_gifts; the carts columns predate it).
    isGift: row.is_gift || row.gifts.length > 0,
    giftRecipient: row.gifts[0]?.recipient_name ?? row.gift_recipient,
    giftMessage: row.gifts[0]?.message ?? row.gift_message,
    paymentType: row.payment_type,
    gifts: row.gifts,
    lines: row.lines.map(toCartLine),
    coupons: row.coupons.map((c) => ({
      coupon: toCoupon(c),
      active: c.active,
      customerUses: c.customer_uses,
      totalUses: c.all_uses,
    })),
    offers: row.offers.map(toGwpOffer),
    shopper: {
      isFirstOrder: row.first_order,
      state: row.region_code,
      ppeOptedOut: row.ppe_opted_out,
      thriveCashCents: row.thrive_cash_applied ?? 0,
      giftCardCents: row.gift_card_cents,
    },
  };
}

/** The cart of a shopper who has none yet: nothing in it, priced like any other (cart_id 0). */
export function emptyCartState(shopper: Partial<CartShopper> = {}): CartState {
  return {
    cartId: 0,
    version: 0,
    accountId: null,
    isGift: false,
    giftRecipient: null,
    giftMessage: null,
    paymentType: null,
    gifts: [],
    lines: [],
    coupons: [],
    offers: [],
    shopper: { isFirstOrder: true, state: null, ...shopper },
  };
}

export type PricedCartState = {
  state: CartState;
  priced: PricedCart<CartLine>;
  /** Coupons priceCart refused, plus deactivated ones: dropped from the cart with these reasons. */
  refused: { coupon: StoredCoupon; refusal: CouponRefusal }[];
};

/**
 * What a pricing call brings besides the cart: overrides of what was loaded about the shopper (checkout passes its
 * chosen address's state, a visitor's PPE choice), the store's configuration (box thresholds and fees), the time.
 */
export type Pricing = { shopper?: Partial<CartShopper>; config?: CartConfig; now?: Date };

/** Prices a loaded cart. */
export function priceState(
  state: CartState,
  { shopper = {}, config, now = new Date() }: Pricing = {},
): PricedCartState {
  const inactive = state.coupons.filter((c) => !c.active);
  const priced = priceCart({
    lines: state.lines,
    coupons: state.coupons.filter((c) => c.active),
    shopper: { ...state.shopper, ...shopper },
    config,
    now,
    giftCents: state.gifts.reduce((sum, gift) => sum + gift.price_cents, 0),
    giftCount: state.gifts.length,
  });
  const refused = [
    ...inactive.map((c) => ({
      coupon: c.coupon,
      refusal: { code: 'coupon_used_up' as const, message: couponMessages.usedUp },
    })),
    ...priced.refused_coupons.map((r) => ({ coupon: r.coupon as StoredCoupon, refusal: r.refusal })),
  ];
  return { state, priced, refused };
}
