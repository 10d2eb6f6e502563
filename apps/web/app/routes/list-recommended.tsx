import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { anyoneRecommendedQuery, RecommendedGrid, toCards } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess, pageQueries } from '../lib/page-queries.ts';
import type { Route } from './+types/list-recommended';

export function meta() {
  return [{ title: 'Recommended | Pantry' }];
}

/** Anyone: a signed-in shopper's own recommendations, a visitor's the store's best sellers (GET /ds/recommend). */
export async function loader({ context: { services } }: Route.LoaderArgs) {
  const account = await services.viewer.account();
  const accountId = account.logged_in === 1 ? (account.id ?? null) : null;
  const queries = await pageQueries({
    critical: [
      (client) =>
        client.ensureQueryData(
          inProcess(anyoneRecommendedQuery(), () => services.recommendations.anyone(accountId).then(toCards)),
        ),
    ],
  });
  return { ...queries, signedIn: accountId !== null };
}

/** Storefront §2 /list/recommended. */
export default function ListRecommended({ loaderData }: Route.ComponentProps) {
  const recommended = useQuery(anyoneRecommendedQuery());
  const { signedIn } = loaderData;
  return (
    <div className="container recommended-page">
      <Breadcrumbs
        items={[
          { label: 'Home', url: '/' },
          { label: 'Recommended', url: '/list/recommended' },
        ]}
      />
      <h1>{signedIn ? 'Recommended for you' : 'Member favorites'}</h1>
      <p className="muted">
        {signedIn ? (
          'Picked from your orders and what other members buy with them.'
        ) : (
          <>
            What members buy most. <Link to="/login?route=/list/recommended">Sign in</Link> for picks made for
            you.
          </>
        )}
      </p>
      {recommended.isError ? <FormError message={recommended.error.message} /> : null}
      {recommended.data ? (
        <RecommendedGrid
          products={recommended.data.products}
          label={signedIn ? 'Recommended for you' : 'Member favorites'}
          empty="Nothing to recommend right now."
          signedIn={signedIn}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
