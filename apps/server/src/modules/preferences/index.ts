/**
 * Preferences: the shopper's preferred diets and values (GET/PUT /preferences) and never-items (/account/neverlist),
 * and the reads the recommender and cart prefill use: `neverItemIdsOf`, `preferredDietsOf`, `chosenPreferencesOf`.
 */

export { preferenceRoutes } from './routes.ts';
export {
  chosenPreferencesOf,
  neverItemIdsOf,
  neverList,
  preferencesAnswer,
  preferredDietsOf,
} from './service.ts';
