/**
 * The longest error report POST /api/v1/post-to-stdout takes (spec §7 'message'); the browser cuts its reports to
 * it. Kept apart from the zod schemas (api.ts): a module the storefront imports brings all of its top-level code.
 */
export const POST_TO_STDOUT_MAX = 2000;
