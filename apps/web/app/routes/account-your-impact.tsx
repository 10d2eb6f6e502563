import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { ImpactFigures, impactQuery, useImpact } from '../features/account-history/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-your-impact';

export function meta() {
  return [{ title: 'Your impact | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only; the figures are summed on the server from the shopper's orders. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(impactQuery(), () => services.history.impact(accountId))],
  }));
}

/** Account-and-shell §2 /account/your-impact: savings and value items, from the shopper's own orders. */
export default function AccountYourImpact() {
  const impact = useImpact();
  return (
    <div className="container account-hub history-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Your impact', url: '/account/your-impact' },
        ]}
      />
      <h1>Your impact</h1>
      <p className="muted">Summed from your orders; canceled orders are left out.</p>
      {impact.isError ? <FormError message={impact.error.message} /> : null}
      {impact.data ? (
        <ImpactFigures impact={impact.data} />
      ) : (
        <p className="loading-text">Loading your figures…</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
