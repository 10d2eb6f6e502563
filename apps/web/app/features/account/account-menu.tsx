import type { Account } from '@pantry/domain';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { loginUrl } from '../../lib/route-guards.ts';
import { isSignedIn, useAccount } from './api.ts';

function UserIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4.5 20.5c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Pages a 'Sign in' click should not come back to. */
const NO_RETURN = ['/', '/login', '/forgot-password', '/account/reset'];

/**
 * The query as URLSearchParams writes it. React Router's server hands the page a query rewritten that way
 * ('q=peanut+butter') while the browser keeps the address bar's ('q=peanut%20butter'): the return route written
 * from either must be the same text, or the sign-in link fails hydration on every such page.
 */
function canonicalSearch(search: string): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
}

/** The header's account control: 'Sign in' for visitors, a menu under the first name for signed-in shoppers. */
export function AccountMenu() {
  const { account } = useAccount();
  const { pathname, search } = useLocation();
  if (!account || !isSignedIn(account)) {
    const to = NO_RETURN.includes(pathname) ? '/login' : loginUrl(pathname, canonicalSearch(search));
    return (
      <Link to={to} className="account-button">
        <UserIcon />
        <span className="account-button-label">Sign in</span>
      </Link>
    );
  }
  return <SignedInMenu account={account} />;
}

// The menu's contents (links, sign-out) load the first time it opens, or when the pointer or focus reaches its
// button, so the header a page first runs carries only the button.
const loadPanel = () => import('./account-menu-panel.tsx');
const AccountMenuPanel = lazyPart(
  () => loadPanel().then((module) => module.AccountMenuPanel),
  AccountPageInstead,
);

function preloadPanel(): void {
  loadPanel().catch(() => {
    // Offline, or a new release: opening the menu goes to the account page instead.
  });
}

/** The panel's code could not be fetched (offline, or a new release replaced it): the account page instead. */
function AccountPageInstead() {
  useEffect(() => {
    window.location.assign('/account');
  }, []);
  return null;
}

function SignedInMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = account.firstname?.trim() || 'Account';
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  return (
    <div ref={root} className="account-menu">
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon />
        <span className="account-button-label">
          <span className="sr-only">Account menu, </span>
          {name}
        </span>
        <span className="account-caret" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={menuId} name={name} root={root} button={button} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
