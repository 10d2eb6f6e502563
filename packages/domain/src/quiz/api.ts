import { z } from 'zod';

/**
 * The quiz wire contract (account-and-shell §3 Quiz, §7 `GET /quiz_v2` and `/quiz_v2/key/{key}` answer `data`).
 * Field names are the spec's: questions carry id, url_key, position, is_required, fresh_only, dependencies with
 * show_if and skip_if, related_question_ids, is_summary_question and answer_array; transitions carry type (welcome
 * or gpt) and position; recommendation_points map answers to what the prefill looks for. The rest (title, kind,
 * label…) is Pantry's, docs/decisions/quizzes.md.
 */

/** A rule on an earlier answer: it holds when question `question_id` was answered with any of `answers`. */
export const quizConditionSchema = z.object({
  question_id: z.number().int(),
  answers: z.array(z.string()),
});
export type QuizCondition = z.infer<typeof quizConditionSchema>;

export const quizAnswerOptionSchema = z.object({
  /** The value saved when the shopper picks it (unique within its question). */
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});
export type QuizAnswerOption = z.infer<typeof quizAnswerOptionSchema>;

export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'summary'] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];

export const quizQuestionSchema = z.object({
  id: z.number().int(),
  url_key: z.string(),
  position: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** single: one answer; multiple: any number; summary: a recap page with no answers of its own. */
  kind: z.enum(QUIZ_QUESTION_KINDS),
  is_required: z.boolean(),
  fresh_only: z.boolean(),
  dependencies: z.object({
    /** Shown only when every condition holds. */
    show_if: z.array(quizConditionSchema),
    /** Skipped when any condition holds. */
    skip_if: z.array(quizConditionSchema),
  }),
  related_question_ids: z.array(z.number().int()),
  is_summary_question: z.boolean(),
  answer_array: z.array(quizAnswerOptionSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const QUIZ_TRANSITION_TYPES = ['welcome', 'gpt'] as const;
export const quizTransitionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUIZ_TRANSITION_TYPES),
  /** Shown before the question at this position. */
  position: z.number().int(),
  title: z.string(),
  body: z.string(),
});
export type QuizTransition = z.infer<typeof quizTransitionSchema>;

export const RECOMMENDATION_POINT_KINDS = ['category', 'diet', 'attribute', 'basket_size'] as const;
export type RecommendationPointKind = (typeof RECOMMENDATION_POINT_KINDS)[number];

/**
 * One answer's weight toward something the prefill looks for: a category, diet or attribute by url key, or (for
 * basket_size) how many products the prefill puts in the cart (`points` is the count, `url_key` is empty).
 */
export const recommendationPointSchema = z.object({
  question_id: z.number().int(),
  answer: z.string(),
  kind: z.enum(RECOMMENDATION_POINT_KINDS),
  url_key: z.string(),
  points: z.number().int(),
});
export type RecommendationPoint = z.infer<typeof recommendationPointSchema>;

export const quizSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** Whether completing the quiz prefills the first cart (vNextQuizv1 and the quickstart quiz do). */
  prefills_cart: z.boolean(),
  questions: z.array(quizQuestionSchema),
  transitions: z.array(quizTransitionSchema),
  recommendation_points: z.array(recommendationPointSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/** Answers keyed by question id (spec §3: 'User answers keyed by question id'); an empty list is a skipped question. */
export const quizAnswersSchema = z.record(z.string(), z.array(z.string()));
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

/** The shopper's progress in one quiz, kept on the server (docs/decisions/quizzes.md). */
export const quizProgressSchema = z.object({
  /** The spec's `uuid` of the prefill calls: names this set of answers (null until the first answer). */
  uuid: z.string().nullable(),
  quiz_key: z.string(),
  answers: quizAnswersSchema,
  /** Where the shopper resumes: the first shown question still unanswered; null once every one is answered. */
  next_question_url_key: z.string().nullable(),
  is_complete: z.boolean(),
  quiz_completion_date: z.string().nullable(),
});
export type QuizProgress = z.infer<typeof quizProgressSchema>;

/** GET /quiz_v2: the quizzes; GET /quiz_v2/key/{key}: one quiz with the shopper's progress. */
export const quizListAnswerSchema = z.object({ data: z.array(quizSchema) });
export const quizAnswerSchema = z.object({ data: quizSchema.extend({ progress: quizProgressSchema }) });
export type QuizWithProgress = z.infer<typeof quizAnswerSchema>['data'];

/** POST /quiz_v2/key/{key}/answers: one question's answer (values repeat: `answer=a&answer=b`). */
export const quizAnswerInputSchema = z.object({
  question_id: z.coerce.number().int().positive().max(2_147_483_647),
  answer: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().max(100)).max(50)),
});

/**
 * What the prefill calls answer (spec §7 says 'not shown'; Pantry's shape, docs/decisions/quizzes.md). No products is
 * `success: false` with the spec's message (§8 'success false' is a rejection the client reports).
 */
export const prefillRecsSchema = z.object({
  success: z.boolean(),
  uuid: z.string(),
  product_ids: z.array(z.number().int()),
  /** Lines this call put in the cart (0 when it was sent before). */
  added: z.number().int(),
  /** The prefill was already sent for this account (the has-sent marker, on the server). */
  has_sent: z.boolean(),
  /** With success false: spec §8's '/getCartPrefillRecs returned 0 products'. */
  errors: z.string().optional(),
  code: z.literal('prefill_empty').optional(),
});
export type PrefillRecs = z.infer<typeof prefillRecsSchema>;

/** POST /prepareCartPrefillRecs: `uuid`. */
export const preparePrefillInputSchema = z.object({ uuid: z.string().min(1).max(64) });

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/** POST /getCartPrefillRecs: `uuid, type`, or `uuid, add_to_cart, is_manual_prefill` (spec §7). */
export const getPrefillInputSchema = z.object({
  uuid: z.string().min(1).max(64),
  /** Which prefill: quiz (the answers') is the one Pantry has. */
  type: z.enum(['quiz']).optional(),
  add_to_cart: flag,
  is_manual_prefill: flag,
});
