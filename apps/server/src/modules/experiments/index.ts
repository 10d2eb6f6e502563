/** Experiments: definitions, deterministic bucketing by visitor, exposure log (issue 26). */

export { experimentRoutes } from './routes.ts';
export { FIRST_CLICK_MEDIUM_COOKIE, VISITOR_COOKIE } from './visitor.ts';
