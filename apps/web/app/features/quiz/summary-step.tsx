import { isQuestionShown, isQuizComplete, type QuizQuestion, type QuizWithProgress } from '@pantry/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, SubmitButton } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { accountApi, isSignedIn, useAccount, useSetAccount } from '../account/index.ts';
import { useAnswerQuestion } from './api.ts';
import { notePrefillNeeded } from './markers.ts';
import { QUIZ_ADDRESS_PATH, questionPath } from './quiz-path.ts';
import { TransitionNote } from './transition-note.tsx';

/**
 * The summary page: the answers of its related questions, each with a link to change it, and, for a prefill quiz,
 * the way on. A signed-in shopper turns the cart prefill on (their account's flag) and goes to the address step;
 * a visitor signs in first (their answers follow them).
 */
export function SummaryStep({
  quiz,
  question,
  freshEnabled,
}: {
  quiz: QuizWithProgress;
  question: QuizQuestion;
  freshEnabled: boolean;
}) {
  const navigate = useNavigate();
  const { account } = useAccount();
  const setAccount = useSetAccount();
  const answer = useAnswerQuestion(quiz.key);
  const [prefill, setPrefill] = useState(account?.cartprefill_quiz_enabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const context = { freshEnabled };
  const { answers } = quiz.progress;
  const related = quiz.questions.filter(
    (q) => question.related_question_ids.includes(q.id) && isQuestionShown(q, answers, context),
  );
  const missing = quiz.questions.filter(
    (q) => q.is_required && isQuestionShown(q, answers, context) && !answers[String(q.id)]?.length,
  );
  const complete = isQuizComplete(quiz.questions, answers, context);
  const signedIn = isSignedIn(account);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { progress } = await answer.mutateAsync({ questionId: question.id, answer: [] });
      if (account && prefill !== account.cartprefill_quiz_enabled)
        setAccount(await accountApi.update({ cartprefill_enabled: prefill }));
      if (progress.uuid && prefill) notePrefillNeeded(progress.uuid);
      navigate(prefill ? QUIZ_ADDRESS_PATH : '/');
    } catch (failure) {
      setError(apiFailure(failure).message);
    }
  }

  return (
    <form className="quiz-step" onSubmit={submit}>
      <TransitionNote quiz={quiz} position={question.position} />
      <h1 className="quiz-title">{question.title}</h1>
      {question.subtitle ? <p className="muted">{question.subtitle}</p> : null}
      <dl className="quiz-summary">
        {related.map((q) => (
          <div key={q.id}>
            <dt>{q.title}</dt>
            <dd>
              {labelsOf(q, answers[String(q.id)] ?? []) || 'Skipped'}{' '}
              <Link to={questionPath(quiz, q)} aria-label={`Change: ${q.title}`}>
                Change
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {complete ? null : (
        <p role="status">
          Still to answer:{' '}
          {missing.map((q, i) => (
            <span key={q.id}>
              {i > 0 ? ', ' : null}
              <Link to={questionPath(quiz, q)}>{q.title}</Link>
            </span>
          ))}
        </p>
      )}
      {quiz.prefills_cart && signedIn ? (
        <label className="choice">
          <input type="checkbox" checked={prefill} onChange={(e) => setPrefill(e.currentTarget.checked)} />
          Fill my cart with picks from my answers
        </label>
      ) : null}
      <FormError message={error} />
      <div className="quiz-actions">
        {signedIn || !quiz.prefills_cart ? (
          <SubmitButton busy={answer.isPending} busyLabel="Saving…" disabled={!complete}>
            {quiz.prefills_cart && prefill ? 'See my picks' : 'Finish'}
          </SubmitButton>
        ) : (
          <Link
            className="button button-primary"
            to={`/login?route=${encodeURIComponent(questionPath(quiz, question))}`}
          >
            Sign in to see your picks
          </Link>
        )}
      </div>
    </form>
  );
}

function labelsOf(question: QuizQuestion, values: readonly string[]): string {
  return question.answer_array
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}
