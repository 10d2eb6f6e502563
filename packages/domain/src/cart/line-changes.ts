import { minOrderQty, quantityCeiling } from '../catalog/quantity.ts';
import { type ShelfStock, unitsAvailable } from '../catalog/stock.ts';
import { cartMessages, lineItemNotFound } from './messages.ts';
import { cartLineQuantity, quantityLimitMessage } from './quantity.ts';

/**
 * What a cart call asks, as line operations, and the plan that carries them out (compute, then apply: plain data
 * in, a plan out; the server's cart service loads the lines and products, plans, writes the plan). Quantity rules are the domain's (spec §4 cart quantity change, §5, §9); stock is checked only when a
 * line grows, so a shopper can always lower a quantity or remove a line.
 *
 * - add: POST /carts/product, POST /carts/bulk_product: `qty` more of a product (raised to its minimum).
 * - set: PUT /carts/product and the bulk update: the line's new quantity and save-for-later flag.
 * - remove: DELETE /carts/product and /carts/bulk_product.
 */

/** What the rules need of a product: its id, whether it is a free gift, its quantity limits and the shelf. */
export type ChangeableProduct = ShelfStock & {
  product_id: number;
  tc_product_type?: 'GWP' | 'SAMPLE' | null;
  min_order_qty?: number | null;
  max_order_qty?: number | null;
};

/** A line as the cart holds it (saved-for-later and gift lines included), with its product. */
export type ChangeableLine = ChangeableProduct & {
  line_item_id: number;
  qty: number;
  save_for_later?: boolean | null;
  /** Set on a free-gift line: it follows its offer, never the shopper's counter. */
  gwp_id?: number | null;
};

export type LineOp =
  | { kind: 'add'; product_id: number; qty?: number; save_for_later?: boolean }
  | { kind: 'set'; line_item_id?: number; product_id?: number; qty?: number; save_for_later?: boolean }
  | { kind: 'remove'; line_item_id?: number; product_id?: number };

export const changeMessages = {
  productNotFound: (id: number) => `Product ${id} not found.`,
  giftNotAddable: 'Free gifts are added to your cart when your order qualifies.',
} as const;

/** A refused operation; single-line calls answer it as an error, bulk calls list it. */
export type OpFailure = { code: 'not_found' | 'bad_request'; message: string; cartError: boolean };

export type ChangePlan = {
  updates: { line_item_id: number; qty: number; save_for_later: boolean }[];
  inserts: { product_id: number; qty: number; save_for_later: boolean }[];
  deletes: number[];
  /** Things that don't exist (unknown products, 'line item {id} not found'). */
  errors: string[];
  /** What the shopper is told (spec §8 cart_errors): out of stock, quantity held at its limit. */
  cartErrors: string[];
  failures: OpFailure[];
};

type Working = {
  line_item_id: number | null;
  product: ChangeableProduct;
  qty: number;
  save_for_later: boolean;
  gift: boolean;
  removed: boolean;
  original: { qty: number; save_for_later: boolean } | null;
};

