import { randomUUID } from 'node:crypto';
import type { Database } from '@pantry/db';
import type { CartConfig, Quiz, QuizWithProgress } from '@pantry/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import type { CatalogService } from '../catalog/index.ts';
import { ensureSession, getSession, type SessionRecord, type SignIn } from '../sessions/index.ts';
import { getPrefill, type PrefillDeps, preparePrefill } from './prefill.ts';
import { findQuiz, listQuizzes } from './quiz-rows.ts';
import {
  findResponse,
  freshEnabledFor,
  joinVisitorResponses,
  progressOf,
  type QuizOwner,
  saveAnswer,
} from './responses.ts';

/** The session data key holding a visitor's quiz id until sign-in (docs/decisions/quizzes.md). */
export const QUIZ_VISITOR_KEY = 'quizVisitorId';

const quizNotFound = () => notFound('Quiz not found.');

function visitorIdOf(session: Pick<SessionRecord, 'data'> | null): string | null {
  const id = session?.data[QUIZ_VISITOR_KEY];
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** Who the answers belong to, as far as a session says (null: a visitor who has answered nothing). */
export function quizOwnerOf(session: Pick<SessionRecord, 'accountId' | 'data'> | null): QuizOwner | null {
  if (session?.accountId) return { accountId: session.accountId };
  const visitorId = visitorIdOf(session);
  return visitorId ? { visitorId } : null;
}

/**
 * Quizzes (`app.quiz`): the quizzes as data, a shopper's answers kept on the server, and the cart prefill from them.
 */
export function createQuizService({
  db,
  catalog,
  cartConfig,
}: {
  db: Database;
  catalog: CatalogService;
  cartConfig: CartConfig;
}) {
  const find = (key: string) => findQuiz(db, key);
  const prefillDeps: PrefillDeps = { db, catalog, cartConfig, findQuiz: find };

  async function withProgress(quiz: Quiz, owner: QuizOwner | null): Promise<QuizWithProgress> {
    const accountId = owner && 'accountId' in owner ? owner.accountId : null;
    const [row, freshEnabled] = await Promise.all([
      owner ? findResponse(db, quiz.id, owner) : null,
      freshEnabledFor(db, accountId),
    ]);
    return { ...quiz, progress: progressOf(quiz, row, { freshEnabled }) };
  }

  /** A visitor's owner for a write: their session (made now if need be) gets a quiz visitor id on first answer. */
  async function writeOwner(request: FastifyRequest, reply: FastifyReply): Promise<QuizOwner> {
    const session = await ensureSession(request, reply);
    const owner = quizOwnerOf(session);
    if (owner) return owner;
    const visitorId = randomUUID();
    await request.server.sessions.mergeData(session.idHash, { [QUIZ_VISITOR_KEY]: visitorId });
    session.data = { ...session.data, [QUIZ_VISITOR_KEY]: visitorId };
    return { visitorId };
  }

  return {
    /** GET /quiz_v2. */
    list: () => listQuizzes(db),

    /** GET /quiz_v2/key/{key} for the session's shopper (a page loader passes the session it read). */
    async get(key: string, session: SessionRecord | null): Promise<QuizWithProgress> {
      const quiz = await find(key);
      if (!quiz) throw quizNotFound();
      return withProgress(quiz, quizOwnerOf(session));
    },

    /** The same for a request (the route). */
    async getForRequest(request: FastifyRequest, key: string): Promise<QuizWithProgress> {
      return this.get(key, await getSession(request));
    },

    /** POST /quiz_v2/key/{key}/answers: saves one answer; answers the progress. */
    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      input: { question_id: number; answer: string[] },
    ) {
      const quiz = await find(key);
      if (!quiz) throw quizNotFound();
      const owner = await writeOwner(request, reply);
      const accountId = 'accountId' in owner ? owner.accountId : null;
      const context = { freshEnabled: await freshEnabledFor(db, accountId) };
      const progress = await db.transaction((tx) =>
        saveAnswer(
          tx,
          quiz,
          owner,
          context,
          { questionId: input.question_id, values: input.answer },
          new Date(),
        ),
      );
      return { success: true as const, progress };
    },

    prepare: (accountId: number, uuid: string) => preparePrefill(prefillDeps, accountId, uuid),
    getRecs: (accountId: number, input: { uuid: string; addToCart: boolean; manual: boolean }) =>
      getPrefill(prefillDeps, accountId, input),

    /** The sign-in hook (`app.sessions.onSignIn`): a visitor's answers become the account's. */
    async joinOnSignIn({ accountId, data }: SignIn): Promise<Record<string, unknown>> {
      const visitorId = visitorIdOf({ data });
      if (!visitorId) return data;
      await db.transaction((tx) => joinVisitorResponses(tx, visitorId, accountId));
      const { [QUIZ_VISITOR_KEY]: _joined, ...rest } = data;
      return rest;
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
