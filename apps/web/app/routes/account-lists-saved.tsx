import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { savedQuery, useSavedForLater } from '../features/cart/index.ts';
import { SavedForLater } from '../features/cart-view/index.ts';
import { ListsNav } from '../features/lists/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { inProcess } from '../lib/page-queries.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-lists-saved';

export function meta() {
  return [{ title: 'Saved for later | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    critical: [inProcess(savedQuery(), () => services.cart.saved(accountId))],
  }));
}

/** Account spec §2 /account/lists/saved: the cart's saved-for-later list as a page, with its Move and Remove. */
export default function AccountListsSaved() {
  const saved = useSavedForLater();
  const empty = saved.data !== undefined && saved.data.products.length === 0;
  return (
    <div className="container lists-page">
      <Breadcrumbs
        items={[
          { label: 'Your account', url: '/account' },
          { label: 'Saved for later', url: '/account/lists/saved' },
        ]}
      />
      <h1>Saved for later</h1>
      <ListsNav />
      {empty ? <p>Nothing saved for later. Items you save from your cart wait here.</p> : null}
      <SavedForLater headingLevel={2} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
