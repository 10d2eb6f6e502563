import type { Navigation } from '@pantry/domain';
import { Link, NavLink } from 'react-router';
import { useCartCount } from '../../lib/cart-store.ts';
import { CartIcon, LeafIcon } from '../common/icons.tsx';
import { SearchBox } from '../search/search-box.tsx';

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
          <CartButton />
        </div>
      </header>
      {navigation?.categories.length ? <CategoryNav navigation={navigation} /> : null}
    </>
  );
}

/** The cart's item count from the shopper's cart store. The cart page arrives with the cart issue. */
export function CartButton() {
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-button" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
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
      <ul className="container category-nav-list">
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
