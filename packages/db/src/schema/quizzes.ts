import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Preference quizzes as data (account-and-shell §3 Quiz): a quiz, its questions with their show_if and skip_if
 * rules, the transitions shown between them, and the points each answer gives toward the cart prefill. Shoppers'
 * answers are kept per account, or per visitor until sign-in (docs/decisions/quizzes.md).
 */

export type QuizConditionRow = { question_id: number; answers: string[] };
export type QuizAnswerOptionRow = { value: string; label: string; description: string | null };

export const quizzes = pgTable('quizzes', {
  id: serial().primaryKey(),
  /** The route's quizKey (vNextQuizv1, quickstart). */
  key: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  /** Completing it prefills the first cart. */
  prefillsCart: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial().primaryKey(),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    urlKey: text().notNull(),
    position: integer().notNull(),
    title: text().notNull(),
    subtitle: text(),
    kind: text().$type<'single' | 'multiple' | 'summary'>().notNull(),
    isRequired: boolean().notNull().default(false),
    freshOnly: boolean().notNull().default(false),
    showIf: jsonb().$type<QuizConditionRow[]>().notNull().default([]),
    skipIf: jsonb().$type<QuizConditionRow[]>().notNull().default([]),
    relatedQuestionIds: jsonb().$type<number[]>().notNull().default([]),
    isSummaryQuestion: boolean().notNull().default(false),
    answerArray: jsonb().$type<QuizAnswerOptionRow[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('quiz_questions_quiz_url_key').on(t.quizId, t.urlKey)],
);

export const quizTransitions = pgTable('quiz_transitions', {
  id: serial().primaryKey(),
  quizId: integer()
    .notNull()
    .references(() => quizzes.id, { onDelete: 'cascade' }),
  type: text().$type<'welcome' | 'gpt'>().notNull(),
  /** Shown before the question at this position. */
  position: integer().notNull(),
  title: text().notNull(),
  body: text().notNull().default(''),
});

/** What one answer counts toward in the prefill: a category, diet or attribute (by url key), or the basket size. */
export const quizRecommendationPoints = pgTable(
  'quiz_recommendation_points',
  {
    id: serial().primaryKey(),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answer: text().notNull(),
    kind: text().$type<'category' | 'diet' | 'attribute' | 'basket_size'>().notNull(),
    urlKey: text().notNull().default(''),
    points: integer().notNull(),
  },
  (t) => [index('quiz_recommendation_points_quiz_idx').on(t.quizId)],
);

/**
 * One shopper's answers to one quiz, keyed by question id. A signed-in shopper's row has their account; a visitor's
 * has the random visitor id kept in their session, and moves to the account at sign-in. `uuid` is the spec's uuid
 * of the prefill calls.
 */
export const quizResponses = pgTable(
  'quiz_responses',
  {
    id: serial().primaryKey(),
    uuid: text().notNull().unique(),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    visitorId: text(),
    answers: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_responses_quiz_account_key').on(t.quizId, t.accountId),
    uniqueIndex('quiz_responses_quiz_visitor_key').on(t.quizId, t.visitorId),
  ],
);

/**
 * An account's cart prefill: the products chosen from its answers (prepareCartPrefillRecs) and when they went
 * into the cart (getCartPrefillRecs with add_to_cart). One row per account, so the cart is prefilled once.
 */
export const cartPrefills = pgTable('cart_prefills', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  responseUuid: text().notNull(),
  productIds: jsonb().$type<number[]>().notNull().default([]),
  preparedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set once: the lines went in (or the cart already held items); never cleared. */
  sentAt: timestamp({ withTimezone: true }),
  added: integer().notNull().default(0),
});
