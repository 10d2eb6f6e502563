import { formatWireDollars } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ebtBalanceQuery } from '../features/payments/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { apiFailure } from '../lib/http/client.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/account-ebt-balance';

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [{ title: 'EBT balance | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Spec §2 /account/ebt_balance: GET /account/ebt_balance. With no EBT card on file (card null) it offers to add one:
 * the payment methods page with the EBT form open.
 */
export default function AccountEbtBalance() {
  const balance = useQuery(ebtBalanceQuery());
  const answer = balance.data;

  return (
    <div className="form-page">
      <p className="page-back">
        <Link to="/account">← My account</Link>
      </p>
      <h1>EBT balance</h1>
      <div className="form-card form-stack" aria-live="polite" aria-busy={balance.isPending || undefined}>
        {balance.isPending ? (
          <p>Checking your EBT balance…</p>
        ) : answer?.card && answer.balance !== undefined ? (
          <>
            <p className="ebt-balance">Your EBT balance is {formatWireDollars(answer.balance)}</p>
            <p>
              {answer.card.cc_label}. At checkout, tick 'Pay for SNAP-eligible items' and EBT pays for them;
              your card pays the rest.
            </p>
            <Link to="/account/payment-methods#ebt">Manage your EBT card</Link>
          </>
        ) : answer ? (
          <>
            <p className="ebt-balance">No EBT card on file</p>
            <p>Add your EBT card to pay for eligible groceries with SNAP benefits.</p>
            <Link className="button button-primary" to="/account/payment-methods?add=ebt#ebt">
              Add an EBT card
            </Link>
          </>
        ) : (
          <>
            <p className="form-error">{apiFailure(balance.error).message}</p>
            <button type="button" className="button button-secondary" onClick={() => void balance.refetch()}>
              Try again
            </button>
          </>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
