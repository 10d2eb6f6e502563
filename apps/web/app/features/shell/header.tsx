import type { Navigation } from '@pantry/domain';
import { countLabel } from '@pantry/domain';
import { Link, NavLink, useLocation } from 'react-router';
import { CartIcon, LeafIcon } from '../../components/common/icons.tsx';
import { AccountMenu } from '../account/index.ts';
import { cartPanel, useCartCount } from '../cart/index.ts';
import { SearchBox } from '../search/index.ts';

export function Header({ navigation }: { navigation: Navigation | null }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/" className="logo" aria-label="Pantry home">
            <LeafIcon />
            <span className="logo-word" aria-hidden="true">
              Pantry
            </span>
          </Link>
          <SearchBox />
          <div className="header-actions">
            <AccountMenu />
            <CartButton />
          </div>
        </div>
      </header>
      {navigation?.categories.length ? <CategoryNav navigation={navigation} /> : null}
    </>
  );
}

/**
 * The cart's item count from the server cart (with queued changes). It opens the cart panel (whose contents start
 * loading when the pointer or focus reaches it); without JavaScript, and on the cart page itself, it is a link to
 * /cart.
 */
/** Starts loading the cart panel's contents ahead of a likely click (pointer over, or focus on, the button). */
function preloadCartPanel(): void {
  // Through the shell's own lazy part, which holds the cart panel's host: a dynamic import of the cart-view
  // surface itself would make every catalog page fetch all it exports (the cart page's contents, autoship).
  import('./shell-behaviours.tsx').then(
    (behaviours) => behaviours.preloadCartPanel(),
    () => {
      // Offline, or a new release: opening the panel says so.
    },
  );
}

export function CartButton() {
  const { count, loaded } = useCartCount();
  const { pathname } = useLocation();
  const label = loaded ? `Cart, ${countLabel(count, 'item')}` : 'Cart';
  return (
    <Link
      to="/cart"
      className="cart-button"
      aria-label={label}
      aria-haspopup={pathname === '/cart' ? undefined : 'dialog'}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      onClick={(event) => {
        if (pathname === '/cart' || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        cartPanel.open();
      }}
    >
      <CartIcon />
      <span className="cart-label" aria-hidden="true">
        Cart
      </span>
      <span className={`cart-count${count ? '' : ' is-empty'}`} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}

function CategoryNav({ navigation }: { navigation: Navigation }) {
  return (
    <nav className="category-nav" aria-label="Shop by category">
      <ul className="container category-nav-list scroll-cue">
        {navigation.categories.map((category) => (
          <li key={category.url_key}>
            <NavLink
              to={`/c/${category.url_key}`}
              className={`category-link${category.url_key.includes('deals') ? ' is-deals' : ''}`}
            >
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
