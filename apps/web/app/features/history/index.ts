export {
  historyKeys,
  impactQuery,
  purchasedQuery,
  recentlyViewedQuery,
  useBoughtBefore,
  useImpact,
  usePurchased,
  usePurchasedIds,
  useRecentlyViewed,
  useRecordView,
} from './api.ts';
export { ImpactFigures } from './impact-figures.tsx';
