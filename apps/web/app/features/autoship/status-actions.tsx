import { type AutoshipAccountMove, type AutoshipAccountState, accountMoveAllowed } from '@pantry/domain';
import { useState } from 'react';
import { FormError } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useAccount } from '../account/index.ts';
import type { AccountAutoshipRequest } from './analytics.ts';
import { useAutoshipStatus } from './api.ts';

type Action = { move: AutoshipAccountMove; label: string; request: AccountAutoshipRequest };

/** The account's autoship moves the web offers (PUT /account?autoship_status=), in the order they show. */
const ACTIONS: readonly Action[] = [
  { move: 'resume', label: 'Resume autoship', request: 'active' },
  { move: 'turn_on', label: 'Turn on recurring', request: 'active' },
  { move: 'pause', label: 'Pause autoship', request: 'paused' },
  { move: 'turn_off', label: 'Turn off recurring', request: 'inactive' },
  { move: 'cancel', label: 'Cancel autoship', request: 'canceled' },
];

/** What a shopper whose autoship does not run needs to know first. */
export const STATE_TEXT: Partial<Record<string, string>> = {
  inactive: 'Recurring is turned off: nothing ships until you turn it back on.',
  paused: 'Autoship is paused: nothing ships until you resume it.',
};

/** The account's autoship status as the move table reads it. */
export function useAccountAutoshipStatus(): AutoshipAccountState {
  return (useAccount().account?.autoship.status ?? null) as AutoshipAccountState;
}

/**
 * The whole autoship's state and the moves of `moves` the account's status allows (the domain's table): turning
 * recurring off asks first, and a refusal shows as an alert. Each move refreshes the account and the cart.
 */
export function AutoshipStatusActions({ moves }: { moves: readonly AutoshipAccountMove[] }) {
  const status = useAccountAutoshipStatus();
  const mutation = useAutoshipStatus();
  const [confirming, setConfirming] = useState(false);
  const shown = ACTIONS.filter(
    (action) => moves.includes(action.move) && accountMoveAllowed(status, action.move),
  );
  const stateText = status ? STATE_TEXT[status] : undefined;
  return (
    <div className="autoship-status">
      {stateText ? <p className="autoship-state">{stateText}</p> : null}
      <div className="autoship-status-actions">
        {shown.map((action) => (
          <button
            key={action.move}
            type="button"
            className={
              action.move === 'turn_on' || action.move === 'resume'
                ? 'button button-primary'
                : 'button button-secondary'
            }
            disabled={mutation.isPending || confirming}
            onClick={() =>
              action.move === 'turn_off' ? setConfirming(true) : mutation.mutate(action.request)
            }
          >
            {action.label}
          </button>
        ))}
      </div>
      {confirming ? (
        <fieldset className="autoship-confirm">
          <legend>Turn off recurring?</legend>
          <p>Your items keep their settings, and nothing ships until you turn it back on.</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setConfirming(false);
              mutation.mutate('inactive');
            }}
          >
            Yes, turn off
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Keep it on
          </button>
        </fieldset>
      ) : null}
      <FormError message={mutation.error ? apiFailure(mutation.error).message : null} />
    </div>
  );
}
