import { REMIND_PARAM, remindButton, reminderMessages } from '@pantry/domain';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { apiFailure } from '../../lib/http/client.ts';
import { loginHref } from '../../lib/product-links.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { isReminded, useAccountReminders, useSetReminder } from '../account-reminders/index.ts';

type RemindProduct = { id: number; title: string };

/** The page to come back to after sign-in, carrying the wish to be reminded of this product. */
function returnTo(pathname: string, search: string, productId: number): string {
  const params = new URLSearchParams(search);
  params.set(REMIND_PARAM, String(productId));
  return `${pathname}?${params.toString()}`;
}

/**
 * Sets the reminder a visitor asked for before signing in (`?remind=<id>` on the page they came back to), once,
 * then drops the parameter so a reload does not ask again.
 */
function useRemindIntent(productId: number, ready: boolean, reminded: boolean, set: (id: number) => void) {
  const [params, setParams] = useSearchParams();
  // `set` is a new function each render: the ref makes the effect act once.
  const done = useRef(false);
  const wanted = params.get(REMIND_PARAM) === String(productId);
  useEffect(() => {
    if (!wanted || !ready || done.current) return;
    done.current = true;
    if (!reminded) set(productId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REMIND_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, ready, reminded, set, setParams, productId]);
}

/**
 * Spec §4 Remind me: a visitor goes to the login page and comes back to set it; a signed-in shopper presses to set
 * it, and the button then reads 'Reminder Set', disabled (also after a reload: the server's list says so).
 */
export function RemindMeButton({ product, compact }: { product: RemindProduct; compact: boolean }) {
  const location = useLocation();
  const { account } = useAccount();
  const signedIn = isSignedIn(account);
  const list = useAccountReminders(signedIn);
  const setReminder = useSetReminder();
  const reminded = isReminded(list.data, product.id);
  const state = remindButton({ signedIn, reminded, pending: setReminder.isPending, compact });
  const set = (productId: number) =>
    setReminder.mutate(productId, {
      onSuccess: () => snackbar.push({ type: 'success', message: reminderMessages.set }),
      onError: (error) => snackbar.push({ type: 'error', message: apiFailure(error).message }),
    });
  useRemindIntent(product.id, signedIn && list.isSuccess, reminded, set);
  const forWhom = <span className="sr-only"> for {product.title}</span>;

  if (state.action === 'login') {
    return (
      <Link
        className="btn btn-ghost btn-block"
        to={loginHref(returnTo(location.pathname, location.search, product.id))}
      >
        {state.label}
        {forWhom}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      disabled={state.disabled}
      aria-live="polite"
      onClick={() => set(product.id)}
    >
      {state.label}
      {forWhom}
    </button>
  );
}
