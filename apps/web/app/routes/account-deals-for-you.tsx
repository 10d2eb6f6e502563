import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { dealsForYouQuery, RecommendedGrid, toCards } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-deals-for-you';

export function meta() {
  return [{ title: 'Deals for you | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Members and trials (route-guards' member-only paths); the deals are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(dealsForYouQuery(), () => services.recommendations.deals(accountId).then(toCards))],
  }));
}

/** Account spec §2 /account/deals-for-you: sales and Thrive Cash offers, ranked by the shopper's orders and diets. */
export default function DealsForYou() {
  const deals = useQuery(dealsForYouQuery());
  return (
    <div className="container recommended-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Deals for you', url: '/account/deals-for-you' },
        ]}
      />
      <h1>Deals for you</h1>
      <p className="muted">
        On sale or earning Thrive Cash, the ones that go with what you buy first. All deals are at{' '}
        <Link to="/c/all-deals">All deals</Link>.
      </p>
      {deals.isError ? <FormError message={deals.error.message} /> : null}
      {deals.data ? (
        <RecommendedGrid
          products={deals.data.products}
          label="Deals for you"
          empty="No deals right now: check back soon."
          signedIn
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
