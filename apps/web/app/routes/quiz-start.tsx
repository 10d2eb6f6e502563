import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { quizQuery, resumePath, TransitionNote } from '../features/quiz/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import type { Route } from './+types/quiz-start';

export function meta() {
  return [{ title: 'Quiz | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** /quiz/{quizKey} (/quiz/quickstart, /quiz/vNextQuizv1): the quiz's welcome, with the shopper's progress. */
export function loader({ context, params }: Route.LoaderArgs) {
  return pageQueries({
    critical: [
      (client) =>
        client.ensureQueryData(
          inProcess(quizQuery(params.quizKey), () => context.services.quiz.get(params.quizKey)),
        ),
    ],
  });
}

export default function QuizStart({ params }: Route.ComponentProps) {
  const { data: quiz } = useSuspenseQuery(quizQuery(params.quizKey));
  const first = quiz.questions[0];
  const started = Object.keys(quiz.progress.answers).length > 0;
  return (
    <div className="container quiz-page">
      <div className="quiz-step">
        <h1 className="quiz-title">{quiz.title}</h1>
        {first ? <TransitionNote quiz={quiz} position={first.position} /> : null}
        <p>{quiz.description}</p>
        <div className="quiz-actions">
          <Link className="button button-primary" to={resumePath(quiz)}>
            {started ? 'Continue where you left off' : 'Start the quiz'}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
