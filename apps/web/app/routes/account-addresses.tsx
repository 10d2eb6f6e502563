import { AddressBook } from '../components/address/address-book.tsx';
import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { RouteErrorBoundary } from '../components/shell/error-screens.tsx';
import { guardPage } from '../lib/route-guards.ts';
import type { Route } from './+types/account-addresses';

export function meta() {
  return [{ title: 'Addresses | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only (/account and below). */
export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.viewer.account(), new URL(request.url));
  return null;
}

/** The shopper's shipping addresses (GET/POST /account/address, PUT/DELETE /account/address/{id}). */
export default function AccountAddresses() {
  return (
    <div className="container membership-page">
      <div className="form-page is-wide">
        <Breadcrumbs
          items={[
            { label: 'Your account', url: '/account' },
            { label: 'Addresses', url: '/account/addresses' },
          ]}
        />
        <h1>Addresses</h1>
        <p className="mb-lede">Where we deliver. We ship to the contiguous 48 states, and not to PO boxes.</p>
        <AddressBook />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
