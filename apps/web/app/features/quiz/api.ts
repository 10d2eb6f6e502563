import type { PrefillRecs, Quiz, QuizProgress, QuizWithProgress } from '@pantry/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * Quizzes (docs/decisions/quizzes.md): the quizzes (GET /quiz_v2), one with the shopper's progress
 * (GET /quiz_v2/key/{key}), saving an answer, and the cart prefill calls (prepareCartPrefillRecs, getCartPrefillRecs).
 */

export const quizKeys = {
  all: ['quiz'] as const,
  list: ['quiz', 'list'] as const,
  one: (key: string) => ['quiz', 'key', key] as const,
};

export function quizzesQuery() {
  return queryOptions({
    queryKey: quizKeys.list,
    queryFn: ({ signal }) => apiGet<{ data: Quiz[] }>('/quiz_v2', undefined, signal).then((a) => a.data),
    staleTime: 60_000,
  });
}

/** One quiz and where the shopper stands in it (their answers are kept on the server). */
export function quizQuery(key: string) {
  return queryOptions({
    queryKey: quizKeys.one(key),
    queryFn: ({ signal }) =>
      apiGet<{ data: QuizWithProgress }>(`/quiz_v2/key/${encodeURIComponent(key)}`, undefined, signal).then(
        (a) => a.data,
      ),
    staleTime: 60_000,
  });
}

export function useQuiz(key: string) {
  return useQuery(quizQuery(key));
}

/** POST /quiz_v2/key/{key}/answers: the saved progress replaces the cached one. */
export function useAnswerQuestion(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: number; answer: string[] }) =>
      apiRequest<{ success: true; progress: QuizProgress }>(
        'POST',
        `/quiz_v2/key/${encodeURIComponent(key)}/answers`,
        { body: { question_id: input.questionId, answer: input.answer } },
      ),
    onSuccess: ({ progress }) =>
      client.setQueryData<QuizWithProgress>(quizKeys.one(key), (quiz) =>
        quiz ? { ...quiz, progress } : quiz,
      ),
  });
}

export const prefillApi = {
  prepare: (uuid: string) => apiRequest<PrefillRecs>('POST', '/prepareCartPrefillRecs', { body: { uuid } }),
  /** With add_to_cart the products go in the cart (once: the server keeps the has-sent marker too). */
  get: (uuid: string, addToCart: boolean, manual = false) =>
    apiRequest<PrefillRecs>('POST', '/getCartPrefillRecs', {
      body: addToCart ? { uuid, add_to_cart: 1, is_manual_prefill: manual ? 1 : 0 } : { uuid, type: 'quiz' },
    }),
};
