export {
  anyoneRecommendedQuery,
  dealsForYouQuery,
  neverListQuery,
  newForYouQuery,
  preferencesQuery,
  type RecommendedCards,
  recommendedQuery,
  toCards,
} from './api.ts';
export { NeverButton, RemoveNeverButton } from './never-button.tsx';
export { PreferencesForm } from './preferences-form.tsx';
export { RecommendedGrid } from './recommended-grid.tsx';
