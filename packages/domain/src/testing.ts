import type { QuizQuestion } from './quiz/api.ts';

/**
 * Fixtures that tests in more than one package build the same way (`@pantry/domain/testing`). Never imported by
 * the store's own code.
 */

/** A required single-answer quiz question, Yes or No, shown to everyone unless `extra` says otherwise. */
export function quizQuestion(id: number, position: number, extra: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    id,
    url_key: `q${id}`,
    position,
    title: `Question ${id}`,
    subtitle: null,
    kind: 'single',
    is_required: true,
    fresh_only: false,
    dependencies: { show_if: [], skip_if: [] },
    related_question_ids: [],
    is_summary_question: false,
    answer_array: [
      { value: 'yes', label: 'Yes', description: null },
      { value: 'no', label: 'No', description: null },
    ],
    ...extra,
  };
}
