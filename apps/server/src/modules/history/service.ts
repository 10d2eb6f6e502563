import type { DbOrTx } from '@pantry/db';
import type { ImpactWire, PurchasedIds, PurchasedList, RecentlyViewedList } from '@pantry/domain';
import { yourImpact } from './impact.ts';
import { listPurchases, purchasedPage } from './purchases.ts';
import { listRecentlyViewed, recordView } from './recently-viewed.ts';

/**
 * The shopper's own history (`app.history`): Buy It Again from their orders, Recently Viewed, and Your impact. The
 * routes and the web's loaders call these with the signed-in shopper's account id.
 */
export function createHistoryService(db: DbOrTx) {
  return {
    purchased: (accountId: number, query: { cur_page: number; page_size: number }): Promise<PurchasedList> =>
      purchasedPage(db, accountId, query),
    purchasedIds: async (accountId: number): Promise<PurchasedIds> => ({
      items: (await listPurchases(db, accountId)).map((p) => p.product_id),
    }),
    recentlyViewed: (accountId: number): Promise<RecentlyViewedList> => listRecentlyViewed(db, accountId),
    recordView: (accountId: number, productId: number, now?: Date): Promise<void> =>
      recordView(db, accountId, productId, now),
    impact: (accountId: number, now?: Date): Promise<ImpactWire> => yourImpact(db, accountId, now),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
