import {
  asc,
  type DbOrTx,
  eq,
  quizQuestions,
  quizRecommendationPoints,
  quizTransitions,
  quizzes,
} from '@pantry/db';
import type { Quiz } from '@pantry/domain';

/** A quiz read from its tables into the wire shape (GET /quiz_v2/key/{key}'s `data`). */

type QuizRow = typeof quizzes.$inferSelect;

async function assemble(db: DbOrTx, quiz: QuizRow): Promise<Quiz> {
  const [questions, transitions, points] = await Promise.all([
    db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    db
      .select()
      .from(quizTransitions)
      .where(eq(quizTransitions.quizId, quiz.id))
      .orderBy(asc(quizTransitions.position), asc(quizTransitions.id)),
    db
      .select()
      .from(quizRecommendationPoints)
      .where(eq(quizRecommendationPoints.quizId, quiz.id))
      .orderBy(asc(quizRecommendationPoints.id)),
  ]);
  return {
    id: quiz.id,
    key: quiz.key,
    title: quiz.title,
    description: quiz.description,
    prefills_cart: quiz.prefillsCart,
    questions: questions.map((q) => ({
      id: q.id,
      url_key: q.urlKey,
      position: q.position,
      title: q.title,
      subtitle: q.subtitle,
      kind: q.kind,
      is_required: q.isRequired,
      fresh_only: q.freshOnly,
      dependencies: { show_if: q.showIf, skip_if: q.skipIf },
      related_question_ids: q.relatedQuestionIds,
      is_summary_question: q.isSummaryQuestion,
      answer_array: q.answerArray,
    })),
    transitions: transitions.map((t) => ({
      id: t.id,
      type: t.type,
      position: t.position,
      title: t.title,
      body: t.body,
    })),
    recommendation_points: points.map((p) => ({
      question_id: p.questionId,
      answer: p.answer,
      kind: p.kind,
      url_key: p.urlKey,
      points: p.points,
    })),
  };
}

/** The active quiz with this key, or null. */
export async function findQuiz(db: DbOrTx, key: string): Promise<Quiz | null> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.key, key)).limit(1);
  return quiz?.active ? assemble(db, quiz) : null;
}

/** Every active quiz, oldest first. */
export async function listQuizzes(db: DbOrTx): Promise<Quiz[]> {
  const rows = await db.select().from(quizzes).where(eq(quizzes.active, true)).orderBy(asc(quizzes.id));
  return Promise.all(rows.map((quiz) => assemble(db, quiz)));
}
