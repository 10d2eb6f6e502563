import type { Quiz, QuizQuestion } from '@pantry/domain';

/** Quiz page addresses: the route form /quiz/{quizKey}/{questionUrlKey} (account-and-shell §2). */
export function questionPath(quiz: Pick<Quiz, 'key'>, question: Pick<QuizQuestion, 'url_key'>): string {
  return `/quiz/${encodeURIComponent(quiz.key)}/${encodeURIComponent(question.url_key)}`;
}

/** Where a shopper (re)starts a quiz: where they left off, else the summary (they answered everything). */
export function resumePath(quiz: Quiz & { progress: { next_question_url_key: string | null } }): string {
  const key = quiz.progress.next_question_url_key;
  const question =
    quiz.questions.find((q) => q.url_key === key) ??
    quiz.questions.find((q) => q.is_summary_question) ??
    quiz.questions[0];
  return question ? questionPath(quiz, question) : `/quiz/${encodeURIComponent(quiz.key)}`;
}

/** Where the prefill flow goes after the summary: the delivery address, then the picks. */
export const QUIZ_ADDRESS_PATH = '/quiz/address';
export const QUIZ_PICKS_PATH = '/quiz/picks';
