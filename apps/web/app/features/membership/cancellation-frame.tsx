import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The steps before the cancel itself (spec §2: /cancellation/{initial|reasons|values|help|offer}). */
export const CANCELLATION_STEPS = ['initial', 'reasons', 'values', 'help', 'offer'] as const;
export type CancellationStep = (typeof CANCELLATION_STEPS)[number];

export function nextCancellationPath(step: CancellationStep): string {
  const next = CANCELLATION_STEPS[CANCELLATION_STEPS.indexOf(step) + 1];
  return `/cancellation/${next ?? 'offer'}`;
}

/**
 * One frame for the cancellation pages: where the member is (step n of 5), the page, and a way out on every step:
 * 'Keep my membership' goes back to the account, and the next step is always one click away.
 */
export function CancellationFrame({
  step,
  title,
  lede,
  children,
  actions,
}: {
  step?: CancellationStep;
  title: string;
  lede?: ReactNode;
  children?: ReactNode;
  /** Replaces the default 'Keep my membership' / 'Continue to cancel' row. */
  actions?: ReactNode;
}) {
  const index = step ? CANCELLATION_STEPS.indexOf(step) : -1;
  return (
    <div className="container membership-page">
      <div className="form-page is-wide cancellation-page">
        {index >= 0 ? (
          <p className="mb-eyebrow">{`Cancel membership · Step ${index + 1} of ${CANCELLATION_STEPS.length}`}</p>
        ) : null}
        <h1>{title}</h1>
        {lede ? <p className="mb-lede">{lede}</p> : null}
        {children}
        {actions === undefined && step ? (
          <div className="mb-actions">
            <Link to="/account" className="button button-primary">
              Keep my membership
            </Link>
            <Link to={nextCancellationPath(step)} className="button button-secondary">
              Continue to cancel
            </Link>
          </div>
        ) : (
          actions
        )}
      </div>
    </div>
  );
}
