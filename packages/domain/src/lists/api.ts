import { z } from 'zod';
import { productSchema } from '../api/catalog.ts';
import { LIST_LIMITS, LIST_PAGING } from './list-rules.ts';

/**
 * The wire contract of favorites and lists (storefront §7 'POST and DELETE /account/wishlist | id | favorites';
 * account spec §3 'Favorites: items, list_item_data, total', §7 /list/lists and /account/sharing, whose payloads
 * the spec does not show: docs/decisions/lists.md). Dates are ISO strings.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The shopper's favorites: product ids newest first, when each was added, and how many. */
export const favoritesSchema = z.object({
  success: z.literal(true),
  items: z.array(z.number().int()),
  list_item_data: z.array(z.object({ product_id: z.number().int(), added_at: z.string() })),
  total: z.number().int(),
});
export type Favorites = z.infer<typeof favoritesSchema>;

/** POST and DELETE /account/wishlist: the product id in the query (`?id=`), or in the body. */
export const wishlistQuerySchema = z.object({ id: id.optional() });
export const wishlistBodySchema = z.object({ id: id.optional() }).optional();

export const listPageQuerySchema = z.object({
  cur_page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIST_PAGING.maxPageSize).default(LIST_PAGING.pageSize),
});

/** A product page of a list: the products (line_item_qty is the quantity on the list), count and paging. */
export const listProductsSchema = z.object({
  products: z.array(productSchema),
  count: z.number().int(),
  cur_page: z.number().int(),
  page_size: z.number().int(),
});
export type ListProducts = z.infer<typeof listProductsSchema>;

/** One of the shopper's named lists, as their lists page shows it. */
export const listSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  /** The share link (absolute), or null when the list is not shared. */
  share_url: z.string().nullable(),
  shared_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** GET /list/lists and GET /account/sharing. */
export const shopperListsSchema = z.object({ success: z.literal(true), lists: z.array(listSummarySchema) });
export type ShopperLists = z.infer<typeof shopperListsSchema>;

/** GET /list/lists/{id} and every change to one list: the list and all its products (a list holds at most 100). */
export const listDetailSchema = z.object({
  success: z.literal(true),
  list: listSummarySchema,
  products: z.array(productSchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

/** GET /list/customer?token=: a shared list as anyone with the link sees it (no word about its owner). */
export const sharedListSchema = z.object({
  success: z.literal(true),
  list: z.object({ name: z.string(), item_count: z.number().int(), updated_at: z.string() }),
  products: z.array(productSchema),
});
export type SharedList = z.infer<typeof sharedListSchema>;

export const listIdParamsSchema = z.object({ id });
export const listItemParamsSchema = z.object({ id, productId: id });
/** Names are checked by checkListName after trimming; the schema only bounds what is read. */
export const listNameBodySchema = z.object({ name: z.string().max(LIST_LIMITS.nameMax * 4) });
export const listItemBodySchema = z.object({
  product_id: id,
  qty: z.coerce.number().int().min(1).max(LIST_LIMITS.qtyMax).default(1),
});
export const sharingBodySchema = z.object({ list_id: id });
export const sharingQuerySchema = z.object({ list_id: id });
export const sharedListQuerySchema = z.object({ token: z.string().max(200) });

/** POST /list/lists/{id}/cart ('Add all to cart'): what went in, what was skipped and why. */
export const addAllAnswerSchema = z.object({
  success: z.literal(true),
  added: z.array(z.object({ product_id: z.number().int(), qty: z.number().int() })),
  skipped: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      reason: z.enum(['out_of_stock', 'refused']),
      message: z.string(),
    }),
  ),
  total_items_in_cart: z.number().int(),
});
export type AddAllAnswer = z.infer<typeof addAllAnswerSchema>;
