/**
 * Named lists (account spec §2 /account/lists/my-lists, §3 'User lists and reminders'): what a list may be called,
 * how much it holds, what 'Add all to cart' adds, and the shape of a share token. The limits keep one shopper's
 * lists to a size a page shows; they are refusals with the store's words, never silent cuts.
 */

export const LIST_LIMITS = {
  nameMax: 60,
  listsPerShopper: 50,
  itemsPerList: 100,
  qtyMax: 99,
  favoritesPerShopper: 500,
} as const;

/** Paging of the favorites page and a list's products (the saved-for-later list's size, storefront §9). */
export const LIST_PAGING = { pageSize: 10, maxPageSize: 100 } as const;

export const listMessages = {
  nameRequired: 'Please give your list a name.',
  nameTooLong: `List names can be at most ${LIST_LIMITS.nameMax} characters.`,
  tooManyLists: `You can keep up to ${LIST_LIMITS.listsPerShopper} lists. Delete one to make another.`,
  listFull: `A list can hold up to ${LIST_LIMITS.itemsPerList} products.`,
  tooManyFavorites: `You can keep up to ${LIST_LIMITS.favoritesPerShopper} favorites.`,
  listNotFound: 'List not found.',
  sharedNotFound: 'This list is not shared (the link may have been turned off).',
  productNotFound: (id: number) => `No product with id ${id}`,
  outOfStock: (title: string) => `${title} is out of stock, so it was not added.`,
} as const;

export type NameCheck = { ok: true; name: string } | { ok: false; field: 'name'; message: string };

/** A list's name as typed: trimmed, inner runs of spaces made one, 1 to 60 characters. */
export function checkListName(raw: string): NameCheck {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, field: 'name', message: listMessages.nameRequired };
  if ([...name].length > LIST_LIMITS.nameMax)
    return { ok: false, field: 'name', message: listMessages.nameTooLong };
  return { ok: true, name };
}

export type ListItemForCart = { product_id: number; title: string; qty: number; in_stock: boolean };

export type AddAllPlan = {
  add: { product_id: number; qty: number }[];
  skipped: { product_id: number; title: string; reason: 'out_of_stock'; message: string }[];
};

/** 'Add all to cart': every item in stock at its list quantity; out-of-stock items are skipped and named. */
export function planAddAll(items: readonly ListItemForCart[]): AddAllPlan {
  const plan: AddAllPlan = { add: [], skipped: [] };
  for (const item of items) {
    if (item.in_stock) plan.add.push({ product_id: item.product_id, qty: item.qty });
    else
      plan.skipped.push({
        product_id: item.product_id,
        title: item.title,
        reason: 'out_of_stock',
        message: listMessages.outOfStock(item.title),
      });
  }
  return plan;
}

/** A share token: 16 random bytes in base64url (22 characters). Anything else names no list. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The page a share link opens (storefront §2 /list/customer). */
export function sharedListPath(token: string): string {
  return `/list/customer?token=${encodeURIComponent(token)}`;
}
