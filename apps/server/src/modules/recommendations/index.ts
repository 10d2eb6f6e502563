/**
 * Recommendations (issue 24): "bought together" co-occurrence over all orders, served from product_cooccurrence
 * (recomputed by the recommendations.cooccurrence job), blended with the shopper's history, preferred diets and
 * never-items by the domain's rankRecommendations. Other modules call `recommendFor`.
 */

export { recommenderBenchRoutes } from './bench-routes.ts';
export { ensureCooccurrence, recomputeCooccurrence, rewriteCooccurrence } from './cooccurrence.ts';
export { evaluateRecommender, type RecommenderFigures } from './evaluate.ts';
export {
  dealsForAccount,
  dsRecommendPage,
  type RecommendOptions,
  recommendedForAccount,
  recommendFor,
} from './recommend.ts';
export { recommendationRoutes } from './routes.ts';
