import { neverListAnswerSchema, preferencesAnswerSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { wholeNumber } from '../../lib/schemas.ts';
import { requireAccountId } from '../sessions/index.ts';
import { addNeverItem, neverList, preferencesAnswer, removeNeverItem, savePreferences } from './service.ts';

const MAX_KEYS = 60;

/** `a[]=x&a[]=y`, `a=x&a=y`, `a=x,y` or a JSON array of attribute url keys; '' (or `a[]=`) clears the list. */
const keyList = z
  .union([z.array(z.string().max(80)), z.string().max(4000)], { error: 'must be a list of keys' })
  .transform((value, ctx) => {
    const keys = (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean);
    if (keys.length > MAX_KEYS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_KEYS} keys` });
      return z.NEVER;
    }
    if (!keys.every((key) => /^[a-z0-9+-]{1,80}$/.test(key))) {
      ctx.addIssue({ code: 'custom', message: 'keys are lower-case url keys' });
      return z.NEVER;
    }
    return keys;
  });

const productId = z.object({ id: wholeNumber(1, 2_147_483_647) });

/**
 * Preferences (account spec §7 GET /preferences) and never-items. `uuid` is the spec's parameter: it is accepted,
 * but the session decides whose preferences are read (docs/decisions/recommendations.md).
 */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['preferences'];

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary:
          'Diets and values the store offers (preferences), the shopper’s own, and data.preferred_diet',
        querystring: z.object({ uuid: z.string().max(100).optional() }),
        response: { 200: preferencesAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => preferencesAnswer(app.db, await requireAccountId(request)),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Sets the preferred diets and/or values (attribute url keys); a list left out is kept',
        body: z.object({ preferred_diet: keyList.optional(), values: keyList.optional() }).optional(),
        response: { 200: preferencesAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      savePreferences(app.db, await requireAccountId(request), {
        diets: request.body?.preferred_diet,
        values: request.body?.values,
      }),
  );

  app.get(
    '/account/neverlist',
    {
      schema: {
        tags,
        summary:
          'Never-items: products left out of Recommended, Deals for you and cart prefill, newest first',
        response: { 200: neverListAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => neverList(app.db, await requireAccountId(request)),
  );

  app.post(
    '/account/neverlist',
    {
      schema: {
        tags,
        summary: '“Never show me this”: adds the product `id` to the never-items',
        querystring: productId,
        response: { 200: neverListAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => addNeverItem(app.db, await requireAccountId(request), request.query.id),
  );

  app.delete(
    '/account/neverlist',
    {
      schema: {
        tags,
        summary: 'Takes the product `id` off the never-items',
        querystring: productId,
        response: { 200: neverListAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => removeNeverItem(app.db, await requireAccountId(request), request.query.id),
  );
};
