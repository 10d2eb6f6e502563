import { PrefillPicks } from '../features/quiz/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';

export function meta() {
  return [{ title: 'Your picks | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Account-and-shell §2 /quiz/picks: the cart prefill from the quiz, sent once. */
export default function QuizPicks() {
  return (
    <div className="container quiz-page">
      <PrefillPicks />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
