import type { QuizAnswers, QuizCondition, QuizQuestion } from './api.ts';

/**
 * Quiz navigation (account-and-shell §4 Quiz and prefill): the next question is chosen by position, honouring
 * show_if and skip_if on earlier answers; fresh_only questions are skipped when fresh is not enabled; answering
 * every required question completes the quiz. Pure: the server saves answers with these, the web walks with them.
 */

export type QuizContext = { freshEnabled: boolean };

type Navigable = Pick<
  QuizQuestion,
  'id' | 'url_key' | 'position' | 'is_required' | 'fresh_only' | 'dependencies' | 'is_summary_question'
>;

function holds(condition: QuizCondition, answers: QuizAnswers): boolean {
  const given = answers[String(condition.question_id)] ?? [];
  return given.some((value) => condition.answers.includes(value));
}

/** Is the question asked of this shopper, given their answers so far? */
export function isQuestionShown(question: Navigable, answers: QuizAnswers, context: QuizContext): boolean {
  if (question.fresh_only && !context.freshEnabled) return false;
  if (!question.dependencies.show_if.every((c) => holds(c, answers))) return false;
  return !question.dependencies.skip_if.some((c) => holds(c, answers));
}

const byPosition = <Q extends Navigable>(questions: readonly Q[]) =>
  [...questions].sort((a, b) => a.position - b.position || a.id - b.id);

/** The shown question after `current` by position (the first one when `current` is null); null at the end. */
export function nextQuestion<Q extends Navigable>(
  questions: readonly Q[],
  answers: QuizAnswers,
  context: QuizContext,
  current: Pick<Q, 'position' | 'id'> | null,
): Q | null {
  for (const question of byPosition(questions)) {
    const after =
      current === null ||
      question.position > current.position ||
      (question.position === current.position && question.id > current.id);
    if (after && isQuestionShown(question, answers, context)) return question;
  }
  return null;
}

/** The shown question before `current` by position, for 'Back'; null at the first. */
export function previousQuestion<Q extends Navigable>(
  questions: readonly Q[],
  answers: QuizAnswers,
  context: QuizContext,
  current: Pick<Q, 'position' | 'id'>,
): Q | null {
  const before = byPosition(questions).filter(
    (q) => q.position < current.position || (q.position === current.position && q.id < current.id),
  );
  for (const question of before.reverse()) if (isQuestionShown(question, answers, context)) return question;
  return null;
}

/** Where a returning shopper resumes: the first shown question they have not answered; null when none is left. */
export function resumeQuestion<Q extends Navigable>(
  questions: readonly Q[],
  answers: QuizAnswers,
  context: QuizContext,
): Q | null {
  for (const question of byPosition(questions)) {
    if (isQuestionShown(question, answers, context) && answers[String(question.id)] === undefined)
      return question;
  }
  return null;
}

/** Complete when every shown required question has an answer (summary pages hold none and never count). */
export function isQuizComplete(
  questions: readonly Navigable[],
  answers: QuizAnswers,
  context: QuizContext,
): boolean {
  return questions.every(
    (q) =>
      q.is_summary_question ||
      !q.is_required ||
      !isQuestionShown(q, answers, context) ||
      (answers[String(q.id)]?.length ?? 0) > 0,
  );
}

/**
 * The answers kept after a change: a question that is no longer shown (its show_if stopped holding, or a skip_if
 * now holds) loses its answer, so a changed mind never leaves stale picks steering the prefill.
 */
export function pruneHiddenAnswers(
  questions: readonly Navigable[],
  answers: QuizAnswers,
  context: QuizContext,
): QuizAnswers {
  let kept = answers;
  // Dropping one answer can hide a later question, so repeat until nothing changes (a quiz is a few questions).
  for (let round = 0; round <= questions.length; round++) {
    const next: QuizAnswers = {};
    for (const [id, values] of Object.entries(kept)) {
      const question = questions.find((q) => String(q.id) === id);
      if (question && isQuestionShown(question, kept, context)) next[id] = values;
    }
    if (Object.keys(next).length === Object.keys(kept).length) return next;
    kept = next;
  }
  return kept;
}

/** `quiz_completion_date`: set the first time the quiz is complete, then kept (a later edit does not move it). */
export function completionDate(previous: Date | null, complete: boolean, now: Date): Date | null {
  if (previous) return previous;
  return complete ? now : null;
}

export type AnswerCheck =
  | { ok: true; values: string[] }
  | { ok: false; code: 'quiz_answer_invalid'; message: string };

/** Is this a valid answer to the question? One value for single, known values only, and required means non-empty. */
export function checkQuizAnswer(
  question: Pick<QuizQuestion, 'kind' | 'is_required' | 'answer_array' | 'title'>,
  values: readonly string[],
): AnswerCheck {
  const unique = [...new Set(values)];
  const refuse = (message: string): AnswerCheck => ({ ok: false, code: 'quiz_answer_invalid', message });
  if (question.kind === 'summary') return { ok: true, values: [] };
  const known = new Set(question.answer_array.map((a) => a.value));
  const unknown = unique.find((v) => !known.has(v));
  if (unknown !== undefined) return refuse(`'${unknown.slice(0, 40)}' is not an answer to this question.`);
  if (question.kind === 'single' && unique.length > 1) return refuse('Please choose one answer.');
  if (question.is_required && unique.length === 0) return refuse('Please choose an answer.');
  return { ok: true, values: unique };
}
