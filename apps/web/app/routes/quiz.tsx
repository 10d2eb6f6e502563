import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { quizzesQuery } from '../features/quiz/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import type { Route } from './+types/quiz';

export function meta() {
  return [{ title: 'Quizzes | Pantry' }];
}

/** Account-and-shell §2 /quiz: the store's quizzes, read on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return pageQueries({
    critical: [
      (client) => client.ensureQueryData(inProcess(quizzesQuery(), () => context.services.quiz.list())),
    ],
  });
}

export default function QuizIndex() {
  const { data: quizzes } = useSuspenseQuery(quizzesQuery());
  return (
    <div className="container quiz-page">
      <h1>Find your favourites</h1>
      <p>Answer a few questions and we fill your cart with products that fit how you shop.</p>
      <ul className="quiz-list">
        {quizzes.map((quiz) => (
          <li key={quiz.key} className="quiz-card">
            <h2>{quiz.title}</h2>
            <p>{quiz.description}</p>
            <Link className="button button-primary" to={`/quiz/${encodeURIComponent(quiz.key)}`}>
              Start {quiz.title}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Shopping for someone else? <Link to="/quiz/gift">Give Pantry as a gift</Link>.
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
