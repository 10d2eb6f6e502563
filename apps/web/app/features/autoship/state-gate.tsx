import { autoshipClosed } from '@pantry/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../account/index.ts';
import { STATE_TEXT } from './status-actions.tsx';

/** An autoship not started: no subscription yet, or one cancelled before it ever shipped (status null). */
export function AutoshipNotStarted() {
  return (
    <section className="autoship-empty" aria-labelledby="autoship-empty-heading">
      <h2 id="autoship-empty-heading">You have no autoship yet</h2>
      <p>
        Choose Subscribe on a product to start one: it ships every few weeks at the autoship price, and you
        can change, pause or turn it off any time.
      </p>
      <p>
        <Link to="/autoship/personalized">See what you buy again and again</Link> or{' '}
        <Link to="/">start shopping</Link>.
      </p>
    </section>
  );
}

/** A cancelled (after it shipped) or opted-out autoship: closed, nothing to set. */
function AutoshipEnded({ optedOut }: { optedOut: boolean }) {
  return (
    <section className="autoship-empty" aria-labelledby="autoship-empty-heading">
      <h2 id="autoship-empty-heading">
        {optedOut ? 'You opted out of autoship' : 'Your autoship is canceled'}
      </h2>
      <p>
        Nothing ships on autoship. Your past autoship orders stay in{' '}
        <Link to="/account/orders">your orders</Link>.
      </p>
    </section>
  );
}

/** Above an item list of a paused or turned-off autoship: its items are listed, but none of them ships. */
function NothingShipsNote({ status }: { status: string }) {
  const text = STATE_TEXT[status];
  if (!text) return null;
  return (
    <p className="autoship-state">
      {text} <Link to="/autoship/settings">Change it in Settings</Link>
    </p>
  );
}

/**
 * The autoship pages' content only for an autoship that exists: a not-started one shows how to start, a closed one
 * says so, instead of settings and lists for a schedule that does not exist (a zero-order cancel keeps its row).
 * `stateNote`: the page lists items without saying itself that a paused or turned-off autoship ships nothing.
 */
export function AutoshipStateGate({ children, stateNote }: { children: ReactNode; stateNote: boolean }) {
  const autoship = useAccount().account?.autoship;
  const status = autoship?.status ?? null;
  const optedOut = autoship?.opted_out === true || status === 'opt-out';
  if (autoshipClosed({ status, optedOut })) return <AutoshipEnded optedOut={optedOut} />;
  if (status === null) return <AutoshipNotStarted />;
  return (
    <>
      {stateNote ? <NothingShipsNote status={status} /> : null}
      {children}
    </>
  );
}
