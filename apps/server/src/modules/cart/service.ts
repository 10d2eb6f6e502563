import { cartCoupons, cartItems, type Database, type DbOrTx, eq, inArray, sql } from '@pantry/db';
import {
  type CartConfig,
  type CartWire,
  type ChangePlan,
  type CouponRefusal,
  couponCodeKey,
  couponNotFound,
  couponRefusal,
  type LineOp,
  type ProductList,
  planLineChanges,
} from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { queryPrepared, queryRows } from '../../lib/sql.ts';
import type { SignIn } from '../sessions/index.ts';
import {
  type CartOwner,
  cartNotFound,
  claimCart,
  purgeAbandonedVisitorCarts,
  sessionCartId,
} from './cart-owner.ts';
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
  type CartGift,
  type CartKey,
  type CartState,
  loadCartState,
  type Pricing,
  priceState,
} from './cart-state.ts';
import { addCartGift, removeCartGift } from './gift-line.ts';
import { cartKeyFor, cartOwnerFor, currentCartState, ppeChoice } from './identity.ts';
import { mergeVisitorCart } from './merge.ts';
import { cartWire, emptyLoadedCart, type LoadedCart, syncAndPrice } from './pricing.ts';
import { isSavedForLaterQuery, listShopperLists, type ShopperList, savedForLaterPage } from './saved.ts';

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
  const rows = await queryPrepared<{ product: ProductJson }>(
    db,
    sql`SELECT ${productJson} AS product FROM products p ${productJoins}
         WHERE p.id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
  return new Map(rows.map((row) => [row.product.id, toCartProduct(row.product)]));
}

/**
 * Writes a plan in one statement; answers the new lines' ids, or null when `version` is given and the cart is no
 * longer at it (nothing written). Raises the cart's version either way it writes.
 */
async function writePlan(
  db: DbOrTx,
  cartId: number,
  plan: ChangePlan,
  version: number | null,
): Promise<{ id: number; productId: number }[] | null> {
  const updates = plan.updates.map((u) => ({ id: u.line_item_id, qty: u.qty, sfl: u.save_for_later }));
  const inserts = plan.inserts.map((i) => ({ product_id: i.product_id, qty: i.qty, sfl: i.save_for_later }));
  const [row] = await queryPrepared<{
    cart_id: number | null;
    inserted: { id: number; productId: number }[];
  }>(
    db,
    sql`WITH cart AS (
          UPDATE carts SET version = version + 1, updated_at = now()
           WHERE id = ${cartId}::int AND (${version}::int IS NULL OR version = ${version}::int) RETURNING id),
        gone AS (
          DELETE FROM cart_items
           WHERE cart_id IN (SELECT id FROM cart)
             AND id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(plan.deletes)}::json))),
        changed AS (
          UPDATE cart_items ci SET qty = v.qty, save_for_later = v.sfl
            FROM json_to_recordset(${JSON.stringify(updates)}::json) AS v(id int, qty int, sfl boolean)
           WHERE ci.id = v.id AND ci.cart_id IN (SELECT id FROM cart)),
        added AS (
          INSERT INTO cart_items (cart_id, product_id, qty, save_for_later)
          SELECT c.id, i.product_id, i.qty, i.sfl
            FROM cart c
           CROSS JOIN ROWS FROM (json_to_recordset(${JSON.stringify(inserts)}::json)
                 AS (product_id int, qty int, sfl boolean)) WITH ORDINALITY AS i(product_id, qty, sfl, n)
           ORDER BY i.n
          ON CONFLICT (cart_id, product_id)
            DO UPDATE SET qty = excluded.qty, save_for_later = excluded.save_for_later, gwp_id = NULL
          RETURNING id, product_id)
        SELECT (SELECT id FROM cart) AS cart_id,
               coalesce((SELECT json_agg(json_build_object('id', id, 'productId', product_id) ORDER BY id)
                           FROM added), '[]') AS inserted`,
  );
  return row?.cart_id == null ? null : row.inserted;
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

/** How many times a change is planned again when the cart changed under it before it falls back to the lock. */
const OPTIMISTIC_TRIES = 3;

/**
 * Carries out line operations on the owner's cart and answers it priced. A cart that exists (`options.key`) is
 * changed optimistically, without a transaction: read it (or take `options.state`, the caller's read), plan, and
 * write only if it is still the version read (else read and plan again). Two round trips instead of five; the
 * cart's version does the work of its row lock. The first change (no cart yet) and a cart that keeps changing under
 * us take the lock instead.
 */
export async function changeCart(
  db: Database,
  owner: CartOwner,
  ops: readonly LineOp[],
  options: ChangeOptions & { key?: CartKey | null; state?: CartState | null } = {},
): Promise<ChangeResult> {
  const named = [
    ...new Set(ops.flatMap((op) => (op.kind !== 'remove' && op.product_id != null ? [op.product_id] : []))),
  ];
  if (options.key) {
    // The named products do not depend on the cart: read once, beside the first read of the cart.
    const reading = loadCartProducts(db, named);
    // The caller's read of the cart (with the session) serves the first try.
    let known = options.state;
    for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt++) {
      const [state, products] = await Promise.all([
        known !== undefined ? known : loadCartState(db, options.key),
        reading,
      ]);
      known = undefined;
      if (!state) break;
      const plan = planChange(state, products, ops, options);
      const empty = plan.deletes.length + plan.updates.length + plan.inserts.length === 0;
      const inserted = empty ? [] : await writePlan(db, state.cartId, plan, state.version);
      if (!inserted) continue;
      const after = afterPlan(
        { ...state, version: state.version + (empty ? 0 : 1) },
        plan,
        products,
        inserted,
      );
      return { loaded: await syncAndPrice(db, after, options), plan };
    }
  }
  return db.transaction(async (tx) => {
    const state = await lockedCart(tx, owner);
    const inCart = new Set(state.lines.map((l) => l.product_id));
    const products = await loadCartProducts(
      tx,
      named.filter((id) => !inCart.has(id)),
    );
    const plan = planChange(state, products, ops, options);
    const inserted = (await writePlan(tx, state.cartId, plan, null)) ?? [];
    const after = afterPlan(state, plan, products, inserted);
    return { loaded: await syncAndPrice(tx, after, options), plan };
  });
}

/** The domain's plan for `ops`; with `strict`, a refused operation is the error answer (nothing is written). */
function planChange(
  state: CartState,
  products: ReadonlyMap<number, CartProduct>,
  ops: readonly LineOp[],
  options: ChangeOptions,
): ChangePlan {
  const plan = planLineChanges(state.lines, products, ops);
  const failed = options.strict ? failureError(plan) : null;
  if (failed) throw failed;
  return plan;
}

/**
 * The cart prefill's write (issue 24), inside the caller's transaction: adds each product once (one of each, its
 * minimum when higher), marks the new lines `is_cart_prefilled_item`, and re-prices. With `onlyIfEmpty`, a cart
 * already holding lines (saved-for-later aside) gets nothing: a non-empty cart counts as prefilled (spec §4).
 * Products the rules refuse (out of stock, free gifts) are left out. Answers the products added and whether the
 * cart was empty before.
 */
export async function addPrefilledItems(
  tx: DbOrTx,
  accountId: number,
  productIds: readonly number[],
  config: CartConfig,
  { onlyIfEmpty }: { onlyIfEmpty: boolean },
): Promise<{ added: number[]; wasEmpty: boolean }> {
  const state = await lockedCart(tx, { accountId });
  const wasEmpty = !state.lines.some((line) => !line.save_for_later);
  if (onlyIfEmpty && !wasEmpty) return { added: [], wasEmpty };
  const inCart = new Set(state.lines.map((line) => line.product_id));
  const wanted = [...new Set(productIds)].filter((id) => !inCart.has(id));
  const products = await loadCartProducts(tx, wanted);
  const plan = planLineChanges(
    state.lines,
    products,
    wanted.map((id) => ({ kind: 'add' as const, product_id: id })),
  );
  const inserted = (await writePlan(tx, state.cartId, { ...plan, updates: [], deletes: [] }, null)) ?? [];
  if (inserted.length > 0) {
    await tx
      .update(cartItems)
      .set({ isCartPrefilledItem: true })
      .where(
        inArray(
          cartItems.id,
          inserted.map((row) => row.id),
        ),
      );
  }
  const after = afterPlan(state, { ...plan, updates: [], deletes: [] }, products, inserted);
  await syncAndPrice(tx, after, { config });
  return { added: inserted.map((row) => row.productId), wasEmpty };
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

/**
 * A signed-in shopper's cart as GET /carts answers it (priced with the store's rules, no coupon or PPE change),
 * for server-rendered pages (checkout's loader).
 */
export async function readAccountCart(db: DbOrTx, accountId: number, config: CartConfig): Promise<CartWire> {
  const pricing: Pricing = { config };
  const state = await loadCartState(db, { accountId });
  return cartWire(state ? await syncAndPrice(db, state, pricing) : emptyLoadedCart(pricing));
}

/**
 * The cart as the app uses it (`app.cart`): the shopper's cart found from the request (signed-in account or
 * visitor session), changed and priced with the store's rules. Cart routes call it; the catalog lists the saved
 * products through it; the web's loaders read an account's cart; sign-in merges the visitor's cart with it.
 */
export function createCartService({ db, config }: { db: Database; config: CartConfig }) {
  /** How this request's cart is priced: the store's box rules and fees, and the shopper's PPE choice if sent. */
  async function pricingFor(request: FastifyRequest, optIn: boolean | undefined): Promise<Pricing> {
    return { shopper: await ppeChoice(db, request, optIn), config };
  }

  /** The request's cart priced (the empty cart when the shopper has none yet). */
  async function read(request: FastifyRequest, pricing: Pricing): Promise<LoadedCart> {
    const state = await currentCartState(db, request);
    return state ? syncAndPrice(db, state, pricing) : emptyLoadedCart(pricing);
  }

  return {
    pricingFor,
    read,
    /** The cart to read, or null when the shopper has none yet (reads never make one). */
    keyFor: cartKeyFor,
    /** Who owns the cart a write goes to; a visitor without a session gets one (and its cookie) now. */
    ownerFor: cartOwnerFor,

    /** Line operations on the request's cart; answers the cart with the plan's `errors` and `cart_errors`. */
    async change(
      request: FastifyRequest,
      reply: FastifyReply,
      ops: LineOp[],
      { ppeOptIn, strict }: { ppeOptIn: boolean | undefined; strict: boolean },
    ) {
      const pricing = await pricingFor(request, ppeOptIn);
      const state = await currentCartState(db, request);
      const owner = await cartOwnerFor(request, reply);
      const key = await cartKeyFor(request);
      const { loaded, plan } = await changeCart(db, owner, ops, { ...pricing, strict, key, state });
      return { ...cartWire(loaded), errors: plan.errors, cart_errors: plan.cartErrors };
    },

    applyCoupon: (owner: CartOwner, rawCode: string, options: ChangeOptions = {}) =>
      applyCoupon(db, owner, rawCode, options),
    removeCoupon: (owner: CartOwner, code: string | undefined, options: ChangeOptions = {}) =>
      removeCoupon(db, owner, code, options),
    /** A coupon by the code a shopper typed, with its uses by `accountId` (null: nobody's) and by everyone. */
    findCoupon: (code: string, accountId: number | null) => findCoupon(db, code, accountId),

    /** GET /list: the request's shopper's lists. */
    async lists(request: FastifyRequest): Promise<ShopperList[]> {
      return listShopperLists(db, await cartKeyFor(request));
    },
    /** Is this product listing the saved-for-later list (`filter[list]=save_for_later`)? */
    isSavedForLaterQuery,
    /** One page of the request's shopper's saved products. */
    async savedForLaterPage(
      request: FastifyRequest,
      query: { cur_page?: number; page_size?: number },
    ): Promise<ProductList> {
      return savedForLaterPage(db, await cartKeyFor(request), query);
    },
    /** The first page of a signed-in shopper's saved products, for server-rendered pages (/account/lists/saved). */
    savedForAccount: (accountId: number) => savedForLaterPage(db, { accountId }, {}),

    /** Adds a gift (checked and priced by the giftcards module) to the account's cart. */
    addGift: (accountId: number, gift: Omit<CartGift, 'id'>) => addCartGift(db, accountId, gift),

    /** Takes one gift (its id) or every gift off the account's cart. */
    removeGift: (accountId: number, giftId?: number) => removeCartGift(db, accountId, giftId),

    /** A signed-in shopper's cart as GET /carts answers it, for server-rendered pages. */
    readAccountCart: (accountId: number) => readAccountCart(db, accountId, config),

    /**
     * The sign-in hook (`app.sessions.onSignIn`): the visitor's cart merges into the account's, and its id leaves
     * the session data (a signed-in shopper's cart is found by account).
     */
    async mergeOnSignIn({ accountId, data }: SignIn): Promise<Record<string, unknown>> {
      const { cartId: _visitorCart, ...rest } = data;
      const visitorCartId = sessionCartId(data);
      if (visitorCartId !== null) await mergeVisitorCart(db, visitorCartId, accountId);
      return rest;
    },

    /** Deletes visitor carts nobody can reach, unchanged since `before`; answers how many went. */
    purgeAbandonedVisitorCarts: (before: Date) => purgeAbandonedVisitorCarts(db, before),
  };
}

export type CartService = ReturnType<typeof createCartService>;
