import {
  adminMemberPageSchema,
  adminMemberSchema,
  apiErrorSchema,
  memberAdminMessages,
  TRIAL_EXTENSION_DAYS,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import { createMemberChanges } from './changes.ts';
import { searchMembers } from './search.ts';
import { loadAdminMember } from './view.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } as const;
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['admin'];

/**
 * The console's Members area under /api/admin (issue 25), inside the staff guard; each route names its permission.
 * Thrive Cash is adjusted through `POST /api/admin/thrive-cash/adjustments` (the thrivecash module's, with its
 * reason and audit entry); the changes here answer the member as they are after it.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = createMemberChanges(app.db);
  const view = (id: number) => loadAdminMember(app.db, app.thriveCash, id);

  app.get(
    '/members',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        summary: 'Search shoppers by e-mail, name or account id, newest account first; before pages on',
        querystring: z.object({
          q: z.string().trim().max(254).optional(),
          before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: adminMemberPageSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => {
      const { q, before, limit } = request.query;
      return searchMembers(app.db, { q: q || undefined, before, limit });
    },
  );

  app.get(
    '/members/:id',
    {
      config: { permission: 'members.read' },
      schema: {
        tags,
        summary:
          'One member for the console: membership, sign-in lock and sessions, orders, autoship, Thrive Cash, gift cards, reviews, addresses',
        params,
        response: { 200: adminMemberSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => view(request.params.id),
  );

  const changed = {
    params,
    response: { 200: adminMemberSchema, ...errorResponses, ...refusals },
  } as const;
  const manage = { permission: 'members.manage' } as const;

  app.post(
    '/members/:id/comp-month',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Comp a month: a running paid membership ends (and renews) one month later, at no charge; 409 for a trial or no running membership',
        ...changed,
      },
    },
    async (request) => {
      await changes.compMonth(request.params.id, adminActor(request));
      return view(request.params.id);
    },
  );

  app.post(
    '/members/:id/extend-trial',
    {
      config: manage,
      schema: {
        tags,
        summary: `Extend a running trial by days (${TRIAL_EXTENSION_DAYS.min}–${TRIAL_EXTENSION_DAYS.max}); 409 for a member not on a trial`,
        body: z.object({
          days: z.coerce
            .number({ error: memberAdminMessages.trialDays })
            .int(memberAdminMessages.trialDays)
            .min(TRIAL_EXTENSION_DAYS.min, memberAdminMessages.trialDays)
            .max(TRIAL_EXTENSION_DAYS.max, memberAdminMessages.trialDays),
        }),
        ...changed,
      },
    },
    async (request) => {
      await changes.extendTrial(request.params.id, request.body.days, adminActor(request));
      return view(request.params.id);
    },
  );

  app.post(
    '/members/:id/unlock',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Lift the sign-in lock that wrong passwords set; 409 when the account is not locked',
        ...changed,
      },
    },
    async (request) => {
      await changes.unlock(request.params.id, adminActor(request));
      return view(request.params.id);
    },
  );

  app.post(
    '/members/:id/end-sessions',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sign the shopper out everywhere: every live session ends; 409 when none is live',
        ...changed,
      },
    },
    async (request) => {
      await changes.endSessions(request.params.id, adminActor(request));
      return view(request.params.id);
    },
  );
};
