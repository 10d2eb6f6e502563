import {
  apiErrorSchema,
  simpleSuccessSchema,
  staffInviteSchema,
  staffListSchema,
  staffMeSchema,
  staffRoleSchema,
  staffSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { sha256 } from '../../lib/tokens.ts';
import { edgeLimit } from '../../plugins/rate-limits.ts';
import { adminActor } from '../audit/index.ts';
import { clearStaffCookie, requireStaffMember, STAFF_COOKIE, setStaffCookie } from './guard.ts';
import { toMe } from './staff-rows.ts';
import { endStaffSession } from './staff-sessions.ts';

const tags = ['admin'];
const text = z.string().max(1000);
const refusals = { ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Sign-in, sign-out, who am I, and the invitee's accept and enrol (issue 25: the admin contract). */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = (limit?: 'signIn') => ({ ...(limit ? edgeLimit(limit) : {}), permission: 'public' as const });

  app.post(
    '/auth/login',
    {
      config: open('signIn'),
      schema: {
        tags,
        summary:
          'Staff sign-in, step one: e-mail and password (a pending session cookie is set; the code comes next)',
        body: z.object({ email: text, password: text }),
        response: { 200: z.object({ step: z.literal('totp') }), ...refusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[STAFF_COOKIE];
      if (previous) await endStaffSession(app.db, sha256(previous));
      const session = await app.staff.signIn.login(request.body, request.ip);
      setStaffCookie(request, reply, session.id, session.expiresAt);
      return { step: 'totp' as const };
    },
  );

  app.post(
    '/auth/totp',
    {
      config: open('signIn'),
      schema: {
        tags,
        summary: 'Staff sign-in, step two: a six-digit authenticator code or one recovery code (xxxx-xxxx)',
        body: z.object({ code: z.string().max(40) }),
        response: { 200: staffMeSchema, ...refusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { member, session } = await app.staff.signIn.secondFactor(
        request.cookies[STAFF_COOKIE],
        request.body.code,
        request.ip,
      );
      setStaffCookie(request, reply, session.id, session.expiresAt);
      return toMe(member);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: open(),
      schema: {
        tags,
        summary: 'Staff sign-out: ends the staff session',
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request, reply) => {
      const id = request.cookies[STAFF_COOKIE];
      if (id) await endStaffSession(app.db, sha256(id));
      clearStaffCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'The signed-in staff member and their permissions',
        response: { 200: staffMeSchema, ...refusals },
      },
    },
    async (request) => toMe(requireStaffMember(request)),
  );

  app.get(
    '/invites/:token',
    {
      config: open(),
      schema: {
        tags,
        summary: 'A staff invitation by its token (404 once expired or used)',
        params: tokenParams,
        response: {
          200: z.object({ email: z.string(), role: staffRoleSchema, expires_at: z.string() }),
          ...refusals,
        },
      },
    },
    (request) => app.staff.invites.read(request.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      config: open('signIn'),
      schema: {
        tags,
        summary:
          'Accept an invitation with a name and password: answers the new authenticator secret (an enrolment cookie is set)',
        params: tokenParams,
        body: z.object({ name: z.string().max(100), password: text }),
        response: { 200: z.object({ otpauth_url: z.string(), secret: z.string() }), ...refusals },
      },
    },
    async (request, reply) => {
      const accepted = await app.staff.invites.accept(request.params.token, request.body);
      setStaffCookie(request, reply, accepted.session.id, accepted.session.expiresAt);
      return { otpauth_url: accepted.otpauthUrl, secret: accepted.secret };
    },
  );

  app.post(
    '/invites/:token/enrol',
    {
      config: open('signIn'),
      schema: {
        tags,
        summary:
          'Finish enrolment with the first authenticator code: the staff member is made and signed in; answers 10 recovery codes, shown once',
        params: tokenParams,
        body: z.object({ code: z.string().max(40) }),
        response: {
          200: staffMeSchema.extend({ recovery_codes: z.array(z.string()) }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { session, ...enrolled } = await app.staff.invites.enrol(
        request.params.token,
        request.cookies[STAFF_COOKIE],
        request.body.code,
      );
      setStaffCookie(request, reply, session.id, session.expiresAt);
      return enrolled;
    },
  );
};

/** The owner's staff page: the list with live invites, inviting, and role or disabled changes. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Staff members and live invitations',
        response: { 200: staffListSchema, ...refusals },
      },
    },
    async () => ({ staff: await app.staff.list(), invites: await app.staff.invites.listLive() }),
  );

  app.post(
    '/staff/invites',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary:
          'Invite a staff member by e-mail as a role (a link valid 7 days is e-mailed; 409 when already staff)',
        body: z.object({ email: text, role: staffRoleSchema }),
        response: { 200: staffInviteSchema, ...refusals },
      },
    },
    async (request) => (await app.staff.invites.invite(adminActor(request), request.body)).invite,
  );

  app.patch(
    '/staff/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        summary:
          'Change a staff member’s role or disable them (disabling ends their sessions; 409 when no active owner would be left)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: z.object({
          role: staffRoleSchema.optional(),
          disabled: z
            .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
            .optional(),
        }),
        response: { 200: staffSchema, ...refusals },
      },
    },
    (request) => app.staff.update(adminActor(request), request.params.id, request.body),
  );
};
