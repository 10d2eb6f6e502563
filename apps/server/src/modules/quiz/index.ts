/**
 * Quizzes (`app.quiz`): preference quizzes as data (GET /quiz_v2), a shopper's answers kept on the server, and the
 * cart prefill from them (prepareCartPrefillRecs, getCartPrefillRecs), chosen with the recommender
 * (`recommendFor`) and the shopper's never-items (`neverItemIdsOf`).
 */

export { quizRoutes } from './routes.ts';
export { ensureQuizzes, STORE_QUIZZES } from './seed-quizzes.ts';
export { createQuizService, QUIZ_VISITOR_KEY, type QuizService } from './service.ts';
