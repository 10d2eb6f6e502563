import { randomUUID } from 'node:crypto';
import { accounts, and, type DbOrTx, eq, isNull, quizResponses, quizzes } from '@pantry/db';
import {
  checkQuizAnswer,
  completionDate,
  isQuestionShown,
  isQuizComplete,
  pruneHiddenAnswers,
  type Quiz,
  type QuizAnswers,
  type QuizContext,
  type QuizProgress,
  resumeQuestion,
} from '@pantry/domain';
import { AppError, badRequest } from '../../errors.ts';

/**
 * A shopper's answers, kept on the server so they resume where they left off (docs/decisions/quizzes.md): by
 * account when signed in, else by the visitor id in their session; sign-in moves a visitor's answers to the account.
 */

export type QuizOwner = { accountId: number } | { visitorId: string };

type ResponseRow = typeof quizResponses.$inferSelect;

const ownerCondition = (owner: QuizOwner) =>
  'accountId' in owner
    ? eq(quizResponses.accountId, owner.accountId)
    : and(eq(quizResponses.visitorId, owner.visitorId), isNull(quizResponses.accountId));

export async function findResponse(
  db: DbOrTx,
  quizId: number,
  owner: QuizOwner,
): Promise<ResponseRow | null> {
  const [row] = await db
    .select()
    .from(quizResponses)
    .where(and(eq(quizResponses.quizId, quizId), ownerCondition(owner)))
    .limit(1);
  return row ?? null;
}

/** The progress the quiz page shows: the answers, where to resume, and whether (and when) it was completed. */
export function progressOf(quiz: Quiz, row: ResponseRow | null, context: QuizContext): QuizProgress {
  const answers = row?.answers ?? {};
  return {
    uuid: row?.uuid ?? null,
    quiz_key: quiz.key,
    answers,
    next_question_url_key: resumeQuestion(quiz.questions, answers, context)?.url_key ?? null,
    is_complete: isQuizComplete(quiz.questions, answers, context),
    quiz_completion_date: row?.completedAt?.toISOString() ?? null,
  };
}

/**
 * Saves one answer in one transaction: checks the question is asked of this shopper and the answer is one of its
 * own, drops answers a change hides, sets completed_at the first time every required question is answered, and
 * for a prefill quiz the account's quiz_completion_date.
 */
export async function saveAnswer(
  tx: DbOrTx,
  quiz: Quiz,
  owner: QuizOwner,
  context: QuizContext,
  input: { questionId: number; values: string[] },
  now: Date,
): Promise<QuizProgress> {
  const question = quiz.questions.find((q) => q.id === input.questionId);
  if (!question) throw badRequest(`Question ${input.questionId} is not in this quiz.`);
  // The row is taken first (made empty if new) and locked, so two answers at once both land.
  const [existing] = await tx
    .insert(quizResponses)
    .values({ uuid: randomUUID(), quizId: quiz.id, ...ownerColumns(owner) })
    .onConflictDoNothing()
    .returning();
  const row = existing ?? (await lockResponse(tx, quiz.id, owner));
  const answersBefore: QuizAnswers = row.answers;
  if (!isQuestionShown(question, answersBefore, context)) {
    throw new AppError('conflict', 'This question is not part of your quiz.');
  }
  const checked = checkQuizAnswer(question, input.values);
  if (!checked.ok) throw badRequest(checked.message);
  const answers = pruneHiddenAnswers(
    quiz.questions,
    { ...answersBefore, [String(question.id)]: checked.values },
    context,
  );
  const complete = isQuizComplete(quiz.questions, answers, context);
  const completedAt = completionDate(row.completedAt, complete, now);
  const [saved] = await tx
    .update(quizResponses)
    .set({ answers, completedAt, updatedAt: now })
    .where(eq(quizResponses.id, row.id))
    .returning();
  if (!saved) throw new Error('quiz response vanished under its lock');
  if (completedAt && quiz.prefills_cart && 'accountId' in owner) {
    await markAccountCompleted(tx, owner.accountId, completedAt);
  }
  return progressOf(quiz, saved, context);
}

function ownerColumns(owner: QuizOwner) {
  return 'accountId' in owner
    ? { accountId: owner.accountId, visitorId: null }
    : { accountId: null, visitorId: owner.visitorId };
}

async function lockResponse(tx: DbOrTx, quizId: number, owner: QuizOwner): Promise<ResponseRow> {
  const [row] = await tx
    .select()
    .from(quizResponses)
    .where(and(eq(quizResponses.quizId, quizId), ownerCondition(owner)))
    .for('update');
  if (!row) throw new Error('quiz response not found after insert');
  return row;
}

/** quiz_completion_date on the account: the first prefill quiz completed, kept after. */
async function markAccountCompleted(tx: DbOrTx, accountId: number, at: Date): Promise<void> {
  await tx
    .update(accounts)
    .set({ quizCompletionDate: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.quizCompletionDate)));
}

/**
 * At sign-in: the visitor's answers become the account's. Where the account already answered the same quiz, the
 * answers changed last win. A completed prefill quiz sets the account's quiz_completion_date. One transaction.
 */
export async function joinVisitorResponses(tx: DbOrTx, visitorId: string, accountId: number): Promise<void> {
  const visitorRows = await tx
    .select({ row: quizResponses, prefillsCart: quizzes.prefillsCart })
    .from(quizResponses)
    .innerJoin(quizzes, eq(quizzes.id, quizResponses.quizId))
    .where(and(eq(quizResponses.visitorId, visitorId), isNull(quizResponses.accountId)));
  for (const { row, prefillsCart } of visitorRows) {
    const own = await findResponse(tx, row.quizId, { accountId });
    if (own && own.updatedAt >= row.updatedAt) {
      await tx.delete(quizResponses).where(eq(quizResponses.id, row.id));
      continue;
    }
    if (own) await tx.delete(quizResponses).where(eq(quizResponses.id, own.id));
    await tx.update(quizResponses).set({ accountId, visitorId: null }).where(eq(quizResponses.id, row.id));
    if (row.completedAt && prefillsCart) await markAccountCompleted(tx, accountId, row.completedAt);
  }
}

/** The account's response named by the prefill calls' uuid, or null. */
export async function findAccountResponse(
  db: DbOrTx,
  accountId: number,
  uuid: string,
): Promise<(ResponseRow & { quizKey: string }) | null> {
  const [found] = await db
    .select({ row: quizResponses, quizKey: quizzes.key })
    .from(quizResponses)
    .innerJoin(quizzes, eq(quizzes.id, quizResponses.quizId))
    .where(and(eq(quizResponses.uuid, uuid), eq(quizResponses.accountId, accountId)))
    .limit(1);
  return found ? { ...found.row, quizKey: found.quizKey } : null;
}

/** Whether fresh is enabled for the shopper (a visitor's is unknown until they sign in: not enabled). */
export async function freshEnabledFor(db: DbOrTx, accountId: number | null): Promise<boolean> {
  if (accountId === null) return false;
  const [row] = await db
    .select({ fresh: accounts.freshEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.fresh ?? false;
}
