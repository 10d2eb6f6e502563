import multipart from '@fastify/multipart';
import { accountSchema, googleSignInSchema, simpleSuccessSchema } from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAnswer } from '../../lib/after-answer.ts';
import { accountErrorResponses } from '../../lib/responses.ts';
import { edgeLimit } from '../../plugins/rate-limits.ts';
import { markSessionVerified, signInSession, signOutSession } from '../sessions/index.ts';
import { createGoogleVerifier } from './google.ts';

const text = z.string().max(1000).optional();

/**
 * Sign-up, sign-in and sign-out (paths fixed by the accounts issue). Each sign-in answers `{ success, ...account }`.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const verifyGoogleToken = createGoogleVerifier(app.config);
  // Only Google's call is multipart (spec §7); the parser lives in this plugin alone.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 0, files: 0, fields: 10 },
  });

  async function signedIn(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    await signInSession(request, reply, accountId);
    const account = await app.account.view(accountId);
    if (!account) throw new Error(`account ${accountId} vanished during sign-in`);
    return account;
  }

  app.post(
    '/auth/register',
    {
      config: edgeLimit('registration'),
      schema: {
        tags,
        summary: 'Create an account with e-mail and password, and sign in',
        body: z.object({ email: text, password: text, firstname: text, lastname: text }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await app.auth.register(request.body, request.ip);
      return signedIn(request, reply, accountId);
    },
  );

  app.post(
    '/auth/login',
    {
      config: edgeLimit('signIn'),
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: z.object({ email: text, password: text }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await app.auth.login(request.body, request.ip);
      return signedIn(request, reply, accountId);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server',
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request, reply) => {
      await signOutSession(request, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/otp',
    {
      config: edgeLimit('codeRequest'),
      schema: {
        tags,
        summary: 'E-mail a six-digit sign-in code (same answer for known and unknown addresses)',
        body: z.object({ email: text, route: text }),
        response: { 200: simpleSuccessSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const route = request.body.route?.startsWith('/') ? request.body.route : undefined;
      const email = app.auth.requireEmail(request.body.email);
      // The account is looked up after the answer: known and unknown addresses answer in the same time.
      afterAnswer(request.log, 'sign-in code', () => app.auth.sendSignInCode(email, route));
      return {
        success: true as const,
        message: 'If there is an account for that e-mail, we sent it a sign-in code.',
      };
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: edgeLimit('signIn'),
      schema: {
        tags,
        summary: 'Sign in with an e-mailed code',
        body: z.object({ email: text, otpCode: text }),
        response: { 200: accountSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await app.auth.signInWithCode(request.body.email, request.body.otpCode);
      const account = await signedIn(request, reply, accountId);
      // A code from the mailbox proves the shopper holds the address: account changes need no second code.
      await markSessionVerified(request, app.auth.verifiedUntil());
      return account;
    },
  );

  app.post(
    '/auth/google',
    {
      config: edgeLimit('signIn'),
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (multipart form field google_oauth_token)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: z.object({ google_oauth_token: text }),
        response: { 200: googleSignInSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const identity = await verifyGoogleToken(request.body.google_oauth_token);
      const { accountId, action } = await app.auth.googleAccount(identity);
      const account = await signedIn(request, reply, accountId);
      return { ...account, action_taken: action };
    },
  );
};