export function planLineChanges(
  lines: readonly ChangeableLine[],
  products: ReadonlyMap<number, ChangeableProduct>,
  ops: readonly LineOp[],
): ChangePlan {
  const byProduct = new Map<number, Working>();
  for (const line of lines) {
    byProduct.set(line.product_id, {
      line_item_id: line.line_item_id,
      product: line,
      qty: line.qty,
      save_for_later: Boolean(line.save_for_later),
      gift: line.gwp_id != null,
      removed: false,
      original: { qty: line.qty, save_for_later: Boolean(line.save_for_later) },
    });
  }
  const plan: ChangePlan = {
    updates: [],
    inserts: [],
    deletes: [],
    errors: [],
    cartErrors: [],
    failures: [],
  };

  const fail = (code: OpFailure['code'], message: string, cartError: boolean) => {
    plan.failures.push({ code, message, cartError });
    (cartError ? plan.cartErrors : plan.errors).push(message);
  };
  const live = (line: Working | undefined) => (line && !line.removed ? line : undefined);
  const byLineId = (id: number) => live([...byProduct.values()].find((l) => l.line_item_id === id));
  const productFor = (id: number) => byProduct.get(id)?.product ?? products.get(id);

  /** Puts a line in the cart at `qty` (held at `held` when asked for more), if the shelf has it. */
  function setActive(
    line: Working | undefined,
    product: ChangeableProduct,
    qty: number,
    base: number,
    held: number | null,
  ) {
    if (held !== null) plan.cartErrors.push(quantityLimitMessage(held));
    if (qty > base && qty > unitsAvailable(product))
      return fail('bad_request', cartMessages.outOfStock, true);
    if (line) Object.assign(line, { qty, save_for_later: false });
    else putLine(product, qty, false);
  }

  /** A new line, or the same product's line removed earlier in this call brought back. */
  function putLine(product: ChangeableProduct, qty: number, saveForLater: boolean) {
    const removed = byProduct.get(product.product_id);
    if (removed) Object.assign(removed, { qty, save_for_later: saveForLater, removed: false });
    else byProduct.set(product.product_id, newLine(product, qty, saveForLater));
  }

  function canBuy(product: ChangeableProduct | undefined, id: number): product is ChangeableProduct {
    if (!product) fail('not_found', changeMessages.productNotFound(id), false);
    else if (product.tc_product_type === 'GWP') fail('bad_request', changeMessages.giftNotAddable, true);
    else return true;
    return false;
  }

  function add(op: Extract<LineOp, { kind: 'add' }>) {
    const product = productFor(op.product_id);
    if (!canBuy(product, op.product_id)) return;
    const line = live(byProduct.get(op.product_id));
    const min = minOrderQty(product.min_order_qty);
    const more = Math.max(1, Math.floor(op.qty ?? 1));
    if (op.save_for_later) {
      if (line) line.save_for_later = true;
      else putLine(product, Math.max(more, min), true);
      return;
    }
    const base = line && !line.save_for_later ? line.qty : 0;
    const ceiling = quantityCeiling(product.max_order_qty);
    const wanted = Math.max(base + more, min);
    setActive(line, product, Math.min(wanted, ceiling), base, wanted > ceiling ? ceiling : null);
  }

  function set(op: Extract<LineOp, { kind: 'set' }>) {
    const line =
      op.line_item_id != null ? byLineId(op.line_item_id) : live(byProduct.get(op.product_id ?? -1));
    if (!line) {
      if (op.line_item_id != null || op.product_id == null) {
        return fail('not_found', lineItemNotFound(op.line_item_id ?? ''), false);
      }
      const product = productFor(op.product_id);
      if (!canBuy(product, op.product_id)) return;
      const wanted = cartLineQuantity(op.qty ?? product.min_order_qty, product);
      if (wanted.qty === 0) return;
      if (op.save_for_later) putLine(product, wanted.qty, true);
      else setActive(undefined, product, wanted.qty, 0, wanted.limitedTo);
      return;
    }
    // Gift lines follow their offer, never the shopper's counter.
    if (line.gift) return;
    if (op.save_for_later === true) {
      line.save_for_later = true;
      return;
    }
    if (line.save_for_later && op.save_for_later === false) {
      // Moving a saved item back starts at its minimum unless a quantity is given.
      const wanted =
        op.qty != null && op.qty > 0
          ? cartLineQuantity(op.qty, line.product)
          : { qty: minOrderQty(line.product.min_order_qty), limitedTo: null };
      return setActive(line, line.product, wanted.qty, 0, wanted.limitedTo);
    }
    if (op.qty === undefined) return;
    const wanted = cartLineQuantity(op.qty, line.product);
    if (wanted.qty === 0) line.removed = true;
    else if (line.save_for_later) line.qty = wanted.qty;
    else setActive(line, line.product, wanted.qty, line.qty, wanted.limitedTo);
  }

  function remove(op: Extract<LineOp, { kind: 'remove' }>) {
    const line =
      op.line_item_id != null ? byLineId(op.line_item_id) : live(byProduct.get(op.product_id ?? -1));
    if (!line) return fail('not_found', lineItemNotFound(op.line_item_id ?? op.product_id ?? ''), false);
    line.removed = true;
  }

  for (const op of ops) {
    if (op.kind === 'add') add(op);
    else if (op.kind === 'set') set(op);
    else remove(op);
  }

  for (const line of byProduct.values()) {
    if (line.line_item_id === null) {
      if (!line.removed) {
        plan.inserts.push({
          product_id: line.product.product_id,
          qty: line.qty,
          save_for_later: line.save_for_later,
        });
      }
    } else if (line.removed) plan.deletes.push(line.line_item_id);
    else if (line.original?.qty !== line.qty || line.original.save_for_later !== line.save_for_later) {
      plan.updates.push({
        line_item_id: line.line_item_id,
        qty: line.qty,
        save_for_later: line.save_for_later,
      });
    }
  }
  return plan;
}

function newLine(product: ChangeableProduct, qty: number, saveForLater: boolean): Working {
  return {
    line_item_id: null,
    product,
    qty,
    save_for_later: saveForLater,
    gift: false,
    removed: false,
    original: null,
  };
}
