import { useSuspenseQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { isSignedIn, useAccount } from '../features/account/index.ts';
import { QuestionStep, quizQuery, SummaryStep } from '../features/quiz/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import type { Route } from './+types/quiz-question';

export function meta() {
  return [{ title: 'Quiz | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The route form /quiz/{quizKey}/{questionUrlKey} (account-and-shell §2; /quiz/quickstart/household-members,
 * /snacks and /shopping-lists are three of its pages). An unknown quiz or question is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await pageQueries({
    critical: [
      (client) =>
        client.ensureQueryData(
          inProcess(quizQuery(params.quizKey), async () => {
            const quiz = await context.services.quiz.get(params.quizKey);
            if (!quiz.questions.some((q) => q.url_key === params.questionUrlKey))
              throw data({ message: 'Page not found' }, { status: 404 });
            return quiz;
          }),
        ),
    ],
  });
  return page;
}

export default function QuizQuestion({ params }: Route.ComponentProps) {
  const { data: quiz } = useSuspenseQuery(quizQuery(params.quizKey));
  const { account } = useAccount();
  const question = quiz.questions.find((q) => q.url_key === params.questionUrlKey);
  // Fresh is known for a signed-in shopper only (docs/decisions/quizzes.md), as the server counts it.
  const freshEnabled = isSignedIn(account) && account?.fresh_enabled === true;
  if (!question) return null;
  const Step = question.is_summary_question ? SummaryStep : QuestionStep;
  return (
    <div className="container quiz-page">
      <Step key={question.id} quiz={quiz} question={question} freshEnabled={freshEnabled} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
