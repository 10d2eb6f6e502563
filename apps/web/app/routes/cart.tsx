import { useSearchParams } from 'react-router';
import { CartContents, PromoOffer } from '../features/cart-view/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';

export function meta() {
  return [{ title: 'Your cart | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/**
 * /cart (spec §2). The page is rendered on the server as a frame; the cart itself is the browser's cart query
 * (the same one the header and the panel read), so every view of it agrees. `?offer=CODE` shows a promo offer.
 */
export default function CartPage() {
  const [search] = useSearchParams();
  const offer = search.get('offer')?.trim();
  return (
    <div className="container cart-page">
      <h1 className="cart-page-title">Your cart</h1>
      {offer ? <PromoOffer code={offer} /> : null}
      <CartContents variant="page" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
