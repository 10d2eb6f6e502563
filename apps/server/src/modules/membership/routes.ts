import { accountSchema, centsToDollars, membershipOffersSchema, membershipTaxSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { accountView, visitorAccount } from '../account/index.ts';
import { requireAccountId } from '../sessions/index.ts';
import { loadPlans, planTax, toOffer } from './plans.ts';

const text = z.string().max(2000).optional();
/** Form posts send `reasons[]=a&reasons[]=b` or `reasons=a`; both arrive as a list. */
const reasons = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/** Membership plans, joining, the retention offer, the upgrade and cancellation (account spec §2, §9). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['membership'];
  const answer = async (accountId: number) => (await accountView(app.db, accountId)) ?? visitorAccount();

  app.get(
    '/membership/offers',
    {
      schema: {
        tags,
        summary: 'The plans a shopper can choose, with prices',
        response: { 200: membershipOffersSchema },
      },
    },
    async () => {
      const plans = await loadPlans(app.db);
      return { success: true as const, offers: plans.map((plan) => toOffer(plan, app.config, plans)) };
    },
  );

  app.get(
    '/membership/tax',
    { schema: { tags, summary: 'Sales tax on each plan fee', response: { 200: membershipTaxSchema } } },
    async () => {
      const plans = await loadPlans(app.db);
      return {
        success: true as const,
        tax_rate: app.config.membershipTaxRate,
        taxes: plans.map((plan) => {
          const tax = planTax(plan, app.config, plans);
          return {
            plan_code: plan.code,
            subtotal: centsToDollars(tax.subtotalCents),
            tax: centsToDollars(tax.taxCents),
            total: centsToDollars(tax.totalCents),
          };
        }),
      };
    },
  );

  app.post(
    '/membership',
    {
      schema: {
        tags,
        summary: 'Join (or rejoin) on a plan, paying with a saved card: charged now, or 0 for a trial',
        body: z.object({
          plan_code: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
          payment_token: text,
        }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.membership.join(accountId, request.body);
      return answer(accountId);
    },
  );

  app.post(
    '/membership/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel: status canceled, group 5, and the unused part of the fee refunded',
        body: z.object({ reasons, feedback: text }).optional(),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.membership.cancel(accountId, request.body ?? {});
      return answer(accountId);
    },
  );

  app.post(
    '/membership/retention-offer',
    {
      schema: {
        tags,
        summary: 'Stay instead of canceling: one free month added to the term (once per membership)',
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.membership.acceptRetentionOffer(accountId);
      return answer(accountId);
    },
  );

  app.post(
    '/membership/upgrade',
    {
      schema: {
        tags,
        summary: 'Monthly to annual: the annual fee less the unused part of the month',
        body: z.object({ payment_token: text }).optional(),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.membership.upgradeToAnnual(accountId, request.body ?? {});
      return answer(accountId);
    },
  );
};
