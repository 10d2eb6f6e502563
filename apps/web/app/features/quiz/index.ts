export { quizQuery, quizzesQuery, useQuiz } from './api.ts';
export { PrefillPicks } from './prefill-picks.tsx';
export { PrefilledRemoval } from './prefilled-removal.tsx';
export { QuestionStep } from './question-step.tsx';
export { QUIZ_PICKS_PATH, questionPath, resumePath } from './quiz-path.ts';
export { QuizRedirect } from './quiz-redirect.tsx';
export { SummaryStep } from './summary-step.tsx';
export { TransitionNote } from './transition-note.tsx';
