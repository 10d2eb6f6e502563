import { type AutoshipAccountMove, type AutoshipAccountState, accountMoveAllowed } from '@pantry/domain';
import { useEffect, useRef, useState } from 'react';
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

/** A move that stops deliveries asks first: what it stops, and how to undo it. */
type Confirmation = { title: string; text: string; yes: string; no: string };

/**
 * Pausing, turning off and cancelling stop every item at once, so each asks first (issue 23: a pause took one
 * click); resuming and turning on do not.
 */
export const CONFIRMATIONS: Partial<Record<AutoshipAccountMove, Confirmation>> = {
  pause: {
    title: 'Pause autoship?',
    text: 'None of your items ships until you resume it. Your items keep their settings.',
    yes: 'Yes, pause',
    no: 'Keep it running',
  },
  turn_off: {
    title: 'Turn off recurring?',
    text: 'Your items keep their settings, and nothing ships until you turn it back on.',
    yes: 'Yes, turn off',
    no: 'Keep it on',
  },
  cancel: {
    title: 'Cancel autoship?',
    text: 'Every item comes off autoship and nothing ships again. Your past autoship orders stay in your orders.',
    yes: 'Yes, cancel autoship',
    no: 'Keep autoship',
  },
};

/**
 * The whole autoship's state and the moves of `moves` the account's status allows (the domain's table): a move
 * that stops deliveries asks first, and a refusal shows as an alert. Each move refreshes the account and the cart.
 */
export function AutoshipStatusActions({ moves }: { moves: readonly AutoshipAccountMove[] }) {
  const status = useAccountAutoshipStatus();
  const mutation = useAutoshipStatus();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const shown = ACTIONS.filter(
    (action) => moves.includes(action.move) && accountMoveAllowed(status, action.move),
  );
  const stateText = status ? STATE_TEXT[status] : undefined;
  const question = confirming ? CONFIRMATIONS[confirming.move] : undefined;
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
            disabled={mutation.isPending || confirming !== null}
            onClick={() =>
              CONFIRMATIONS[action.move] ? setConfirming(action) : mutation.mutate(action.request)
            }
          >
            {action.label}
          </button>
        ))}
      </div>
      {confirming && question ? (
        <ConfirmMove
          confirmation={question}
          onYes={() => {
            setConfirming(null);
            mutation.mutate(confirming.request);
          }}
          onNo={() => setConfirming(null)}
        />
      ) : null}
      <FormError message={mutation.error ? apiFailure(mutation.error).message : null} />
    </div>
  );
}

function ConfirmMove({
  confirmation,
  onYes,
  onNo,
}: {
  confirmation: Confirmation;
  onYes: () => void;
  onNo: () => void;
}) {
  const no = useRef<HTMLButtonElement>(null);
  // The question takes focus on its safe answer, so a keyboard user hears it and an Enter changes nothing.
  useEffect(() => no.current?.focus(), []);
  return (
    <fieldset className="autoship-confirm">
      <legend>{confirmation.title}</legend>
      <p>{confirmation.text}</p>
      <button type="button" className="button button-primary" onClick={onYes}>
        {confirmation.yes}
      </button>
      <button ref={no} type="button" className="button button-secondary" onClick={onNo}>
        {confirmation.no}
      </button>
    </fieldset>
  );
}
