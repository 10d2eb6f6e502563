import type { StaffMe } from '@pantry/domain';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { consoleAuthApi } from './api.ts';
import { roleLabel } from './format.ts';
import { consoleMenu, currentArea } from './menu.ts';

/**
 * The console's frame: a plain bar with the store's name, the menu the staff member's permissions open, who is
 * signed in and Sign out; then the page. No storefront header, cart or modals: the operator is not shopping.
 */
export function ConsoleFrame({ session, children }: { session: StaffMe | null; children: ReactNode }) {
  return (
    <div className="console">
      <a className="console-skip" href="#console-main">
        Skip to content
      </a>
      <header className="console-bar">
        <a className="console-brand" href="/admin">
          Pantry <span>Console</span>
        </a>
        {session ? <ConsoleMenu session={session} /> : null}
        {session ? <SignedIn session={session} /> : null}
      </header>
      <main id="console-main" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function ConsoleMenu({ session }: { session: StaffMe }) {
  const { pathname } = useLocation();
  const areas = consoleMenu(session.permissions);
  const current = currentArea(areas, pathname);
  return (
    <nav className="console-menu" aria-label="Console">
      <ul>
        {areas.map((area) => (
          <li key={area.path}>
            <NavLink
              to={area.path}
              end
              className={area === current ? 'is-current' : undefined}
              aria-current={area === current ? 'page' : undefined}
            >
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedIn({ session }: { session: StaffMe }) {
  const signOut = async () => {
    try {
      await consoleAuthApi.logout();
    } finally {
      // A whole new page: nothing of this staff member stays in the query cache.
      window.location.assign('/admin/login');
    }
  };
  return (
    <div className="console-who">
      <span>
        {session.staff.name} <span className="console-role">{roleLabel(session.staff.role)}</span>
      </span>
      <button type="button" className="console-button is-quiet" onClick={signOut}>
        Sign out
      </button>
    </div>
  );
}
