import { RECOMMENDATION_LIMITS, recommendationsAnswerSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses, errorResponses } from '../../lib/responses.ts';
import { wholeNumber } from '../../lib/schemas.ts';
import { currentAccountId, requireAccountId } from '../sessions/index.ts';
import { dealsForAccount, dsRecommend, recommendedForAccount } from './recommend.ts';

const MAX_SEEDS = 50;

const limit = wholeNumber(1, RECOMMENDATION_LIMITS.max).default(RECOMMENDATION_LIMITS.page);

/** `a[]=1&a[]=2`, `a=1&a=2` or `a=1,2`: a list of product ids. */
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], {
    error: 'must be a list of product ids',
  })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : String(value).split(','))
      .map((v) => String(v).trim())
      .filter(Boolean);
    if (parts.length > MAX_SEEDS || !parts.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0)) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_SEEDS} product ids` });
      return z.NEVER;
    }
    return parts.map(Number);
  });

/** Diet url keys, as a list or comma-separated. */
const dietList = z
  .union([z.array(z.string().max(80)), z.string().max(2000)], { error: 'must be a list of diets' })
  .transform((value, ctx) => {
    const keys = (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean);
    if (keys.length > 20 || !keys.every((key) => /^[a-z0-9+-]{1,80}$/.test(key))) {
      ctx.addIssue({ code: 'custom', message: 'must be at most 20 diet keys' });
      return z.NEVER;
    }
    return keys;
  });

/**
 * Recommendations (issue 24): /ds/recommend for anyone (account spec §7 names it without its payload;
 * docs/decisions/recommendations.md), the signed-in shopper's Recommended and Deals for you.
 */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recommendations'];

  app.get(
    '/ds/recommend',
    {
      schema: {
        tags,
        summary:
          'Recommended product ids and cards: bought together with `product_id` (repeatable), else for the shopper (a visitor: best sellers); `diet` boosts diets',
        querystring: z.object({ limit, product_id: idList.optional(), diet: dietList.optional() }),
        response: { 200: recommendationsAnswerSchema, ...errorResponses },
      },
    },
    async (request) =>
      dsRecommend(app.db, await currentAccountId(request), {
        limit: request.query.limit,
        productIds: request.query.product_id ?? [],
        diets: request.query.diet ?? [],
      }),
  );

  app.get(
    '/account/recommended',
    {
      schema: {
        tags,
        summary:
          'The shopper’s Recommended: bought together with their orders, preferred diets boosted, never-items left out',
        querystring: z.object({
          limit,
          /** 1: only products the shopper has not bought (My aisle's shelf next to Buy It Again). */
          new_only: z.enum(['0', '1'], { error: 'new_only is 0 or 1' }).default('0'),
        }),
        response: { 200: recommendationsAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      recommendedForAccount(app.db, await requireAccountId(request), request.query.limit, {
        newOnly: request.query.new_only === '1',
      }),
  );

  app.get(
    '/account/deals-for-you',
    {
      schema: {
        tags,
        summary:
          'Deals for you: products on sale or earning Thrive Cash, ranked by the shopper’s orders and preferences',
        querystring: z.object({ limit }),
        response: { 200: recommendationsAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => dealsForAccount(app.db, await requireAccountId(request), request.query.limit),
  );
};
