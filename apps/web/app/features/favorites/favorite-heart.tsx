import { FAVORITE_SIGN_IN_LABEL } from '@pantry/domain';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../../lib/product-links.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { HeartIcon } from './heart-icon.tsx';

// Only signed-in shoppers toggle favorites, so a visitor's page (every catalog page's first load) never fetches the
// toggle's code (the catalog pages' JavaScript budget, e2e/tests/page-javascript.spec.ts).
const HeartToggle = lazy(() => import('./heart-toggle.tsx'));

/**
 * The heart on every product card and the product page. Signed in, it toggles the favorite at once (CREATING or
 * DELETING shows as busy until READY); signed out, it goes to sign-in and comes back here.
 */
export function FavoriteHeart({
  product,
  size = 'card',
}: {
  product: { id: number; title: string };
  size?: 'card' | 'page';
}) {
  const { account } = useAccount();
  const location = useLocation();
  const className = `favorite-heart favorite-heart-${size}`;
  if (isSignedIn(account)) {
    return (
      <Suspense fallback={null}>
        <HeartToggle product={product} className={className} />
      </Suspense>
    );
  }
  return (
    <Link
      className={className}
      to={loginHref(`${location.pathname}${location.search}`)}
      aria-label={FAVORITE_SIGN_IN_LABEL}
    >
      <HeartIcon />
    </Link>
  );
}
