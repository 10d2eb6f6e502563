import { useAccount } from '../features/account/index.ts';
import { CancellationFrame, formatAmount, requireCancelable } from '../features/membership/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { groceryFreeShipping, useStoreConfig } from '../features/store-config/index.ts';
import type { Route } from './+types/cancellation-initial';

export function meta() {
  return [{ title: 'Cancel membership | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCancelable(await context.services.viewer.account(), new URL(request.url));
  return null;
}

/** What the member would lose: the savings so far (from the account) and the benefits that stop. */
export default function CancellationInitial() {
  const { account } = useAccount();
  const lifetime = account?.lifetime_savings ?? 0;
  const thisYear = account?.current_year_savings ?? 0;
  const thriveCash = account?.raf_balance ?? 0;
  const isTrial = account?.user_status === 'trial';
  const freeShipping = groceryFreeShipping(useStoreConfig());

  return (
    <CancellationFrame
      step="initial"
      title="Before you go"
      lede={
        isTrial
          ? 'Canceling ends your free trial today, and member prices with it.'
          : 'Canceling ends your member prices and benefits today. Here is what you would give up.'
      }
    >
      {lifetime > 0 || thisYear > 0 ? (
        <section className="savings-card" aria-labelledby="savings-title">
          <h2 id="savings-title" className="summary-title">
            Your savings with Pantry
          </h2>
          <dl className="savings-figures">
            <div>
              <dt>Saved so far</dt>
              <dd>{formatAmount(lifetime)}</dd>
            </div>
            <div>
              <dt>Saved this year</dt>
              <dd>{formatAmount(thisYear)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section className="form-card" aria-labelledby="lose-title">
        <h2 id="lose-title" className="summary-title">
          You'll lose
        </h2>
        <ul className="loss-list">
          <li>Member prices on thousands of organic and natural groceries</li>
          <li>{freeShipping}</li>
          {thriveCash > 0 ? (
            <li>{`Your ${formatAmount(thriveCash)} of Thrive Cash, which only members can spend`}</li>
          ) : (
            <li>Thrive Cash back on eligible orders and reviews</li>
          )}
          <li>The free membership your fee gives a family in need</li>
        </ul>
      </section>
    </CancellationFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
