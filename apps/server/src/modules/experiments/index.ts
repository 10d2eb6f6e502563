/**
 * Experiments: definitions, deterministic bucketing by visitor, exposure log linked to the account at sign-in, and
 * the report's counts of exposed visitors and conversions per variant (issue 26).
 */

export { type ExperimentTallies, experimentTallies } from './report.ts';
export { experimentRoutes } from './routes.ts';
export { linkExposuresOnSignIn } from './sign-in.ts';
export { FIRST_CLICK_MEDIUM_COOKIE, VISITOR_COOKIE } from './visitor.ts';
