import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentAccountId } from '../sessions/index.ts';

/** One entry of GET /list: a list's key, title, size, and the call that reads its products. */
export type ListIndexEntry = { key: string; title: string; count: number; url: string };

/**
 * GET /list (storefront §7 'GET /list and GET /products | filter[list]'): the saved-for-later list (the cart's,
 * `app.cart.lists`), then for a signed-in shopper their favorites and each named list.
 */
export async function shopperListIndex(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ListIndexEntry[]> {
  const [saved, accountId] = await Promise.all([app.cart.lists(request), currentAccountId(request)]);
  if (accountId === null) return saved;
  const [favorites, named] = await Promise.all([
    app.lists.countFavorites(accountId),
    app.lists.lists(accountId),
  ]);
  return [
    ...saved,
    { key: 'favorites', title: 'Favorites', count: favorites, url: '/api/v1/account/wishlist/products' },
    ...named.lists.map((list) => ({
      key: `list-${list.id}`,
      title: list.name,
      count: list.item_count,
      url: `/api/v1/list/lists/${list.id}`,
    })),
  ];
}
