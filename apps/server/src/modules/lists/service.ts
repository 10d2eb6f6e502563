import type { Database } from '@pantry/db';
import type { ListDetail, ShopperLists } from '@pantry/domain';
import { addFavorite, countFavorites, favoriteProducts, readFavorites, removeFavorite } from './favorites.ts';
import {
  addListItem,
  createList,
  deleteList,
  listDetail,
  listRows,
  removeListItem,
  renameList,
  toSummary,
} from './lists.ts';
import { sharedList, shareList, unshareList } from './sharing.ts';

/**
 * Favorites and named lists (`app.lists`): the routes call it, and so do the web's loaders (in process). Every
 * change to one list answers the list as it is after the change.
 */
export function createListsService({ db, siteOrigin }: { db: Database; siteOrigin: string }) {
  const detail = (accountId: number, listId: number) => listDetail(db, accountId, listId, siteOrigin);
  const lists = async (accountId: number, sharedOnly = false): Promise<ShopperLists> => ({
    success: true,
    lists: (await listRows(db, accountId, sharedOnly)).map((row) => toSummary(row, siteOrigin)),
  });
  return {
    favorites: (accountId: number) => readFavorites(db, accountId),
    addFavorite: (accountId: number, productId: number) => addFavorite(db, accountId, productId),
    removeFavorite: (accountId: number, productId: number) => removeFavorite(db, accountId, productId),
    favoriteProducts: (accountId: number, page: { cur_page: number; page_size: number }) =>
      favoriteProducts(db, accountId, page),
    countFavorites: (accountId: number) => countFavorites(db, accountId),

    /** GET /list/lists: the shopper's lists, the most recently changed first. */
    lists: (accountId: number) => lists(accountId),
    /** GET /account/sharing: the lists the shopper shares. */
    sharedLists: (accountId: number) => lists(accountId, true),
    detail,
    async create(accountId: number, name: string): Promise<ListDetail> {
      return detail(accountId, await createList(db, accountId, name));
    },
    async rename(accountId: number, listId: number, name: string): Promise<ListDetail> {
      await renameList(db, accountId, listId, name);
      return detail(accountId, listId);
    },
    remove: (accountId: number, listId: number) => deleteList(db, accountId, listId),
    async addItem(accountId: number, listId: number, item: { product_id: number; qty: number }) {
      await addListItem(db, accountId, listId, item);
      return detail(accountId, listId);
    },
    async removeItem(accountId: number, listId: number, productId: number) {
      await removeListItem(db, accountId, listId, productId);
      return detail(accountId, listId);
    },
    async share(accountId: number, listId: number): Promise<ListDetail> {
      await shareList(db, accountId, listId);
      return detail(accountId, listId);
    },
    async unshare(accountId: number, listId: number): Promise<ListDetail> {
      await unshareList(db, accountId, listId);
      return detail(accountId, listId);
    },
    /** GET /list/customer?token=: the shared list, for anyone with the link. */
    shared: (token: string) => sharedList(db, token),
  };
}

export type ListsService = ReturnType<typeof createListsService>;
