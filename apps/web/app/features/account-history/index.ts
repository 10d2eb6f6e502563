export {
  impactQuery,
  purchasedQuery,
  recentlyViewedQuery,
  useImpact,
  usePurchased,
  useRecentlyViewed,
} from './api.ts';
export { ImpactFigures } from './impact-figures.tsx';
