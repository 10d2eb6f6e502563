import { lazy, type ReactNode, Suspense } from 'react';
import { isSignedIn, useAccount } from '../account/index.ts';
import type { AutoshipProduct } from '../autoship/index.ts';

export type { AutoshipProduct } from '../autoship/index.ts';

// Only signed-in shoppers can subscribe or see autoship prices, so visitors (and every catalog page's first load)
// never fetch this code, and a catalog page's shared HTML never holds a shopper's prices.
const AutoshipControl = lazy(() =>
  import('../autoship/index.ts').then((autoship) => ({ default: autoship.AutoshipControl })),
);
const AutoshipPriceLine = lazy(() =>
  import('../autoship/index.ts').then((autoship) => ({ default: autoship.AutoshipPriceLine })),
);

function SignedInOnly({ children }: { children: ReactNode }) {
  const { account } = useAccount();
  return isSignedIn(account) ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The Subscribe control of a product card, the product page and the personalized list (account spec §4). */
export function AutoshipButton({ product }: { product: AutoshipProduct }) {
  return (
    <SignedInOnly>
      <AutoshipControl product={product} />
    </SignedInOnly>
  );
}

/** The product page's autoship price, under its price, for eligible members on autoship (account spec §4). */
export function AutoshipPrice({ product }: { product: AutoshipProduct }) {
  return (
    <SignedInOnly>
      <AutoshipPriceLine product={product} />
    </SignedInOnly>
  );
}
