import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '../components/account/format.ts';
import { RouteErrorBoundary } from '../components/shell/error-screens.tsx';
import { ebtBalanceQuery } from '../features/payments/api.ts';
import { ApiError, apiFailure } from '../lib/http/client.ts';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/account-ebt-balance';

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [{ title: 'EBT balance | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Spec §2 /account/ebt_balance: GET /account/ebt_balance; a 404 means no EBT card is saved. */
export default function AccountEbtBalance() {
  const balance = useQuery(ebtBalanceQuery());
  const noCard = balance.error instanceof ApiError && balance.error.status === 404;

  return (
    <div className="form-page">
      <p className="page-back">
        <Link to="/account">← My account</Link>
      </p>
      <h1>EBT balance</h1>
      <div className="form-card form-stack" aria-live="polite" aria-busy={balance.isPending || undefined}>
        {balance.isPending ? (
          <p>Checking your EBT balance…</p>
        ) : balance.data ? (
          <p className="ebt-balance">Your EBT balance is {formatMoney(balance.data.balance)}</p>
        ) : noCard ? (
          <>
            <p className="ebt-balance">No EBT card on file</p>
            <p>Add your EBT card to pay for eligible groceries with SNAP benefits.</p>
            <Link className="button button-primary" to="/account/payment-methods">
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
