import { nextQuestion, previousQuestion, type QuizQuestion, type QuizWithProgress } from '@pantry/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, SubmitButton } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useAnswerQuestion } from './api.ts';
import { questionPath } from './quiz-path.ts';
import { TransitionNote } from './transition-note.tsx';

/**
 * One quiz question as a form: its answers as radio buttons (single) or checkboxes (multiple), Back and Continue.
 * Continue saves the answer on the server and goes to the next question by the domain's navigation rules.
 */
export function QuestionStep({
  quiz,
  question,
  freshEnabled,
}: {
  quiz: QuizWithProgress;
  question: QuizQuestion;
  freshEnabled: boolean;
}) {
  const navigate = useNavigate();
  const answer = useAnswerQuestion(quiz.key);
  const [picked, setPicked] = useState<string[]>(quiz.progress.answers[String(question.id)] ?? []);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const context = { freshEnabled };
  const back = previousQuestion(quiz.questions, quiz.progress.answers, context, question);
  const shown = quiz.questions.filter((q) => !q.is_summary_question);
  const index = shown.findIndex((q) => q.id === question.id) + 1;

  const toggle = (value: string, checked: boolean) =>
    setPicked((now) =>
      question.kind === 'single' ? [value] : checked ? [...now, value] : now.filter((v) => v !== value),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (question.is_required && picked.length === 0) {
      setError('Please choose an answer.');
      return;
    }
    try {
      const { progress } = await answer.mutateAsync({ questionId: question.id, answer: picked });
      const next = nextQuestion(quiz.questions, progress.answers, context, question);
      navigate(next ? questionPath(quiz, next) : `/quiz/${quiz.key}`);
    } catch (failure) {
      setError(apiFailure(failure).message);
    }
  }

  const inputType = question.kind === 'single' ? 'radio' : 'checkbox';
  return (
    <form className="quiz-step" onSubmit={submit} noValidate>
      <TransitionNote quiz={quiz} position={question.position} />
      <p className="quiz-count muted">
        Question {index} of {shown.length}
      </p>
      <fieldset
        className="choice-list quiz-choices"
        aria-describedby={question.subtitle ? hintId : undefined}
      >
        <legend>
          <h1 className="quiz-title">{question.title}</h1>
        </legend>
        {question.subtitle ? (
          <p id={hintId} className="muted">
            {question.subtitle}
          </p>
        ) : null}
        {question.answer_array.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={inputType}
              name={`question-${question.id}`}
              value={option.value}
              checked={picked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {question.is_required ? null : (
        <p className="muted">Optional: continue without an answer to skip it.</p>
      )}
      <FormError message={error} />
      <div className="quiz-actions">
        {back ? (
          <Link className="button button-secondary" to={questionPath(quiz, back)}>
            Back
          </Link>
        ) : null}
        <SubmitButton busy={answer.isPending} busyLabel="Saving…">
          Continue
        </SubmitButton>
      </div>
    </form>
  );
}
