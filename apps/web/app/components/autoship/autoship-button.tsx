import { lazy, Suspense } from 'react';
import { isSignedIn, useAccount } from '../../features/account/api.ts';
import type { AutoshipProduct } from './autoship-control.tsx';

export type { AutoshipProduct } from './autoship-control.tsx';

// Only signed-in shoppers can subscribe, so visitors (and every catalog page's first load) never fetch its code.
const AutoshipControl = lazy(() => import('./autoship-control.tsx'));

/** The Subscribe control of a product card, the product page and the personalized list (account spec §4). */
export function AutoshipButton({ product }: { product: AutoshipProduct }) {
  const { account } = useAccount();
  if (!isSignedIn(account)) return null;
  return (
    <Suspense fallback={null}>
      <AutoshipControl product={product} />
    </Suspense>
  );
}
