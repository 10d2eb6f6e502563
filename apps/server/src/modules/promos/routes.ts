import {
  apiErrorSchema,
  exitOffersAnswerSchema,
  isCouponExpired,
  isPromoNotStarted,
  promoAnswerSchema,
  promoToWire,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { storeExitOffers } from './exit-offers.ts';

/**
 * GET /promos?ccode= (spec §7: 'coupon.coupon_code, coupon.discount_value'): the promo a landing URL names, for the
 * offer bar and the exit-intent modal. An unknown, switched-off, expired or used-up code answers `coupon: null`,
 * the empty result the client shows nothing for (spec §8); whether it fits this shopper's cart is decided when it
 * is applied. A code whose start date (set in the console) is ahead answers null too.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promos',
    {
      schema: {
        tags: ['promos'],
        summary: 'A promo code: label, discount, cap, fine print, expiry; coupon null when not available',
        querystring: z.object({ ccode: z.string().max(100).optional() }),
        response: { 200: promoAnswerSchema, ...errorResponses, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const code = request.query.ccode?.trim() ?? '';
      const found = code ? await app.cart.findCoupon(code, null) : null;
      const total = found?.coupon.total_uses ?? 0;
      const now = new Date();
      const usable =
        found?.active &&
        !isCouponExpired(found.coupon, now) &&
        !isPromoNotStarted(found.coupon.starts_on, now) &&
        !(total > 0 && found.totalUses >= total);
      return { success: true as const, coupon: usable && found ? promoToWire(found.coupon) : null };
    },
  );

  app.get(
    '/exit-offers',
    {
      schema: {
        tags: ['promos'],
        summary:
          'The exit-intent offers the store makes now (spec §4: first-order and cart), as staff set them in the console: the coupon code, headline and message with the code and discount filled in; an offer switched off, or whose coupon could not be applied now, is left out',
        response: { 200: exitOffersAnswerSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const, offers: await storeExitOffers(app.db, new Date()) }),
  );
};
