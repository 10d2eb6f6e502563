import { favoriteMessages } from '@pantry/domain';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../../lib/product-links.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { useFavoriteState, useToggleFavorite } from './use-favorite.ts';

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20.5 4.3 13a4.9 4.9 0 0 1 6.9-7l.8.8.8-.8a4.9 4.9 0 0 1 6.9 7Z" />
    </svg>
  );
}

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
  const signedIn = isSignedIn(account);
  const state = useFavoriteState(product.id, signedIn);
  const toggle = useToggleFavorite();
  const location = useLocation();
  const className = `favorite-heart favorite-heart-${size}`;
  if (!signedIn) {
    return (
      <Link
        className={className}
        to={loginHref(`${location.pathname}${location.search}`)}
        aria-label={favoriteMessages.signIn(product.title)}
      >
        <HeartIcon />
      </Link>
    );
  }
  const busy = state.status !== 'READY';
  return (
    <button
      type="button"
      className={`${className}${state.favorite ? ' is-favorite' : ''}`}
      aria-pressed={state.favorite}
      aria-busy={busy}
      data-status={state.status}
      aria-label={favoriteMessages.label(product.title)}
      onClick={() => void toggle(product)}
    >
      <HeartIcon />
    </button>
  );
}
