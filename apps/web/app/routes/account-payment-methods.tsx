import { Breadcrumbs } from '../components/common/breadcrumbs.tsx';
import { PaymentMethodsManager, paymentMethodsRead } from '../features/payments/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { shopperPageQueries } from '../lib/shopper-page.ts';
import type { Route } from './+types/account-payment-methods';

export function meta() {
  return [{ title: 'Payment methods | Your account | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Signed-in shoppers only (/account and below); the methods on file are read on the server. */
export function loader(args: Route.LoaderArgs) {
  return shopperPageQueries(args, ({ services, accountId }) => ({
    optional: [paymentMethodsRead(services, accountId)],
  }));
}

/** Cards and wallets on file (GET /account/cc?all=1&is_checkout=true and its changes). */
export default function AccountPaymentMethods() {
  return (
    <div className="container membership-page">
      <div className="form-page is-wide">
        <Breadcrumbs
          items={[
            { label: 'Your account', url: '/account' },
            { label: 'Payment methods', url: '/account/payment-methods' },
          ]}
        />
        <h1>Payment methods</h1>
        <p className="mb-lede">
          The cards and wallets you pay with. Your default card is the one checkout offers first.
        </p>
        <PaymentMethodsManager />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
