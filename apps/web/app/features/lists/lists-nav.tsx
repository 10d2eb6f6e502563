import { NavLink } from 'react-router';

/** The account's list pages (account spec §2): favorites, my lists, saved for later, sharing. */
export const LIST_PAGES = [
  { to: '/list/favorites', label: 'Favorites' },
  { to: '/account/lists/my-lists', label: 'My lists' },
  { to: '/account/lists/saved', label: 'Saved for later' },
  { to: '/account/sharing', label: 'Shared lists' },
] as const;

export function ListsNav() {
  return (
    <nav className="lists-nav" aria-label="Your lists">
      <ul>
        {LIST_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
