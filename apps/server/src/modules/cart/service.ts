import { and, cartCoupons, cartItems, type Database, type DbOrTx, eq, inArray, sql } from '@pantry/db';
import { type CouponRefusal, couponCodeKey, couponNotFound, couponRefusal } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { intArray, queryRows } from '../../lib/sql.ts';
import { type CartOwner, cartNotFound, claimCart } from './cart-owner.ts';
import {
  type CartProduct,
  type CouponJson,
  cartLine,
  couponJson,
  type ProductJson,
  productJoins,
  productJson,
  toCartProduct,
  toCoupon,
} from './cart-rows.ts';
import {
  type CartCouponState,
  type CartState,
  loadCartState,
  type Pricing,
  priceState,
} from './cart-state.ts';
import { type ChangePlan, type LineOp, planLineChanges } from './changes.ts';
import { type LoadedCart, syncAndPrice } from './pricing.ts';

/**
 * The cart's writes. Each runs in one transaction holding the cart's row lock: load the cart (one statement),
 * plan with the domain's rules, write, then re-price (free gifts and coupons follow). Two concurrent adds of one
 * product queue on the lock and end as one line (the unique cart + product index backs this up).
 */

export type ChangeOptions = Pricing & {
  /** Single-line calls: a refused operation is an error answer (nothing is written). */
  strict?: boolean;
};

export type ChangeResult = { loaded: LoadedCart; plan: ChangePlan };

/** The products a call names, with what the rules need (one statement). */
export async function loadCartProducts(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ product: ProductJson }>(
    db,
    sql`SELECT ${productJson} AS product FROM products p ${productJoins} WHERE p.id = ANY(${intArray(ids)})`,
  );
  return new Map(rows.map((row) => [row.product.id, toCartProduct(row.product)]));
}

/** Writes a plan; answers the new lines' ids. */
async function writePlan(tx: DbOrTx, cartId: number, plan: ChangePlan) {
  if (plan.deletes.length) {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, plan.deletes)));
  }
  if (plan.updates.length) {
    const values = plan.updates.map(
      (u) => sql`(${u.line_item_id}::int, ${u.qty}::int, ${u.save_for_later}::boolean)`,
    );
    await tx.execute(
      sql`UPDATE cart_items ci SET qty = v.qty, save_for_later = v.sfl
            FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, qty, sfl)
           WHERE ci.id = v.id AND ci.cart_id = ${cartId}`,
    );
  }
  if (plan.inserts.length === 0) return [];
  return tx
    .insert(cartItems)
    .values(
      plan.inserts.map((i) => ({
        cartId,
        productId: i.product_id,
        qty: i.qty,
        saveForLater: i.save_for_later,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { qty: sql`excluded.qty`, saveForLater: sql`excluded.save_for_later`, gwpId: null },
    })
    .returning({ id: cartItems.id, productId: cartItems.productId });
}

/** The cart after a written plan, without reading it again. */
function afterPlan(
  state: CartState,
  plan: ChangePlan,
  products: ReadonlyMap<number, CartProduct>,
  inserted: readonly { id: number; productId: number }[],
): CartState {
  const deleted = new Set(plan.deletes);
  const updated = new Map(plan.updates.map((u) => [u.line_item_id, u]));
  const lines = state.lines
    .filter((line) => !deleted.has(line.line_item_id))
    .map((line) => {
      const change = updated.get(line.line_item_id);
      return change
        ? cartLine(line, { ...line, qty: change.qty, save_for_later: change.save_for_later })
        : line;
    });
  for (const row of [...inserted].sort((a, b) => a.id - b.id)) {
    const product = products.get(row.productId);
    const insert = plan.inserts.find((i) => i.product_id === row.productId);
    if (!product || !insert) throw new Error(`inserted line for unplanned product ${row.productId}`);
    lines.push(
      cartLine(product, {
        line_item_id: row.id,
        qty: insert.qty,
        save_for_later: insert.save_for_later,
        gwp_id: null,
        is_cart_prefilled_item: false,
      }),
    );
  }
  return { ...state, lines };
}

/** The owner's cart with its row lock held (taken before the cart is read), made on first use. */
async function lockedCart(tx: DbOrTx, owner: CartOwner): Promise<CartState> {
  const cartId = await claimCart(tx, owner);
  const state = await loadCartState(tx, { cartId });
  if (!state) throw cartNotFound();
  return state;
}

function failureError(plan: ChangePlan): AppError | null {
  const failure = plan.failures[0];
  if (!failure) return null;
  return new AppError(
    failure.code,
    failure.message,
    failure.cartError ? { cart_errors: plan.cartErrors } : {},
  );
}

/** Carries out line operations on the owner's cart and answers it priced. */
export async function changeCart(
  db: Database,
  owner: CartOwner,
  ops: readonly LineOp[],
  options: ChangeOptions = {},
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const state = await lockedCart(tx, owner);
    const inCart = new Set(state.lines.map((l) => l.product_id));
    const named = ops.flatMap((op) => (op.kind !== 'remove' && op.product_id != null ? [op.product_id] : []));
    const products = await loadCartProducts(
      tx,
      [...new Set(named)].filter((id) => !inCart.has(id)),
    );
    const plan = planLineChanges(state.lines, products, ops);
    const failed = options.strict ? failureError(plan) : null;
    if (failed) throw failed;
    const inserted = await writePlan(tx, state.cartId, plan);
    const after = afterPlan(state, plan, products, inserted);
    return { loaded: await syncAndPrice(tx, after, options), plan };
  });
}

