import {
  adminCouponListSchema,
  adminCouponSchema,
  adminExitOfferListSchema,
  adminExitOfferSchema,
  adminGiftOfferListSchema,
  adminGiftOfferSchema,
  apiErrorSchema,
  couponEditSchema,
  EXIT_OFFER_KINDS,
  exitOfferEditSchema,
  giftOfferEditSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import {
  createAdminCoupon,
  deactivateAdminCoupon,
  getAdminCoupon,
  listAdminCoupons,
  updateAdminCoupon,
} from './admin-coupons.ts';
import {
  createAdminGiftOffer,
  deactivateAdminGiftOffer,
  getAdminGiftOffer,
  listAdminGiftOffers,
  updateAdminGiftOffer,
} from './admin-gifts.ts';
import { listAdminExitOffers, updateAdminExitOffer } from './exit-offers.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const byKind = z.object({ kind: z.enum(EXIT_OFFER_KINDS, 'An exit offer is first_order or cart.') });
const read = { permission: 'promos.read' } as const;
const write = { permission: 'promos.write' } as const;

/**
 * The console's Promotions area under /api/admin/promotions (issue 25): coupons, free gifts and samples, and the
 * exit-intent offers. Reading needs promos.read (owner, merchandiser, support), changing promos.write (owner,
 * merchandiser); every change is one transaction with its audit entry, and the storefront reads the same rows.
 */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const coupon = { 200: adminCouponSchema, ...errorResponses, ...refusals };

  app.get(
    '/promotions/coupons',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every coupon, newest first, with its uses so far (orders that redeemed it)',
        response: { 200: adminCouponListSchema, ...errorResponses, ...refusals },
      },
    },
    async () => listAdminCoupons(app.db),
  );

  app.post(
    '/promotions/coupons',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a coupon; a code another coupon has (in any case) is 409',
        body: couponEditSchema,
        response: { ...coupon, 201: adminCouponSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const made = await createAdminCoupon(app.db, request.body, adminActor(request));
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/promotions/coupons/:id',
    {
      config: read,
      schema: { tags, summary: 'One coupon as its form shows it', params: byId, response: coupon },
    },
    async (request) => getAdminCoupon(app.db, request.params.id),
  );

  app.patch(
    '/promotions/coupons/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Saves a coupon’s form (every field); the audit entry keeps what changed, before and after',
        params: byId,
        body: couponEditSchema,
        response: { ...coupon, 409: apiErrorSchema },
      },
    },
    async (request) => updateAdminCoupon(app.db, request.params.id, request.body, adminActor(request)),
  );

  app.post(
    '/promotions/coupons/:id/deactivate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Switches a coupon off: it is no longer accepted, and carts holding it drop it',
        params: byId,
        response: coupon,
      },
    },
    async (request) => deactivateAdminCoupon(app.db, request.params.id, adminActor(request)),
  );

  await app.register(giftRoutes);
  await app.register(exitOfferRoutes);
};

const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const gift = { 200: adminGiftOfferSchema, ...errorResponses, ...refusals };

  app.get(
    '/promotions/gifts',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every free gift and sample offer, and the products (GWP or SAMPLE) an offer may give',
        response: { 200: adminGiftOfferListSchema, ...errorResponses, ...refusals },
      },
    },
    async () => listAdminGiftOffers(app.db),
  );

  app.post(
    '/promotions/gifts',
    {
      config: write,
      schema: {
        tags,
        summary: 'Offers a free gift or sample from a threshold, between optional dates',
        body: giftOfferEditSchema,
        response: { ...gift, 201: adminGiftOfferSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminGiftOffer(app.db, request.body, adminActor(request))),
  );

  app.get(
    '/promotions/gifts/:id',
    { config: read, schema: { tags, summary: 'One gift or sample offer', params: byId, response: gift } },
    async (request) => getAdminGiftOffer(app.db, request.params.id),
  );

  app.patch(
    '/promotions/gifts/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Saves a gift or sample offer’s form; audited with what changed',
        params: byId,
        body: giftOfferEditSchema,
        response: gift,
      },
    },
    async (request) => updateAdminGiftOffer(app.db, request.params.id, request.body, adminActor(request)),
  );

  app.post(
    '/promotions/gifts/:id/deactivate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Switches an offer off: carts are no longer given it, and lose a gift line already added',
        params: byId,
        response: gift,
      },
    },
    async (request) => deactivateAdminGiftOffer(app.db, request.params.id, adminActor(request)),
  );
};

const exitOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/promotions/exit-offers',
    {
      config: read,
      schema: {
        tags,
        summary: 'The two exit-intent offers (first order, cart): coupon, words, on or off',
        response: { 200: adminExitOfferListSchema, ...errorResponses, ...refusals },
      },
    },
    async () => listAdminExitOffers(app.db),
  );

  app.patch(
    '/promotions/exit-offers/:kind',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Saves an exit offer: its coupon, headline and message ({code} and {discount} are filled in), on or off',
        params: byKind,
        body: exitOfferEditSchema,
        response: { 200: adminExitOfferSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => updateAdminExitOffer(app.db, request.params.kind, request.body, adminActor(request)),
  );
};
