import {
  formatStoreDate,
  formatThriveCashBadge,
  formatWireDollars,
  type PantryServices,
} from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { ThriveCashHistory, thriveCashQuery } from '../features/thrivecash/index.ts';
import { apiFailure } from '../lib/http/client.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-shop-earn-cash';

const EARNING_PRODUCTS = 8;

export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    optional: [inProcess(thriveCashQuery(), () => services.thriveCash.get(accountId))],
    alongside: earningProducts(services),
  }));
}

/** The products that earn now: the first of the Thrive Cash deals listing (/deals/thrivecash). */
async function earningProducts(services: PantryServices) {
  const deals = await services.catalog
    .listingPage('deals', 'thrivecash', { page_size: EARNING_PRODUCTS })
    .catch(() => null);
  const products = (deals?.products ?? []).map((p) => ({
    id: p.id,
    title: p.title,
    url_key: p.url_key,
    badge: p.thrive_cash ? formatThriveCashBadge(p.thrive_cash) : null,
  }));
  return { products };
}

export function meta() {
  return [{ title: 'Shop and Earn Thrive Cash | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Account spec §2 /account/shop-earn-cash: the balance, pending credit, what expires soon, history, earning products. */
export default function ShopEarnCash({ loaderData }: Route.ComponentProps) {
  const summary = useQuery(thriveCashQuery());
  const answer = summary.data;
  return (
    <div className="container tc-page">
      <p className="page-back">
        <Link to="/account">← My account</Link>
      </p>
      <h1>Shop and Earn Thrive Cash</h1>
      <div className="tc-summary" aria-live="polite" aria-busy={summary.isPending || undefined}>
        {summary.isPending ? <p>Loading your Thrive Cash…</p> : null}
        {summary.isError ? (
          <>
            <p className="form-error">{apiFailure(summary.error).message}</p>
            <button type="button" className="button button-secondary" onClick={() => void summary.refetch()}>
              Try again
            </button>
          </>
        ) : null}
        {answer ? (
          <>
            <section className="hub-cards" aria-label="Your Thrive Cash">
              <div className="hub-card">
                <h2>Available</h2>
                <p className="hub-figure">{formatWireDollars(answer.raf_balance)}</p>
                {answer.raf_expiration_date ? (
                  <p className="hub-note">
                    Next credit expires {formatStoreDate(answer.raf_expiration_date, 'long')}.
                  </p>
                ) : null}
              </div>
              <div className="hub-card">
                <h2>Pending</h2>
                <p className="hub-figure">{formatWireDollars(answer.pending_balance)}</p>
                <p className="hub-note">Credit from orders that have not shipped yet.</p>
              </div>
            </section>
            {answer.expiring.length > 0 ? (
              <section aria-labelledby="tc-expiring">
                <h2 id="tc-expiring">Expiring soon</h2>
                <ul className="tc-expiring">
                  {answer.expiring.map((lot) => (
                    <li key={`${lot.expires_at}-${lot.amount}`}>
                      {formatWireDollars(lot.amount)} · {lot.expiry_text}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="tc-history">
              <h2 id="tc-history">History</h2>
              <ThriveCashHistory history={answer.history} />
            </section>
          </>
        ) : null}
      </div>
      <section aria-labelledby="tc-earn">
        <h2 id="tc-earn">Products that earn Thrive Cash now</h2>
        <ul className="tc-products">
          {loaderData.products.map((product) => (
            <li key={product.id}>
              <Link to={`/p/${product.url_key}`}>{product.title}</Link>
              {product.badge ? <span className="tc-badge">{product.badge}</span> : null}
            </li>
          ))}
        </ul>
        <Link className="button button-secondary" to="/deals/thrivecash">
          Shop all Thrive Cash deals
        </Link>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
