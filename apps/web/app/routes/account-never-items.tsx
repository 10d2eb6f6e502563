import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { FormError } from '../components/forms/field.tsx';
import { ProductGrid } from '../features/product-card/index.ts';
import { neverListQuery, RemoveNeverButton, toCards } from '../features/recommendations/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-never-items';

export function meta() {
  return [{ title: 'Never-items | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(neverListQuery(), () => services.preferences.neverList(accountId).then(toCards))],
  }));
}

/** Account spec §2 never-items: products kept out of Recommended, Deals for you and cart prefill; each removable. */
export default function NeverItems() {
  const list = useQuery(neverListQuery());
  const products = list.data?.products ?? [];
  return (
    <div className="container never-items-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Shopping preferences', url: '/account/shopping-preferences' },
          { label: 'Never-items', url: '/account/shopping-preferences/never-items' },
        ]}
      />
      <h1>Never-items</h1>
      <p className="muted">
        We never suggest these in Recommended, Deals for you or your cart prefill. Choose 'Never show me this'
        on a <Link to="/account/recommended">recommended</Link> product to add one.
      </p>
      {list.isError ? <FormError message={list.error.message} /> : null}
      {list.data && products.length === 0 ? <p>You have no never-items.</p> : null}
      {products.length > 0 ? (
        <ProductGrid
          products={products}
          label="Never-items"
          cardExtra={(product) => <RemoveNeverButton product={product} />}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
