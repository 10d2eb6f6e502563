import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { AddressBook, addressesRead } from '../features/addresses/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-addresses';

export function meta() {
  return [{ title: 'Addresses | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only (/account and below); the address book is read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    optional: [addressesRead(services, accountId)],
  }));
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
