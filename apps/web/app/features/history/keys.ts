/** Query keys of the shopper's history (docs/decisions/discovery.md). */
export const historyKeys = {
  all: ['history'] as const,
  purchased: (page: number) => ['history', 'purchased', page] as const,
  /** Keyed by the account and its order count: a new order (checkout refreshes the account) reads them again. */
  purchasedIds: (accountId: number, orders: number) =>
    ['history', 'purchased-ids', accountId, orders] as const,
  recentlyViewed: ['history', 'recently-viewed'] as const,
  impact: ['history', 'impact'] as const,
};
