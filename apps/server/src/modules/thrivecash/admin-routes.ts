import {
  ADJUSTMENT_REASON_MAX,
  adjustmentMessages,
  apiErrorSchema,
  dollarsToCents,
  isValidDate,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

/**
 * The operator's Thrive Cash route (registered inside the /api/admin plugin, behind the staff guard: thrivecash.adjust): a goodwill credit or an
 * adjustment either way, with an optional expiry date instead of the 12 months, and always a reason (`note`, which
 * the shopper's history and the audit entry keep). The console's Members area sends its adjustments here.
 */
export const thriveCashAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/thrive-cash/adjustments',
    {
      config: { permission: 'thrivecash.adjust' },
      schema: {
        tags: ['operator'],
        summary:
          'Credit goodwill Thrive Cash or adjust a balance (negative amounts debit the lots that expire first; 409 beyond the balance)',
        body: z.object({
          account_id: z.coerce.number().int().positive().max(2_147_483_647),
          kind: z.enum(['goodwill', 'adjusted']),
          /** Dollars; negative only for an adjustment. */
          amount: z.coerce.number().min(-100_000).max(100_000),
          expires_on: z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.').optional(),
          /** Why: required (issue 25: 'adjust Thrive Cash with a reason'). */
          note: z
            .string({ error: adjustmentMessages.reason })
            .trim()
            .min(1, adjustmentMessages.reason)
            .max(ADJUSTMENT_REASON_MAX),
          /** Makes a repeated request credit once. */
          key: z.string().trim().min(1).max(100).optional(),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            raf_balance: z.number(),
            available_cents: z.number().int(),
            pending_cents: z.number().int(),
          }),
          ...errorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { account_id, kind, amount, expires_on, note, key } = request.body;
      await app.thriveCash.adjust({
        actor: adminActor(request),
        accountId: account_id,
        kind,
        cents: dollarsToCents(amount),
        // The end of that day in the store's reckoning is near enough: the lot is spendable through the date.
        expiresAt: expires_on ? new Date(`${expires_on}T23:59:59Z`) : null,
        note,
        key: key ?? null,
      });
      const summary = await app.thriveCash.summary(account_id);
      return {
        success: true as const,
        raf_balance: summary.balanceCents / 100,
        available_cents: summary.balanceCents,
        pending_cents: summary.pendingCents,
      };
    },
  );
};
