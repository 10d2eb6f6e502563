import {
  AUTOSHIP_ACCOUNT_STATUSES,
  AUTOSHIP_TYPES,
  accountMessages,
  accountSchema,
  ageMessages,
  otpVerifySchema,
  simpleSuccessSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { afterAnswer } from '../../lib/after-answer.ts';
import { accountErrorResponses } from '../../lib/responses.ts';
import { edgeLimit } from '../../plugins/rate-limits.ts';
import {
  ensureSession,
  getSession,
  isSessionVerified,
  markSessionVerified,
  requireAccountId,
  signInSession,
} from '../sessions/index.ts';
import { clearCodeCheckPending, isCodeCheckPending, markCodeCheckPending } from './code-check.ts';
import { accountView, visitorAccount } from './view.ts';

const text = z.string().max(1000).optional();
/** Form posts send booleans as '1'/'0'/'true'/'false'. */
const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true')
  .optional();

/** The account (spec §7 /account calls) and the one-time-code checks that guard changes to it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    '/account',
    {
      schema: {
        tags,
        summary: 'The shopper: a visitor when not signed in (never an error)',
        response: { 200: accountSchema },
      },
    },
    async (request, reply) => {
      // Anonymous visitors get a session too (their cart lives on it); this is the call every page makes first.
      const session = await ensureSession(request, reply);
      reply.header('cache-control', 'private, no-store');
      if (session.accountId === null) return visitorAccount();
      return (await accountView(app.db, session.accountId)) ?? visitorAccount();
    },
  );

  app.put(
    '/account',
    {
      schema: {
        tags,
        summary:
          'Change the account: profile, flags, autoship status and type. E-mail, password and phone need a code check',
        // Only the spec's values (account spec §3 'Autoship statuses'); anything else is a 400.
        querystring: z.object({
          autoship_status: z.enum(AUTOSHIP_ACCOUNT_STATUSES).optional(),
          autoship_type: z.enum(AUTOSHIP_TYPES).optional(),
        }),
        body: z
          .object({
            cartprefill_ai_enabled: formBoolean,
            cartprefill_enabled: formBoolean,
            feedback: text,
            single_cart_migrated_landing: z.coerce
              .number()
              .pipe(z.union([z.literal(0), z.literal(1)]))
              .optional(),
            fullname: text,
            firstname: text,
            lastname: text,
            email: text,
            password: z.string().max(2000).optional(),
            telephone: text,
            sms_subscribed: formBoolean,
            hear_about_us: text,
            ppe_fee_opted_out: formBoolean,
            /** YYYY-MM-DD: confirms the shopper's age once (issue 23); under 21 is a 403. */
            date_of_birth: z.string().max(40).optional(),
            /** Worked out from date_of_birth, never set: a client that sends it hears what to send instead. */
            is_over_21: z.unknown().optional(),
          })
          .optional(),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const { is_over_21: isOver21, ...body } = request.body ?? {};
      if (isOver21 !== undefined) {
        throw new AppError('bad_request', ageMessages.sendDateOfBirth, { field: 'is_over_21' });
      }
      const changes = { ...body, ...request.query };
      const current = await accountView(app.db, accountId);
      if (!current) throw new AppError('unauthorized', accountMessages.authRequired);
      if (
        app.account.needsVerification(changes, current.has_password) &&
        !(await isSessionVerified(request))
      ) {
        await markCodeCheckPending(request);
        throw new AppError('otp_required', accountMessages.otpRequired);
      }
      await app.account.update(accountId, changes);
      if (changes.password !== undefined) {
        const session = await getSession(request);
        await app.sessions.endOthers(accountId, session?.idHash ?? null);
      }
      return (await accountView(app.db, accountId)) ?? visitorAccount();
    },
  );

  app.post(
    '/hdyh',
    {
      schema: {
        tags,
        summary: 'The hear-about-us answer (spec §7 /hdyh): kept on the account as hear_about_us',
        body: z.object({
          answer: z
            .string()
            .trim()
            .min(1, 'Please choose an answer.')
            .max(255, 'Please keep it under 255 characters.'),
        }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.account.update(accountId, { hear_about_us: request.body.answer });
      return (await accountView(app.db, accountId)) ?? visitorAccount();
    },
  );

  app.get(
    '/account/otp',
    {
      config: edgeLimit('codeRequest'),
      schema: {
        tags,
        summary:
          'E-mail a code that unlocks account changes, while a change refused with otp_required waits for it (else 409)',
        response: { 200: simpleSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      if (!(await isCodeCheckPending(request))) {
        throw new AppError('conflict', accountMessages.noChangeToVerify);
      }
      await app.auth.sendVerificationCode(accountId);
      return { success: true as const, message: 'We sent a verification code to your e-mail.' };
    },
  );

  app.post(
    '/account/otp/verify',
    {
      config: edgeLimit('signIn'),
      schema: {
        tags,
        summary: 'Check the code: success and verify_success both true unlock changes for 15 minutes',
        body: z.object({ otpCode: text }),
        response: { 200: otpVerifySchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.auth.verifyAccountCode(accountId, request.body.otpCode);
      await markSessionVerified(request, app.auth.verifiedUntil());
      await clearCodeCheckPending(request);
      return { success: true, verify_success: true };
    },
  );

  app.post(
    '/account/nonce/verify',
    {
      config: edgeLimit('signIn'),
      schema: {
        tags,
        summary: "An e-mailed link's nonce: signs in and verifies the session",
        body: z.object({ nonce: text }),
        response: { 200: otpVerifySchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const { accountId } = await app.auth.useLink(request.body.nonce);
      const current = await getSession(request);
      if (current?.accountId !== accountId) await signInSession(request, reply, accountId);
      await markSessionVerified(request, app.auth.verifiedUntil());
      return { success: true, verify_success: true };
    },
  );

  app.post(
    '/account/reset',
    {
      config: edgeLimit('passwordReset'),
      schema: {
        tags,
        summary: 'Forgot password: e-mail a single-use reset link (same answer for unknown addresses)',
        body: z.object({ email: text }),
        response: { 200: simpleSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const email = app.auth.requireEmail(request.body.email);
      // The account is looked up after the answer: known and unknown addresses answer in the same time.
      afterAnswer(request.log, 'password reset link', () => app.auth.sendPasswordReset(email));
      return {
        success: true as const,
        message: 'If there is an account for that e-mail, we sent it a reset link.',
      };
    },
  );

  app.post(
    '/account/updatepassword',
    {
      config: edgeLimit('passwordReset'),
      schema: {
        tags,
        summary:
          "Set a new password with a reset link's token; signs in and ends the account's other sessions",
        body: z.object({ token: text, password: z.string().max(2000).optional() }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await app.auth.resetPassword(request.body.token, request.body.password);
      await app.sessions.endOthers(accountId, null);
      await signInSession(request, reply, accountId);
      return (await accountView(app.db, accountId)) ?? visitorAccount();
    },
  );

  app.post(
    '/account/invite',
    {
      schema: {
        tags,
        summary: 'Invite friends: several e-mail addresses separated by commas, spaces or new lines',
        body: z.object({ emails: text }),
        response: {
          200: z.object({ success: z.literal(true), invited: z.array(z.string()) }),
          ...accountErrorResponses,
        },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const invited = await app.account.invite(accountId, request.body.emails);
      return { success: true as const, invited };
    },
  );
};
