import { bulkCartSchema, cartSchema } from '@pantry/domain';
import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';

/**
 * Requests of the cart calls (spec §7; names exact). Posts come form-encoded (parsed by qs:
 * `products[0][product_id]=1`) or as JSON; every number may come as text. Flags the cart does not act on are
 * accepted and documented, never refused.
 */

const MAX_ITEMS = 100;
const id = wholeNumber(1, 2_147_483_647);

/** A quantity as typed: a whole number, negative allowed (0 or less removes a line). */
const quantity = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,6}$/)
        .transform(Number),
    ],
    {
      error: 'must be a whole number',
    },
  )
  .pipe(z.number().int({ error: 'must be a whole number' }).min(-999_999).max(999_999));

/** '1', 'true', 'on', true, 1 → true; '0', 'false', '', false, 0 → false. */
const flag = z
  .union([z.boolean(), z.number(), z.string()], { error: 'must be true or false' })
  .transform((v) => v === true || v === 1 || ['1', 'true', 'on', 'yes'].includes(String(v).toLowerCase()))
  .optional();

/** Accepted for the client's sake, not acted on (text or a number). */
const passed = z.union([z.string().max(200), z.number(), z.boolean()]).optional();

/** `a[]=1&a[]=2`, `a=1&a=2`, `a=1,2` or a JSON array: a list of ids. */
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
    error: 'must be a list of ids',
  })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : String(value).split(','))
      .map((v) => String(v).trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (!parts.every((p) => /^\d{1,10}$/.test(p)) || ids.some((n) => n < 1 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'must be whole numbers from 1 to 2147483647' });
      return z.NEVER;
    }
    if (ids.length > MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_ITEMS} ids` });
      return z.NEVER;
    }
    return ids;
  });

/** qs turns `items[0][x]` into an array, and into an object past its array limit; JSON sends an array. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.record(z.string(), item).transform((record) => Object.values(record))], {
      error: 'must be a list',
    })
    .refine((items) => items.length <= MAX_ITEMS, { error: `at most ${MAX_ITEMS} items` });
}

/** JSON inside a form field (`bulkProductsPayload={"line_items":[…]}`) is read as JSON. */
function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

export const cartFlagsQuery = z.object({
  preset: passed,
  is_checkout: flag,
  full_cart: flag,
  recollect: flag,
  cart_id: passed,
  checkout_id: passed,
  checkoutId: passed,
  is_cart: flag,
  is_member: flag,
  apply_aas_tpr: flag,
  reqsource: passed,
  /** GET /carts: applies this coupon. */
  ccode: z.string().max(100).optional(),
  /** false/0 drops the PPE fee (kept on the account for a signed-in shopper). */
  ppe_opt_in: flag,
});

export const cartIdParams = z.object({ id: wholeNumber(0, 2_147_483_647) });

export const addProductBody = z.object({
  product_id: id,
  qty: wholeNumber(1, 999_999).optional(),
  /** Configurable and bundle choices: accepted; the one-time cart does not keep them yet. */
  options: z.unknown().optional(),
  bundle_options: z.unknown().optional(),
  bundle_option: z.unknown().optional(),
  event_info: z.unknown().optional(),
});

export const updateProductBody = z.object({
  line_item_id: id,
  qty: quantity,
  apply_aas_tpr: flag,
  event_info: z.unknown().optional(),
});

export const removeProductQuery = cartFlagsQuery.extend({
  product_id: id.optional(),
  line_item_id: id.optional(),
});

const productItem = z.object({
  product_id: id,
  qty: quantity.optional(),
  options: z.unknown().optional(),
  save_for_later: flag,
  event_info: z.unknown().optional(),
});

const lineItem = z.object({
  line_item_id: id,
  qty: quantity.optional(),
  save_for_later: flag,
  event_info: z.unknown().optional(),
});

export const bulkAddBody = z.object({ products: listOf(productItem) });

export const bulkRemoveQuery = cartFlagsQuery.extend({
  line_item_ids: idList.optional(),
  cart_ids: idList.optional(),
});

const bulkPayload = z.object({
  line_items: listOf(lineItem).optional(),
  products: listOf(productItem).optional(),
  page_info: z.unknown().optional(),
});

/**
 * POST /carts/bulk_update: the queued changes (spec §7 'bulkProductsPayload, queuedItems'). The payload may also
 * come flat (line_items and products at the top); queuedItems is what the client queued, kept for its events.
 */
export const bulkUpdateBody = bulkPayload.extend({
  bulkProductsPayload: jsonText(bulkPayload).optional(),
  queuedItems: z.unknown().optional(),
});

export const couponBody = z.object({ code: z.string().max(100).optional() });
export const couponQuery = cartFlagsQuery.extend({ code: z.string().max(100).optional() });

export const cartAnswer = cartSchema;
export const cartChangeAnswer = bulkCartSchema;