/** A coupon by the code a shopper typed (trimmed, any case), with its uses by `accountId` and by everyone. */
export async function findCoupon(
  db: DbOrTx,
  code: string,
  accountId: number | null,
): Promise<CartCouponState | null> {
  const [row] = await queryRows<{ coupon: CouponJson }>(
    db,
    sql`SELECT ${couponJson(sql`${accountId}::int`)} AS coupon FROM coupons co WHERE co.code_key = ${couponCodeKey(code)}`,
  );
  if (!row) return null;
  return {
    coupon: toCoupon(row.coupon),
    active: row.coupon.active,
    customerUses: row.coupon.customer_uses,
    totalUses: row.coupon.all_uses,
  };
}

export const couponInputMessages = { missing: 'Please enter a promo code.' } as const;

/**
 * Puts a coupon on the owner's cart (one coupon per cart: it replaces the one there). Refused codes are an error
 * answer when `strict` (POST /carts/coupon), else the refusal comes back with the cart (GET /carts?ccode=).
 */
export async function applyCoupon(
  db: Database,
  owner: CartOwner,
  rawCode: string,
  options: ChangeOptions = {},
): Promise<{ loaded: LoadedCart; refusal: CouponRefusal | null }> {
  const code = rawCode.trim();
  if (!code) throw new AppError('bad_request', couponInputMessages.missing);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const state = await lockedCart(tx, owner);
    const cartId = state.cartId;
    const found = await findCoupon(tx, code, state.accountId);
    const shopper = { ...state.shopper, ...options.shopper };
    const refusal = !found?.active
      ? couponNotFound(code)
      : couponRefusal(found.coupon, {
          now,
          subtotalCents: priceState(state, { ...options, now }).priced.subtotal,
          isFirstOrder: shopper.isFirstOrder,
          customerUses: found.customerUses,
          totalUses: found.totalUses,
        });
    if (refusal && options.strict)
      throw new AppError('bad_request', refusal.message, { reason: refusal.code });
    if (refusal || !found) return { loaded: await syncAndPrice(tx, state, { ...options, now }), refusal };
    await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
    await tx.insert(cartCoupons).values({ cartId, couponId: found.coupon.id });
    const after = await loadCartState(tx, { cartId });
    if (!after) throw cartNotFound();
    return { loaded: await syncAndPrice(tx, after, { ...options, now }), refusal: null };
  });
}

/** Takes a coupon (or every coupon, without a code) off the owner's cart. */
export async function removeCoupon(
  db: Database,
  owner: CartOwner,
  code: string | undefined,
  options: ChangeOptions = {},
): Promise<LoadedCart> {
  const key = code?.trim() ? couponCodeKey(code) : null;
  return db.transaction(async (tx) => {
    const cartId = await claimCart(tx, owner);
    await tx.execute(
      sql`DELETE FROM cart_coupons cc USING coupons co
           WHERE cc.coupon_id = co.id AND cc.cart_id = ${cartId} ${key ? sql`AND co.code_key = ${key}` : sql``}`,
    );
    const state = await loadCartState(tx, { cartId });
    if (!state) throw cartNotFound();
    return syncAndPrice(tx, state, options);
  });
}
