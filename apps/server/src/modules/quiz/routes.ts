import {
  getPrefillInputSchema,
  prefillRecsSchema,
  preparePrefillInputSchema,
  quizAnswerInputSchema,
  quizAnswerSchema,
  quizListAnswerSchema,
  quizProgressSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses, errorResponses } from '../../lib/responses.ts';
import { keyParam } from '../catalog/index.ts';
import { requireAccountId } from '../sessions/index.ts';

const keyParams = z.object({ key: keyParam });

/** The quiz and prefill calls under /api/v1 (account-and-shell §7; docs/decisions/quizzes.md). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quiz'];

  app.get(
    '/quiz_v2',
    {
      schema: {
        tags,
        summary: 'The quizzes: questions, transitions and recommendation points',
        response: { 200: quizListAnswerSchema, ...errorResponses },
      },
    },
    async () => ({ data: await app.quiz.list() }),
  );

  app.get(
    '/quiz_v2/key/:key',
    {
      schema: {
        tags,
        summary: 'One quiz by key (vNextQuizv1, quickstart) with the shopper’s answers and where they resume',
        params: keyParams,
        response: { 200: quizAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.quiz.getForRequest(request, request.params.key) };
    },
  );

  app.post(
    '/quiz_v2/key/:key/answers',
    {
      schema: {
        tags,
        summary:
          'Answers one question (`answer` repeats for several); kept on the server so the shopper resumes',
        params: keyParams,
        body: quizAnswerInputSchema,
        response: {
          200: z.object({ success: z.literal(true), progress: quizProgressSchema }),
          ...accountErrorResponses,
        },
      },
    },
    (request, reply) => app.quiz.answer(request, reply, request.params.key, request.body),
  );

  app.post(
    '/prepareCartPrefillRecs',
    {
      schema: {
        tags,
        summary:
          'Chooses the cart prefill’s products from the answers named by uuid (sign-in and the prefill flag)',
        body: preparePrefillInputSchema,
        response: { 200: prefillRecsSchema, ...accountErrorResponses },
      },
    },
    async (request) => app.quiz.prepare(await requireAccountId(request), request.body.uuid),
  );

  app.post(
    '/getCartPrefillRecs',
    {
      schema: {
        tags,
        summary:
          'The prefill’s products; with add_to_cart=1 they go in the cart once (is_manual_prefill=1 also fills a non-empty cart)',
        body: getPrefillInputSchema,
        response: { 200: prefillRecsSchema, ...accountErrorResponses },
      },
    },
    async (request) =>
      app.quiz.getRecs(await requireAccountId(request), {
        uuid: request.body.uuid,
        addToCart: request.body.add_to_cart,
        manual: request.body.is_manual_prefill,
      }),
  );
};
