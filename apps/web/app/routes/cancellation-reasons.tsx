import { CANCELLATION_REASONS } from '@pantry/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CancellationFrame,
  nextCancellationPath,
  readCancellation,
  requireCancelable,
  saveCancellation,
} from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import type { Route } from './+types/cancellation-reasons';

export function meta() {
  return [
    { title: 'Why are you leaving? | Cancel membership | Pantry' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCancelable(await context.services.viewer.account(), new URL(request.url));
  return null;
}

const FEEDBACK_MAX = 2000;

/** Why the member is leaving: any of the reasons, and a note. Both are sent with the cancel on the last step. */
export default function CancellationReasons() {
  const navigate = useNavigate();
  const [reasons, setReasons] = useState<string[]>([]);
  const [feedback, setFeedback] = useState('');

  // Answers given before (back from a later step, or a reload) come back ticked.
  useEffect(() => {
    const saved = readCancellation();
    setReasons(saved.reasons);
    setFeedback(saved.feedback);
  }, []);

  function toggle(reason: string, on: boolean) {
    setReasons((current) => (on ? [...current, reason] : current.filter((r) => r !== reason)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    saveCancellation({ reasons, feedback: feedback.trim() });
    navigate(nextCancellationPath('reasons'));
  }

  return (
    <CancellationFrame
      step="reasons"
      title="Why are you leaving?"
      lede="Your answer helps us make Pantry better. Choose any that apply."
      actions={null}
    >
      <form className="form-card form-stack" onSubmit={submit}>
        <fieldset className="mb-fieldset">
          <legend>Reasons for canceling</legend>
          <div className="mb-options">
            {CANCELLATION_REASONS.map((reason) => (
              <label key={reason} className="mb-option">
                <input
                  type="checkbox"
                  name="reasons"
                  value={reason}
                  checked={reasons.includes(reason)}
                  onChange={(event) => toggle(reason, event.target.checked)}
                />
                <span>{reason}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="cancel-feedback">Anything else you'd like to tell us? (optional)</label>
          <textarea
            id="cancel-feedback"
            name="feedback"
            rows={4}
            maxLength={FEEDBACK_MAX}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
        </div>
        <div className="mb-actions">
          <Link to="/account" className="button button-primary">
            Keep my membership
          </Link>
          <button type="submit" className="button button-secondary">
            Continue to cancel
          </button>
        </div>
      </form>
    </CancellationFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
