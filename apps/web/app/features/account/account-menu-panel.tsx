import { type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSignOut } from './auth-session.ts';

/**
 * The open account menu (account-menu.tsx loads it on demand): greeting, links and sign-out. A click or a Tab
 * outside the menu closes it, and Escape closes it with focus back on its button.
 */
export function AccountMenuPanel({
  id,
  name,
  root,
  button,
  onClose,
}: {
  id: string;
  name: string;
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useSignOut();

  useEffect(() => {
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, button, onClose]);

  return (
    <div id={id} className="account-menu-panel">
      <p className="account-menu-greeting">Hi, {name}</p>
      <ul>
        <li>
          <Link to="/account">My account</Link>
        </li>
        <li>
          <Link to="/account/orders">Orders</Link>
        </li>
        <li>
          <button
            type="button"
            className="account-menu-signout"
            disabled={signingOut}
            onClick={async () => {
              setSigningOut(true);
              await signOut();
              setSigningOut(false);
            }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
