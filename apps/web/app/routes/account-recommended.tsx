import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { RecommendedGrid, recommendedQuery, toCards } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-recommended';

export function meta() {
  return [{ title: 'Recommended | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only; their recommendations are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [
      inProcess(recommendedQuery(), () => services.recommendations.account(accountId).then(toCards)),
    ],
  }));
}

/** Account spec §2 /account/recommended: what goes with what the shopper buys, their diets first. */
export default function AccountRecommended() {
  const recommended = useQuery(recommendedQuery());
  return (
    <div className="container recommended-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Recommended', url: '/account/recommended' },
        ]}
      />
      <h1>Recommended for you</h1>
      <p className="muted">
        Picked from what you buy and what other members buy with it.{' '}
        <Link to="/account/shopping-preferences">Set your diets and values</Link> to see more of what fits
        you.
      </p>
      {recommended.isError ? <FormError message={recommended.error.message} /> : null}
      {recommended.data ? (
        <RecommendedGrid
          products={recommended.data.products}
          label="Recommended for you"
          empty="Nothing to recommend yet: your first order tells us what you like."
          signedIn
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
