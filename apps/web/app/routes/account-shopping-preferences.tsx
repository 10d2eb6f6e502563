import { useQuery } from '@tanstack/react-query';
import { Link, redirect } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { PreferencesForm, preferencesQuery } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { guardPage, loginUrl } from '../lib/route-guards.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-shopping-preferences';

export function meta() {
  return [{ title: 'Shopping preferences | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * /account/shopping-preferences, its how-i-shop page and /how-i-shop (outside /account, so signed out is sent to
 * sign in here too).
 */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(
    args,
    ({ services, accountId }) => ({
      critical: [inProcess(preferencesQuery(), () => services.preferences.get(accountId))],
    }),
    (account, url) => {
      if (account.logged_in !== 1) throw redirect(loginUrl(url.pathname, url.search));
      guardPage(account, url);
      return undefined;
    },
  );
}

/** Account spec §2: shopping preferences (how I shop: diets and values) and the way to the never-items. */
export default function ShoppingPreferences() {
  const preferences = useQuery(preferencesQuery());
  return (
    <div className="container preferences-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Shopping preferences', url: '/account/shopping-preferences' },
        ]}
      />
      <h1>How I shop</h1>
      <p className="muted">
        Products that fit your diets and values come first in{' '}
        <Link to="/account/recommended">Recommended</Link> and your cart prefill.
      </p>
      {preferences.isError ? <FormError message={preferences.error.message} /> : null}
      {preferences.data ? <PreferencesForm answer={preferences.data} /> : null}
      <h2>Never-items</h2>
      <p>
        <Link to="/account/shopping-preferences/never-items">Products you never want suggested</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
